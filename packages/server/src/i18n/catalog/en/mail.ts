/** The e-mails (mail/templates.ts, modules/reminders/reminder-mails.ts), in the recipient's language. */
export const mail = {
  'mail.hello': 'Hello {name},',
  'mail.regards': 'Warm regards,',
  'mail.signature': 'The care team at {clinic}',
  'mail.whyText': 'You get this e-mail because you turned on {what} in your profile ({url}).',
  'mail.unsubscribeText': 'Unsubscribe in one click: {url}',
  'mail.whyHtml':
    'You get this e-mail because you turned on {what} in {profileStart}your profile{end}. {unsubscribeStart}Unsubscribe{end} in one click.',
  'mail.buttonFallback': 'If the button does not work, copy this link into your browser: {url}',
  'mail.verification.subject': 'Confirm your email for {clinic}',
  'mail.verification.welcome': 'Welcome to {clinic}! We are glad you are here.',
  'mail.verification.confirm':
    'Please confirm your email address so we can keep your health information safe and send you updates about your programme.',
  'mail.verification.action': 'Verify my email',
  'mail.verification.after': 'This link works once and expires in 48 hours. If you did not create an account, you can ignore this message.',
  'mail.reset.subject': 'Reset your {clinic} password',
  'mail.reset.received': 'We received a request to reset the password of your account.',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.after':
    'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this message: your password stays the same.',
  'mail.passwordChanged.subject': 'Your {clinic} password was changed',
  'mail.passwordChanged.changed': 'The password of your account was just changed, and every other device was signed out.',
  'mail.passwordChanged.notYou': 'If this was not you, reset your password at {url} and let our care team know.',
  'mail.invitation.subject': 'You are invited to the {clinic} care workspace',
  'mail.invitation.invited': 'You have been invited to join the care team at {clinic} as {role}.',
  'mail.role.coach': 'coach',
  'mail.role.clinician': 'clinician',
  'mail.role.admin': 'administrator',
  'mail.invitation.choose':
    'Choose your password with the link below. When you first log in, you will set up a second factor with an authenticator app on your phone.',
  'mail.invitation.action': 'Choose my password',
  'mail.invitation.after': 'This link works once and expires in 48 hours. If you did not expect it, you can ignore this message.',
  'mail.careReply.subjectMessage': 'Your care team replied to your message',
  'mail.careReply.subjectRequest': 'Your care team replied to your programme request',
  'mail.careReply.repliedMessage':
    'Your care team at {clinic} has replied to your message. For your privacy, the reply is only shown in the app.',
  'mail.careReply.repliedRequest':
    'Your care team at {clinic} has replied to your programme request. For your privacy, the reply is only shown in the app.',
  'mail.careReply.action': 'Read the reply',
  'mail.careAlert.subject': 'A member needs follow-up',
  'mail.careAlert.needs': 'A member of {clinic} needs follow-up.',
  'mail.careAlert.privacy':
    'For their privacy, this e-mail says nothing more: the urgent alerts in the care workspace show who and what happened.',
  'mail.careAlert.action': 'Open the urgent alerts',
  'mail.careEscalation.subject': 'An urgent alert has not been taken on',
  'mail.careEscalation.pool': 'An urgent alert at {clinic} was not acknowledged by its due time. Whoever can take it on now, please do.',
  'mail.careEscalation.admins':
    'An urgent alert at {clinic} is still not acknowledged, well past its due time, after every clinician was told. Please make sure someone takes it on.',
  'mail.careEscalation.privacy':
    'For the member’s privacy, this e-mail says no more: the urgent alerts in the care team’s workspace show who it is, what happened and who owns it.',
  'mail.secondFactorReset.subject': 'Two-step verification is off on your {clinic} account',
  'mail.secondFactorReset.off':
    'At your request, our care team turned off two-step verification on your account: your password alone now signs you in.',
  'mail.secondFactorReset.again': 'You can turn it on again, with a new authenticator key and new recovery codes, from your profile.',
  'mail.secondFactorReset.notYou': 'If you did not ask for this, change your password at {url} and call the clinic.',
  'mail.staffSecondFactorReset.subject': 'Your second factor for the {clinic} care workspace was reset',
  'mail.staffSecondFactorReset.reset':
    '{admin}, an administrator, reset the second factor of your care workspace account, and every device signed in to it was signed out. Your old authenticator key and recovery codes no longer work.',
  'mail.staffSecondFactorReset.next':
    'At your next login, after your password, you will set up your second factor again with your authenticator app, and get new recovery codes.',
  'mail.staffSecondFactorReset.notYou': 'If you did not ask for this, tell {admin} or another administrator at once.',
  'mail.staffSecondFactorReset.action': 'Log in',
  'mail.staffSecondFactorResetDone.subject': 'You reset a second factor in the {clinic} care workspace',
  'mail.staffSecondFactorResetDone.done':
    'You reset the second factor of {staff}: their devices were signed out, and they set it up again at their next login. They have been told by e-mail.',
  'mail.staffSecondFactorResetDone.notYou':
    'If it was not you, someone is using your administrator account: change your password and sign out your other devices from your account page now.',
  'mail.accountDeleted.subject': 'Your {clinic} account has been deleted',
  'mail.accountDeleted.deleted': 'As you asked, your {clinic} account has been deleted, and every device signed in to it was signed out.',
  'mail.accountDeleted.erased':
    'Your profile, surveys and answers, recommendations, programmes and tracking, lab results, blood pressure readings, activities, conditions, programme requests, your messages with the care team and the alerts your results raised have all been erased.',
  'mail.accountDeleted.kept':
    'The clinic keeps one record, as it must: the access log of when members of the care team viewed or changed your record. It holds no health values.',
  'mail.accountDeleted.last': 'This is the last e-mail we will send you.',
  'mail.accountDeleted.notYou': 'If you did not ask for this, please contact {clinic} straight away.',
  'mail.signupAttempt.subject': 'Someone tried to sign up to {clinic} with your address',
  'mail.signupAttempt.tried':
    'Someone just tried to create a {clinic} account with this e-mail address, which already has one. No account was created, and nothing about yours changed.',
  'mail.signupAttempt.ifYou': 'If it was you, you already have an account: log in, or choose a new password at {url} if you forgot it.',
  'mail.signupAttempt.action': 'Log in',
  'mail.signupAttempt.notYou': 'If it was not you, you can ignore this e-mail: your account and your password are as they were.',
  'mail.careReply.startedProgram': 'Your care team also started a programme for you: you will find it in your programmes in the app.',
  'mail.careDigest.subject': 'New messages and requests in the care workspace',
  'mail.careDigest.counts':
    'Since the last e-mail, {messages} new or answered member messages and {requests} new programme requests are waiting in your work or in the care team’s pool at {clinic}.',
  'mail.careDigest.privacy':
    'For the members’ privacy, this e-mail says no more: the care workspace shows who wrote and what. You get at most one of these e-mails every 15 minutes.',
  'mail.careDigest.handovers':
    'Taken over from you by colleagues: {count, plural, one {# alert, message or request} other {# alerts, messages or requests}}. My work says which and who.',
  'mail.careDigest.action': 'Open my work',
};
