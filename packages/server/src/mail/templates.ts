import { intlLocale, isLocale, type Locale } from '@wellpath/shared/i18n/locale';
import { smsg, t } from '../i18n/index.js';
import type { MailKind, MailMessage, OutboxKey } from './outbox.js';

export interface MailContext {
  clinicName: string;
  publicUrl: string;
  /** The server's key as the outbox seals each message's bodies with it (decision 0070). */
  outboxKey: OutboxKey;
  /** The recipient's language (decision 0050): users.language; English when unknown. */
  locale?: Locale;
  /** A content text (a programme's title...) in a language (content/local-content.ts); as it is when left out. */
  contentText?: (locale: Locale, text: string) => string;
}

/** The context of one e-mail in its recipient's saved language (null or unknown: English). */
export function inLanguage(ctx: MailContext, language: string | null | undefined): MailContext {
  return { ...ctx, locale: isLocale(language) ? language : 'en' };
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
  const locale = ctx.locale ?? 'en';
  // Every line is a catalogue message (or plain text, kept as it is) put into the recipient's language.
  const w = (text: string) => t(locale, text);
  const subject = w(letter.subject);
  const { kind, to, greetingName } = letter;
  const paragraphs = letter.paragraphs.map(w);
  const after = (letter.after ?? []).map(w);
  const action = letter.action && { label: w(letter.action.label), url: letter.action.url };
  const items = (letter.items ?? []).map((i) => ({
    text: w(i.text),
    ...(i.link ? { link: { label: w(i.link.label), url: i.link.url } } : {}),
  }));
  const unsubscribe = letter.unsubscribe && { what: w(letter.unsubscribe.what), url: letter.unsubscribe.url };
  const hello = w(smsg('mail.hello', { name: greetingName }));
  const regards = w(smsg('mail.regards'));
  const signature = w(smsg('mail.signature', { clinic: ctx.clinicName }));
  const why = unsubscribe && [
    w(smsg('mail.whyText', { what: unsubscribe.what, url: `${ctx.publicUrl}/profile` })),
    w(smsg('mail.unsubscribeText', { url: unsubscribe.url })),
  ];
  const text = [
    hello,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...items.flatMap((i) => [`- ${i.text}`, ...(i.link ? [`  ${i.link.label}: ${i.link.url}`] : [])]),
    ...(items.length ? [''] : []),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...after.flatMap((p) => [p, '']),
    regards,
    signature,
    ...(why ? ['', '--', ...why] : []),
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${intlLocale(locale)}"><body style="margin:0;padding:24px;background:#f4f7f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#047857">${escapeHtml(ctx.clinicName)}</p>
${p(hello)}
${paragraphs.map(p).join('\n')}
${items.length ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items.map((i) => `<li style="margin:0 0 8px">${escapeHtml(i.text)}${i.link ? ` <a href="${escapeHtml(i.link.url)}" style="color:#047857;font-weight:bold">${escapeHtml(i.link.label)}</a>` : ''}</li>`).join('')}</ul>` : ''}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(w(smsg('mail.buttonFallback', { url: action.url })))}</p>` : ''}
${after.map(p).join('\n')}
${p(regards)}
${p(signature)}
${
  unsubscribe
    ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563;line-height:1.5">${w(
        smsg('mail.whyHtml', {
          what: escapeHtml(unsubscribe.what),
          profileStart: `<a href="${escapeHtml(`${ctx.publicUrl}/profile`)}" style="color:#047857">`,
          unsubscribeStart: `<a href="${escapeHtml(unsubscribe.url)}" style="color:#047857">`,
          end: '</a>',
        }),
      )}</p>`
    : ''
}
</div></body></html>`;
  // RFC 8058: the mail client posts List-Unsubscribe=One-Click to the URL, no login and no page needed.
  const headers = unsubscribe && { 'List-Unsubscribe': `<${unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { kind, to, subject, text, html, ...(headers ? { headers } : {}), sealWith: ctx.outboxKey };
}

export function verificationMail(ctx: MailContext, to: string, firstName: string, token: string): MailMessage {
  return compose(ctx, {
    kind: 'verification',
    to,
    subject: smsg('mail.verification.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [smsg('mail.verification.welcome', { clinic: ctx.clinicName }), smsg('mail.verification.confirm')],
    action: { label: smsg('mail.verification.action'), url: `${ctx.publicUrl}/verify-email/${token}` },
    after: [smsg('mail.verification.after')],
  });
}

export function passwordResetMail(ctx: MailContext, to: string, firstName: string, token: string): MailMessage {
  return compose(ctx, {
    kind: 'password-reset',
    to,
    subject: smsg('mail.reset.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [smsg('mail.reset.received')],
    action: { label: smsg('mail.reset.action'), url: `${ctx.publicUrl}/reset-password/${token}` },
    after: [smsg('mail.reset.after')],
  });
}

export function passwordChangedMail(ctx: MailContext, to: string, firstName: string): MailMessage {
  return compose(ctx, {
    kind: 'password-changed',
    to,
    subject: smsg('mail.passwordChanged.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [smsg('mail.passwordChanged.changed'), smsg('mail.passwordChanged.notYou', { url: `${ctx.publicUrl}/forgot-password` })],
  });
}

const STAFF_ROLES = { coach: smsg('mail.role.coach'), clinician: smsg('mail.role.clinician'), admin: smsg('mail.role.admin') };

export function staffInvitationMail(
  ctx: MailContext,
  to: string,
  firstName: string,
  staffRole: keyof typeof STAFF_ROLES,
  token: string,
): MailMessage {
  const role = STAFF_ROLES[staffRole];
  return compose(ctx, {
    kind: 'staff-invitation',
    to,
    subject: smsg('mail.invitation.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [smsg('mail.invitation.invited', { clinic: ctx.clinicName, role }), smsg('mail.invitation.choose')],
    action: { label: smsg('mail.invitation.action'), url: `${ctx.publicUrl}/staff-invitation/${token}` },
    after: [smsg('mail.invitation.after')],
  });
}

/** "You have a reply": never the reply itself (it may hold health information), only where to read it. */
export function careReplyMail(
  ctx: MailContext,
  to: string,
  firstName: string,
  about: 'message' | 'request',
  path: string,
  /** An approved request for which the care team started a programme (decision 0100): said, without naming it. */
  opts: { startedProgram?: boolean } = {},
): MailMessage {
  const message = about === 'message';
  return compose(ctx, {
    kind: 'care-reply',
    to,
    subject: message ? smsg('mail.careReply.subjectMessage') : smsg('mail.careReply.subjectRequest'),
    greetingName: firstName,
    paragraphs: [
      message
        ? smsg('mail.careReply.repliedMessage', { clinic: ctx.clinicName })
        : smsg('mail.careReply.repliedRequest', { clinic: ctx.clinicName }),
      ...(opts.startedProgram ? [smsg('mail.careReply.startedProgram')] : []),
    ],
    action: { label: smsg('mail.careReply.action'), url: `${ctx.publicUrl}${path}` },
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
    subject: smsg('mail.careAlert.subject'),
    greetingName,
    paragraphs: [smsg('mail.careAlert.needs', { clinic: ctx.clinicName }), smsg('mail.careAlert.privacy')],
    action: { label: smsg('mail.careAlert.action'), url: `${ctx.publicUrl}/care/alerts` },
  });
}

/**
 * An urgent alert not acknowledged by its due time (decision 0086): to every clinician and the
 * care-team inbox (`pool`), later to the administrators (`admins`). Never which member or what raised it.
 */
export function careEscalationMail(ctx: MailContext, to: string, greetingName: string, step: 'pool' | 'admins'): MailMessage {
  return compose(ctx, {
    kind: 'care-escalation',
    to,
    subject: smsg('mail.careEscalation.subject'),
    greetingName,
    paragraphs: [
      smsg(step === 'pool' ? 'mail.careEscalation.pool' : 'mail.careEscalation.admins', { clinic: ctx.clinicName }),
      smsg('mail.careEscalation.privacy'),
    ],
    action: { label: smsg('mail.careAlert.action'), url: `${ctx.publicUrl}/care/alerts` },
  });
}

/** The goodbye after a member deleted their account: what went, and the one record the clinic keeps. */
export function secondFactorResetMail(ctx: MailContext, to: string, firstName: string): MailMessage {
  return compose(ctx, {
    kind: 'second-factor-reset',
    to,
    subject: smsg('mail.secondFactorReset.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [
      smsg('mail.secondFactorReset.off'),
      smsg('mail.secondFactorReset.again'),
      smsg('mail.secondFactorReset.notYou', { url: `${ctx.publicUrl}/forgot-password` }),
    ],
  });
}

/**
 * To a staff member whose second factor an administrator reset (decision 0094): who did it, that
 * every device was signed out, and what the next login asks. No key, code or link to a secret.
 */
export function staffSecondFactorResetMail(ctx: MailContext, to: string, firstName: string, adminName: string): MailMessage {
  return compose(ctx, {
    kind: 'staff-second-factor-reset',
    to,
    subject: smsg('mail.staffSecondFactorReset.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [
      smsg('mail.staffSecondFactorReset.reset', { admin: adminName }),
      smsg('mail.staffSecondFactorReset.next'),
      smsg('mail.staffSecondFactorReset.notYou', { admin: adminName }),
    ],
    action: { label: smsg('mail.staffSecondFactorReset.action'), url: `${ctx.publicUrl}/login` },
  });
}

/** To the administrator who reset a staff member's second factor: a record of it, in case it was not them. */
export function staffSecondFactorResetDoneMail(ctx: MailContext, to: string, firstName: string, staffName: string): MailMessage {
  return compose(ctx, {
    kind: 'staff-second-factor-reset',
    to,
    subject: smsg('mail.staffSecondFactorResetDone.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [smsg('mail.staffSecondFactorResetDone.done', { staff: staffName }), smsg('mail.staffSecondFactorResetDone.notYou')],
  });
}

/**
 * To the owner of an address someone tried to register again (the sign-up answers as for a new
 * address, so it does not tell who is a member): how to get in, and that nothing changed.
 */
export function signupAttemptMail(ctx: MailContext, to: string, firstName: string): MailMessage {
  return compose(ctx, {
    kind: 'signup-attempt',
    to,
    subject: smsg('mail.signupAttempt.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [
      smsg('mail.signupAttempt.tried', { clinic: ctx.clinicName }),
      smsg('mail.signupAttempt.ifYou', { url: `${ctx.publicUrl}/forgot-password` }),
    ],
    action: { label: smsg('mail.signupAttempt.action'), url: `${ctx.publicUrl}/login` },
    after: [smsg('mail.signupAttempt.notYou')],
  });
}

export function accountDeletedMail(ctx: MailContext, to: string, firstName: string): MailMessage {
  return compose(ctx, {
    kind: 'account-deleted',
    to,
    subject: smsg('mail.accountDeleted.subject', { clinic: ctx.clinicName }),
    greetingName: firstName,
    paragraphs: [
      smsg('mail.accountDeleted.deleted', { clinic: ctx.clinicName }),
      smsg('mail.accountDeleted.erased'),
      smsg('mail.accountDeleted.kept'),
      smsg('mail.accountDeleted.last'),
    ],
    after: [smsg('mail.accountDeleted.notYou', { clinic: ctx.clinicName })],
  });
}

/**
 * The care team's check-in to a member who has gone quiet (decision 0099): the clinic's own words
 * (content/outreach.yaml, already in the member's language), the same as in their messages, and a
 * link to the thread. No health value: the template is the clinic's, the same for every member.
 */
export function checkInMail(ctx: MailContext, to: string, firstName: string, subject: string, body: string, path: string): MailMessage {
  return compose(ctx, {
    kind: 'care-check-in',
    to,
    subject,
    greetingName: firstName,
    paragraphs: [body],
    action: { label: smsg('mail.careReply.action'), url: `${ctx.publicUrl}${path}` },
  });
}

/**
 * To a staff member (decision 0101): how many member messages and programme requests arrived for
 * them or their pool since the last one, at most one every 15 minutes. Counts only: no member, no
 * subject, no health value.
 */
export function careDigestMail(
  ctx: MailContext,
  to: string,
  greetingName: string,
  counts: { messages: number; requests: number; handovers: number },
): MailMessage {
  return compose(ctx, {
    kind: 'care-digest',
    to,
    subject: smsg('mail.careDigest.subject'),
    greetingName,
    paragraphs: [
      smsg('mail.careDigest.counts', { clinic: ctx.clinicName, messages: counts.messages, requests: counts.requests }),
      // What a colleague took over from them (decision 0110): a count, never which member or what.
      ...(counts.handovers > 0 ? [smsg('mail.careDigest.handovers', { count: counts.handovers })] : []),
      smsg('mail.careDigest.privacy'),
    ],
    action: { label: smsg('mail.careDigest.action'), url: `${ctx.publicUrl}/care/work` },
  });
}
