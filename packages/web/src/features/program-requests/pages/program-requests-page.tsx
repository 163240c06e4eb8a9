import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { programRequestBodySchema, type ProgramRequest } from '@wellpath/shared/programs/wire';
import { Inbox } from 'lucide-react';
import { LIMITS } from '@wellpath/shared/limits';
import { usePillarsQuery } from '@/api/pillars';
import { Button } from '@/components/ui/button';
import { AsyncSection } from '@/components/ui/async-section';
import { Card } from '@/components/ui/card';
import { ConversationCard, type ConversationStatus } from '@/components/ui/conversation-card';
import { EmptyCard } from '@/components/ui/empty-card';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { TextLink } from '@/components/ui/text-link';
import { ItemList } from '@/components/ui/item-list';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { formatLongDate } from '@/lib/dates';
import { useCreateProgramRequestMutation, useProgramRequestsQuery } from '../api/program-requests';

const STATUS: Record<ProgramRequest['status'], { label: MessageDescriptor; className: string; waiting?: MessageDescriptor }> = {
  pending: {
    label: msg`Pending`,
    className: 'bg-slate-100 text-slate-800 ring-slate-300',
    waiting: msg`Waiting for your care team to read it.`,
  },
  in_review: { label: msg`In review`, className: 'bg-blue-50 text-blue-800 ring-blue-200', waiting: msg`Your care team is looking at it.` },
  approved: { label: msg`Approved`, className: 'bg-green-50 text-green-800 ring-green-200' },
  declined: { label: msg`Declined`, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
};

/** /program-requests: ask the care team for a programme, and follow each request's answer (design). */
export function ProgramRequestsPage() {
  const { t } = useLingui();
  const requests = useProgramRequestsQuery();
  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Program Requests`)}</title>
      <PageHeader
        title={t`Program Requests`}
        description={t`Looking for a program we don't offer yet, or one adapted to your situation? Ask your care team. Their answer appears here.`}
      />

      <div className="grid items-start gap-8 lg:grid-cols-5">
        <RequestForm />

        <section aria-labelledby="requests-heading" className="lg:col-span-3">
          <h2 id="requests-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Your requests</Trans>
          </h2>
          <div className="mt-4">
            <AsyncSection
              query={requests}
              loading={
                <SkeletonGroup className="space-y-4" label={t`Loading your requests`} shapes={['h-28 rounded-2xl', 'h-28 rounded-2xl']} />
              }
              error={t`Failed to load your requests. Please try again later.`}
              empty={
                <EmptyCard icon={Inbox}>
                  <Trans>
                    You have not sent any requests yet. Use the form to tell your care team what kind of program would help you.
                  </Trans>
                </EmptyCard>
              }
            >
              {(list) => (
                <ItemList items={list} className="space-y-4">
                  {(request) => <RequestCard request={request} />}
                </ItemList>
              )}
            </AsyncSection>
          </div>
        </section>
      </div>
    </div>
  );
}

function RequestForm() {
  const { t } = useLingui();
  const pillars = usePillarsQuery();
  const create = useCreateProgramRequestMutation();
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const form = useZodForm(programRequestBodySchema, { defaultValues: { topic: '', pillar_id: '', message: '' } });
  const errors = form.formState.errors;
  const messageLength = form.watch('message').length;
  const messageMax = LIMITS.requestMessage;

  const onSubmit = form.handleSubmit(({ topic, message, pillar_id }) => {
    setOutcome(null);
    create.mutate(
      { topic, message, ...(pillar_id ? { pillar_id } : {}) },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({
            type: 'success',
            message: t`Your request was sent. Your care team's reply will appear in the list of your requests.`,
          });
        },
        onError: (error) => setOutcome(failedSubmit(error, t`Failed to send your request. Please try again.`)),
      },
    );
  });

  return (
    <section aria-labelledby="new-request-heading" className="lg:col-span-2">
      <Card className="p-5 sm:p-6">
        <h2 id="new-request-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Request a program</Trans>
        </h2>
        <FormStatus outcome={outcome} className="mt-4" />
        <form onChange={clearSuccess} className="mt-4 space-y-5" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={t`Topic`}
            hint={t`In a few words, what would you like help with?`}
            required
            maxLength={LIMITS.requestTopic}
            error={errors.topic?.message}
            {...form.register('topic')}
          />
          <SelectField label={t`Pillar`} optional disabled={pillars.isPending} {...form.register('pillar_id')}>
            <option value="">{t`Not about one pillar`}</option>
            {(pillars.data ?? []).map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t`Message`}
            hint={t`Tell your care team about your goal, what you have tried and anything that makes it harder.`}
            rows={6}
            required
            maxLength={LIMITS.requestMessage}
            error={errors.message?.message}
            after={
              <p className="mt-1 text-right text-xs text-slate-600">
                <Trans>
                  {messageLength}/{messageMax} characters
                </Trans>
              </p>
            }
            {...form.register('message')}
          />
          <Button type="submit" loading={create.isPending} disabled={create.isPending} fullWidth>
            {create.isPending ? t`Sending...` : t`Send Request`}
          </Button>
        </form>
      </Card>
    </section>
  );
}

function RequestCard({ request }: { request: ProgramRequest }) {
  const { t, i18n } = useLingui();
  const { label, className, waiting } = STATUS[request.status];
  const status: ConversationStatus = { label: i18n._(label), className, ...(waiting ? { waiting: i18n._(waiting) } : {}) };
  return (
    <ConversationCard
      data-testid="program-request"
      subject={request.topic}
      status={status}
      sentAt={request.created_at}
      sentDetail={request.pillar && ` · ${request.pillar.name}`}
      message={request.message}
      reply={request.reply}
      replyHeading={t`Reply from your care team`}
      replyDate={request.replied_at && formatLongDate(request.replied_at)}
      footer={
        request.started_program && (
          <p className="font-medium text-green-800" data-testid="started-program">
            <Trans>
              Your care team started a programme for you:{' '}
              <TextLink to={paths.programs.detail.getHref(request.started_program.key)}>{request.started_program.title}</TextLink>
            </Trans>
          </p>
        )
      }
    />
  );
}
