import { Trans, useLingui } from '@lingui/react/macro';
import { newThreadBodySchema } from '@wellpath/shared/messages/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountedTextAreaField } from '@/components/ui/counted-text-area';
import { SelectField, TextField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { NotForEmergencies } from '@/components/ui/not-for-emergencies';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useMessageableCoachesQuery, useStartThreadMutation } from '../api/messages';

const formSchema = newThreadBodySchema.omit({ coach_id: true });

/** "New message": to the care team, or to one coach who takes messages; `focusOnOpen` puts the caret in its subject. */
export function NewMessageForm({ headingId, focusOnOpen = false }: { headingId: string; focusOnOpen?: boolean }) {
  const { t } = useLingui();
  const coaches = useMessageableCoachesQuery();
  const start = useStartThreadMutation();
  const [to, setTo] = useState('');
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const form = useZodForm(formSchema, { defaultValues: { subject: '', body: '' } });
  const errors = form.formState.errors;
  const bodyLength = form.watch('body').length;
  const subject = useRef<HTMLInputElement | null>(null);
  const { ref: subjectRef, ...subjectRest } = form.register('subject');
  // One element, two refs: the form's, and ours to put the caret in it.
  const subjectField = {
    ...subjectRest,
    ref: (element: HTMLInputElement | null) => {
      subjectRef(element);
      subject.current = element;
    },
  };
  useEffect(() => {
    if (!focusOnOpen || !subject.current) return;
    subject.current.focus();
    subject.current.scrollIntoView?.({ block: 'center' });
  }, [focusOnOpen]);

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    start.mutate(
      { ...values, ...(to ? { coach_id: to } : {}) },
      {
        onSuccess: (thread) => {
          form.reset();
          setTo('');
          setOutcome({
            type: 'success',
            message: (
              <>
                <Trans>Your message was sent. The reply will appear in your conversations.</Trans>{' '}
                <TextLink to={paths.messages.thread.getHref(thread._id)}>
                  <Trans>Open the conversation</Trans>
                </TextLink>
              </>
            ),
          });
        },
        onError: (error) => setOutcome(failedSubmit(error, t`Failed to send your message. Please try again.`)),
      },
    );
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>New message</Trans>
      </h2>
      <FormStatus outcome={outcome} className="mt-4" />
      <form
        onChange={clearSuccess}
        className="mt-4 space-y-5"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby={headingId}
      >
        <SelectField
          label={t({ message: 'To', comment: 'who a message is for' })}
          hint={t`Your care team reads every message. Choose a coach to write to them in particular.`}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        >
          <option value="">{t`My care team`}</option>
          {(coaches.data ?? []).map((coach) => (
            <option key={coach._id} value={coach._id}>
              {coach.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Subject`} required maxLength={LIMITS.coachSubject} error={errors.subject?.message} {...subjectField} />
        <CountedTextAreaField
          label={t`Message`}
          rows={6}
          required
          maxLength={LIMITS.coachMessage}
          length={bodyLength}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <Button type="submit" loading={start.isPending} disabled={start.isPending} fullWidth>
          {start.isPending ? t`Sending...` : t`Send message`}
        </Button>
      </form>
      <NotForEmergencies />
    </Card>
  );
}
