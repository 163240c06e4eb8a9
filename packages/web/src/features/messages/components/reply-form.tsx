import { useLingui } from '@lingui/react/macro';
import { replyBodySchema } from '@wellpath/shared/messages/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { Button } from '@/components/ui/button';
import { CountedTextAreaField } from '@/components/ui/counted-text-area';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useReplyMutation } from '../api/messages';

/** The reply box under a conversation. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useLingui();
  const reply = useReplyMutation(threadId);
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const form = useZodForm(replyBodySchema, { defaultValues: { body: '' } });
  const length = form.watch('body').length;

  const onSubmit = form.handleSubmit(({ body }) => {
    setOutcome(null);
    reply.mutate(body, {
      onSuccess: () => {
        form.reset();
        setOutcome({ type: 'success', message: t`Your reply was sent.` });
      },
      onError: (error) => setOutcome(failedSubmit(error, t`Failed to send your reply. Please try again.`)),
    });
  });

  return (
    <form
      onChange={clearSuccess}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      aria-label={t({ message: 'Reply', context: 'noun' })}
    >
      <FormStatus outcome={outcome} />
      <CountedTextAreaField
        label={t`Your reply`}
        hint={t`Messages are not for emergencies: if you need urgent medical help, call 911.`}
        rows={4}
        required
        maxLength={LIMITS.coachMessage}
        length={length}
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending} disabled={reply.isPending} className="w-full sm:w-auto">
          {reply.isPending ? t`Sending...` : t`Send reply`}
        </Button>
      </div>
    </form>
  );
}
