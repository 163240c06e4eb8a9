import { coachMessageBodySchema } from '@wellpath/shared/education/wire';
import { MessageSquareOff, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useSendCoachMessageMutation } from '../api/send-coach-message';
import type { Coach } from '../api/types';

/** The limits of the shared schema (coachMessageBodySchema). */
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 3000;

type FieldErrors = Partial<Record<'subject' | 'message', string>>;
type Outcome = { type: 'success'; coachName: string } | { type: 'error'; message: string; errors: string[] } | null;

/** "Contact": a message to the care team about this coach, stored as a request they answer. */
export function ContactForm({ coach, headingId }: { coach: Pick<Coach, '_id' | 'name' | 'accepting_messages'>; headingId: string }) {
  const send = useSendCoachMessageMutation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const closedNoticeId = useId();
  const disabled = !coach.accepting_messages;

  useEffect(() => {
    if (outcome) statusRef.current?.focus();
  }, [outcome]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled || send.isPending) return;
    setOutcome(null);
    const parsed = coachMessageBodySchema.safeParse({ subject, message });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'message') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    send.mutate(
      { coachId: coach._id, ...parsed.data },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
          setOutcome({ type: 'success', coachName: coach.name });
        },
        onError: (error) => {
          setOutcome({
            type: 'error',
            message: (isApiError(error) && error.status === 400 && error.serverMessage) || 'Failed to send your message. Please try again.',
            errors: isApiError(error) ? error.errors : [],
          });
        },
      },
    );
  }

  const hintId = `${messageId}-hint`;
  const counterId = `${messageId}-counter`;
  const messageErrorId = fieldErrors.message ? `${messageId}-error` : undefined;

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Contact
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-600">
        Send a message to {coach.name} and the care team. Their reply appears under Your messages.
      </p>

      {disabled && (
        <div
          id={closedNoticeId}
          className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <MessageSquareOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            {coach.name} is not taking new messages at the moment. Please contact another member of the{' '}
            <TextLink to={paths.coaches.list.getHref()}>care team</TextLink>.
          </p>
        </div>
      )}

      {outcome && (
        <StatusMessage ref={statusRef} type={outcome.type} className="mt-4">
          {outcome.type === 'success' ? (
            <p>Your message was sent to {outcome.coachName}. The reply will appear under Your messages.</p>
          ) : (
            <>
              <p>{outcome.message}</p>
              {outcome.errors.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {outcome.errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </StatusMessage>
      )}

      <form className="mt-4" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <fieldset disabled={disabled} aria-describedby={disabled ? closedNoticeId : undefined} className="space-y-5">
          <TextField
            label="Subject"
            required
            maxLength={SUBJECT_MAX}
            value={subject}
            error={fieldErrors.subject}
            onChange={(e) => setSubject(e.target.value)}
          />
          <div>
            <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
              Message
            </label>
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              Tell them what you would like help with: a goal, a question about your program, or something that makes it harder.
            </p>
            <textarea
              id={messageId}
              rows={6}
              required
              maxLength={MESSAGE_MAX}
              value={message}
              aria-invalid={fieldErrors.message ? true : undefined}
              aria-describedby={[hintId, counterId, messageErrorId].filter(Boolean).join(' ')}
              onChange={(e) => setMessage(e.target.value)}
              className={cn(
                'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-100',
                fieldErrors.message ? 'border-red-600' : 'border-slate-300',
                focusRing,
              )}
            />
            <p id={counterId} className="mt-1 text-right text-xs text-slate-600">
              {message.length}/{MESSAGE_MAX} characters
            </p>
            {fieldErrors.message && (
              <p id={messageErrorId} className="mt-1 text-sm text-red-700">
                {fieldErrors.message}
              </p>
            )}
          </div>
          <Button type="submit" loading={send.isPending} disabled={disabled || send.isPending} fullWidth>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </fieldset>
      </form>

      <p className="mt-4 flex gap-2 border-t border-slate-100 pt-4 text-xs leading-5 text-slate-600">
        <Phone className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        Messages are not for emergencies. If you need urgent medical help, call 911 or go to the nearest emergency department.
      </p>
    </Card>
  );
}
