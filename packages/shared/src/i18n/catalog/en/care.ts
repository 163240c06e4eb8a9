/** The care team's workspace, member messages and coaches (spec: care team, messages, coaches): the spec's English exactly. */
export const care = {
  // Roles and alert kinds, as screens show them.
  'care.role.member': 'Member',
  'care.role.coach': 'Coach',
  'care.role.clinician': 'Clinician',
  'care.role.admin': 'Administrator',
  'care.alertKind.phq9Item9': 'Thoughts of self-harm (PHQ-9 item 9)',
  'care.alertKind.bpCrisis': 'Blood pressure above 180/120',
  'care.alertKind.criticalLab': 'Critical lab value',

  // Validation of the workspace's forms and queries.
  'care.roleInvalid': 'Role must be one of {roles}',
  'care.codeRequired': 'Enter the 6-digit code',
  'care.codeInvalid': 'Enter the 6-digit code from your authenticator app',
  'care.emailRequired': 'Email is required',
  'care.emailInvalid': 'Enter a valid email address',
  'care.firstNameRequired': 'First name is required',
  'care.firstNameTooLong': 'First name must be at most {max} characters',
  'care.lastNameRequired': 'Last name is required',
  'care.lastNameTooLong': 'Last name must be at most {max} characters',
  'care.alertsFilterInvalid': 'alerts must be open',
  'care.programFilterInvalid': 'program must be active or none',
  'care.activeWithinInvalid': 'active_within must be 7, 30 or 90',
  'care.alertStatusInvalid': 'status must be open or all',
  'care.assignToInvalid': 'to must be me, pool or the id of a clinician or administrator',
  'care.alertNotAssigned': 'The alert was not assigned',
  'care.noteRequired': 'A note is required',
  'care.noteEmpty': 'Write what was done: a note is required',
  'care.noteTooLong': 'The note must be at most {max} characters',
  'care.requestStatusUnknown': 'Unknown status',
  'care.requestStatusInvalid': 'Status must be one of {statuses}',
  'care.replyTooLong': 'The reply must be at most {max} characters',
  'care.boxInvalid': 'box must be mine, unassigned or all',

  // Messages to the care team (threads and the coaches' Contact form).
  'care.subjectRequired': 'Subject is required',
  'care.subjectTooLong': 'Subject must be at most {max} characters',
  'care.messageRequired': 'Message is required',
  'care.messageTooLong': 'Message must be at most {max} characters',

  // Why a request was refused (the answer's message).
  'care.messageNotSent': 'Your message was not sent',
  'care.replyNotSent': 'Your reply was not sent',
  'care.codeNotAccepted': 'The code was not accepted',
  'care.invalidSearch': 'Invalid search',
  'care.alertNotResolved': 'The alert was not resolved',
  'care.requestReplyNotSent': 'The reply was not sent',
  'care.invitationNotSent': 'The invitation was not sent',
  'care.passwordNotSet': 'The password was not set',
};
