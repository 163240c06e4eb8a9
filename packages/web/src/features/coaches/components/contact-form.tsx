import { Trans, useLingui } from '@lingui/react/macro';
import { coachMessageBodySchema, type Coach } from '@wellpath/shared/coaches/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { MessageSquareOff } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountedTextAreaField } from '@/components/ui/counted-text-area';
import { TextField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { NotForEmergencies } from '@/components/ui/not-for-emergencies';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useSendCoachMessageMutation } from '../api/coaches';

/** "Contact": a message to the care team about this coach, stored as a request they answer. */
export function ContactForm({ coach, headingId }: { coach: Pick<Coach, '_id' | 'name' | 'accepting_messages'>; headingId: string }) {
  const { t } = useLingui();
  const send = useSendCoachMessageMutation();
  const name = coach.name;
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const form = useZodForm(coachMessageBodySchema, { defaultValues: { subject: '', message: '' } });
  const errors = form.formState.errors;
  const messageLength = form.watch('message').length;
  const closedNoticeId = useId();
  const disabled = !coach.accepting_messages;

  const submit = form.handleSubmit((body) => {
    send.mutate(
      { coachId: coach._id, ...body },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({ type: 'success', message: t`Your message was sent to ${name}. The reply will appear under Your messages.` });
        },
        onError: (error) => setOutcome(failedSubmit(error, t`Failed to send your message. Please try again.`)),
      },
    );
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled || send.isPending) return;
    setOutcome(null);
    void submit(event);
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>Contact</Trans>
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-600">
        <Trans>Send a message to {name} and the care team. Their reply appears under Your messages.</Trans>
      </p>

      {disabled && (
        <div
          id={closedNoticeId}
          className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <MessageSquareOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <Trans>
              {name} is not taking new messages at the moment. Please contact another member of the{' '}
              <TextLink to={paths.coaches.list.getHref()}>care team</TextLink>.
            </Trans>
          </p>
        </div>
      )}

      <FormStatus outcome={outcome} className="mt-4" />

      <form onChange={clearSuccess} className="mt-4" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <fieldset disabled={disabled} aria-describedby={disabled ? closedNoticeId : undefined} className="space-y-5">
          <TextField
            label={t`Subject`}
            required
            maxLength={LIMITS.coachSubject}
            error={errors.subject?.message}
            {...form.register('subject')}
          />
          <CountedTextAreaField
            label={t`Message`}
            hint={t`Tell them what you would like help with: a goal, a question about your program, or something that makes it harder.`}
            rows={6}
            required
            maxLength={LIMITS.coachMessage}
            length={messageLength}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Button type="submit" loading={send.isPending} disabled={disabled || send.isPending} fullWidth>
            {send.isPending ? t`Sending...` : t`Send Message`}
          </Button>
        </fieldset>
      </form>

      <NotForEmergencies />
    </Card>
  );
}
