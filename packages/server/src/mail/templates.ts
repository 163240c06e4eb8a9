import type { MailKind, MailMessage } from './outbox.js';

export interface MailContext {
  clinicName: string;
  publicUrl: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Letter {
  kind: MailKind;
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A list between the paragraphs and the action: each line, with its own link when it has one. */
  items?: Array<{ text: string; link?: { label: string; url: string } }>;
  after?: string[];
  /** Reminders: why the member gets the message, the way out in one click, and the RFC 8058 headers. */
  unsubscribe?: { what: string; url: string };
}

/** A plain, friendly message in both text and HTML, signed with the clinic's name. */
export function compose(ctx: MailContext, letter: Letter): MailMessage {
  const { kind, to, subject, greetingName, paragraphs, action, items = [], after = [], unsubscribe } = letter;
  const why = unsubscribe && [
    `You get this e-mail because you turned on ${unsubscribe.what} in your profile (${ctx.publicUrl}/profile).`,
    `Unsubscribe in one click: ${unsubscribe.url}`,
  ];
  const text = [
    `Hello ${greetingName},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...items.flatMap((i) => [`- ${i.text}`, ...(i.link ? [`  ${i.link.label}: ${i.link.url}`] : [])]),
    ...(items.length ? [''] : []),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...after.flatMap((p) => [p, '']),
    'Warm regards,',
    `The care team at ${ctx.clinicName}`,
    ...(why ? ['', '--', ...why] : []),
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="en-CA"><body style="margin:0;padding:24px;background:#f4f7f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#047857">${escapeHtml(ctx.clinicName)}</p>
${p(`Hello ${greetingName},`)}
${paragraphs.map(p).join('\n')}
${items.length ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items.map((i) => `<li style="margin:0 0 8px">${escapeHtml(i.text)}${i.link ? ` <a href="${escapeHtml(i.link.url)}" style="color:#047857;font-weight:bold">${escapeHtml(i.link.label)}</a>` : ''}</li>`).join('')}</ul>` : ''}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">If the button does not work, copy this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
${after.map(p).join('\n')}
${p('Warm regards,')}
${p(`The care team at ${ctx.clinicName}`)}
${unsubscribe ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563;line-height:1.5">You get this e-mail because you turned on ${escapeHtml(unsubscribe.what)} in <a href="${escapeHtml(`${ctx.publicUrl}/profile`)}" style="color:#047857">your profile</a>. <a href="${escapeHtml(unsubscribe.url)}" style="color:#047857">Unsubscribe</a> in one click.</p>` : ''}
</div></body></html>`;
  // RFC 8058: the mail client posts List-Unsubscribe=One-Click to the URL, no login and no page needed.
  const headers = unsubscribe && { 'List-Unsubscribe': `<${unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { kind, to, subject, text, html, ...(headers ? { headers } : {}) };
}

export function verificationMail(ctx: MailContext, to: string, firstName: string, token: string): MailMessage {
  return compose(ctx, {
    kind: 'verification',
    to,
    subject: `Confirm your email for ${ctx.clinicName}`,
    greetingName: firstName,
    paragraphs: [
      `Welcome to ${ctx.clinicName}! We are glad you are here.`,
      'Please confirm your email address so we can keep your health information safe and send you updates about your programme.',
    ],
    action: { label: 'Verify my email', url: `${ctx.publicUrl}/verify-email/${token}` },
    after: ['This link works once and expires in 48 hours. If you did not create an account, you can ignore this message.'],
  });
}

export function passwordResetMail(ctx: MailContext, to: string, firstName: string, token: string): MailMessage {
  return compose(ctx, {
    kind: 'password-reset',
    to,
    subject: `Reset your ${ctx.clinicName} password`,
    greetingName: firstName,
    paragraphs: ['We received a request to reset the password of your account.'],
    action: { label: 'Choose a new password', url: `${ctx.publicUrl}/reset-password/${token}` },
    after: [
      'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this message: your password stays the same.',
    ],
  });
}

export function passwordChangedMail(ctx: MailContext, to: string, firstName: string): MailMessage {
  return compose(ctx, {
    kind: 'password-changed',
    to,
    subject: `Your ${ctx.clinicName} password was changed`,
    greetingName: firstName,
    paragraphs: [
      'The password of your account was just changed, and every other device was signed out.',
      `If this was not you, reset your password at ${ctx.publicUrl}/forgot-password and let our care team know.`,
    ],
  });
}

export function staffInvitationMail(ctx: MailContext, to: string, firstName: string, role: string, token: string): MailMessage {
  return compose(ctx, {
    kind: 'staff-invitation',
    to,
    subject: `You are invited to the ${ctx.clinicName} care workspace`,
    greetingName: firstName,
    paragraphs: [
      `You have been invited to join the care team at ${ctx.clinicName} as ${role}.`,
      'Choose your password with the link below. When you first log in, you will set up a second factor with an authenticator app on your phone.',
    ],
    action: { label: 'Choose my password', url: `${ctx.publicUrl}/staff-invitation/${token}` },
    after: ['This link works once and expires in 48 hours. If you did not expect it, you can ignore this message.'],
  });
}

/** "You have a reply": never the reply itself (it may hold health information), only where to read it. */
export function careReplyMail(ctx: MailContext, to: string, firstName: string, about: 'message' | 'request', path: string): MailMessage {
  const what = about === 'message' ? 'your message' : 'your programme request';
  return compose(ctx, {
    kind: 'care-reply',
    to,
    subject: `Your care team replied to ${what}`,
    greetingName: firstName,
    paragraphs: [`Your care team at ${ctx.clinicName} has replied to ${what}. For your privacy, the reply is only shown in the app.`],
    action: { label: 'Read the reply', url: `${ctx.publicUrl}${path}` },
  });
}

/**
 * A new urgent alert, to a clinician or the clinic's alert inbox: never the member's name nor any
 * health value (e-mail is not a safe place for them), only that someone needs follow-up and where to look.
 */
export function careAlertMail(ctx: MailContext, to: string, greetingName: string): MailMessage {
  return compose(ctx, {
    kind: 'care-alert',
    to,
    subject: 'A member needs follow-up',
    greetingName,
    paragraphs: [
      `A member of ${ctx.clinicName} needs follow-up.`,
      'For their privacy, this e-mail says nothing more: the urgent alerts in the care workspace show who and what happened.',
    ],
    action: { label: 'Open the urgent alerts', url: `${ctx.publicUrl}/care/alerts` },
  });
}

/** The goodbye after a member deleted their account: what went, and the one record the clinic keeps. */
export function secondFactorResetMail(ctx: MailContext, to: string, firstName: string): MailMessage {
  return compose(ctx, {
    kind: 'second-factor-reset',
    to,
    subject: `Two-step verification is off on your ${ctx.clinicName} account`,
    greetingName: firstName,
    paragraphs: [
      'At your request, our care team turned off two-step verification on your account: your password alone now signs you in.',
      'You can turn it on again, with a new authenticator key and new recovery codes, from your profile.',
      `If you did not ask for this, change your password at ${ctx.publicUrl}/forgot-password and call the clinic.`,
    ],
  });
}

export function accountDeletedMail(ctx: MailContext, to: string, firstName: string): MailMessage {
  return compose(ctx, {
    kind: 'account-deleted',
    to,
    subject: `Your ${ctx.clinicName} account has been deleted`,
    greetingName: firstName,
    paragraphs: [
      `As you asked, your ${ctx.clinicName} account has been deleted, and every device signed in to it was signed out.`,
      'Your profile, surveys and answers, recommendations, programmes and tracking, lab results, blood pressure readings, activities, conditions, programme requests, your messages with the care team and the alerts your results raised have all been erased.',
      'The clinic keeps one record, as it must: the access log of when members of the care team viewed or changed your record. It holds no health values.',
      'This is the last e-mail we will send you.',
    ],
    after: [`If you did not ask for this, please contact ${ctx.clinicName} straight away.`],
  });
}
