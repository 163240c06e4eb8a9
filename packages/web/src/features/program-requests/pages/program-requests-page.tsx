import { programRequestBodySchema, type ProgramRequest } from '@wellpath/shared/programs/wire';
import { Inbox, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '@wellpath/shared/limits';
import { usePillarsQuery } from '@/api/pillars';
import { Button } from '@/components/ui/button';
import { AsyncSection } from '@/components/ui/async-section';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { useCreateProgramRequestMutation, useProgramRequestsQuery } from '../api/program-requests';

const STATUS: Record<ProgramRequest['status'], { label: string; className: string; waiting?: string }> = {
  pending: { label: 'Pending', className: 'bg-slate-100 text-slate-800 ring-slate-300', waiting: 'Waiting for your care team to read it.' },
  in_review: { label: 'In review', className: 'bg-blue-50 text-blue-800 ring-blue-200', waiting: 'Your care team is looking at it.' },
  approved: { label: 'Approved', className: 'bg-green-50 text-green-800 ring-green-200' },
  declined: { label: 'Declined', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
};

/** /program-requests: ask the care team for a programme, and follow each request's answer (design). */
export function ProgramRequestsPage() {
  const requests = useProgramRequestsQuery();
  return (
    <div className="space-y-8">
      <title>{pageTitle('Program Requests')}</title>
      <PageHeader
        title="Program Requests"
        description="Looking for a program we don't offer yet, or one adapted to your situation? Ask your care team. Their answer appears here."
      />

      <div className="grid items-start gap-8 lg:grid-cols-5">
        <RequestForm />

        <section aria-labelledby="requests-heading" className="lg:col-span-3">
          <h2 id="requests-heading" className="text-xl font-semibold text-slate-900">
            Your requests
          </h2>
          <div className="mt-4">
            <AsyncSection
              query={requests}
              loading={
                <div className="space-y-4" role="status" aria-label="Loading your requests">
                  <Skeleton className="h-28 rounded-2xl" />
                  <Skeleton className="h-28 rounded-2xl" />
                </div>
              }
              error="Failed to load your requests. Please try again later."
              empty={
                <Card className="flex items-center gap-4 p-5 text-sm">
                  <Inbox className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
                  <p className="text-slate-700">
                    You have not sent any requests yet. Use the form to tell your care team what kind of program would help you.
                  </p>
                </Card>
              }
            >
              {(list) => (
                <ul className="space-y-4">
                  {list.map((request) => (
                    <li key={request._id}>
                      <RequestCard request={request} />
                    </li>
                  ))}
                </ul>
              )}
            </AsyncSection>
          </div>
        </section>
      </div>
    </div>
  );
}

function RequestForm() {
  const pillars = usePillarsQuery();
  const create = useCreateProgramRequestMutation();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useZodForm(programRequestBodySchema, { defaultValues: { topic: '', pillar_id: '', message: '' } });
  const errors = form.formState.errors;
  const messageLength = form.watch('message').length;

  const onSubmit = form.handleSubmit(({ topic, message, pillar_id }) => {
    setOutcome(null);
    create.mutate(
      { topic, message, ...(pillar_id ? { pillar_id } : {}) },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({
            type: 'success',
            message: "Your request was sent. Your care team's reply will appear in the list of your requests.",
          });
        },
        onError: (error) => setOutcome(failedSubmit(error, 'Failed to send your request. Please try again.')),
      },
    );
  });

  return (
    <section aria-labelledby="new-request-heading" className="lg:col-span-2">
      <Card className="p-5 sm:p-6">
        <h2 id="new-request-heading" className="text-xl font-semibold text-slate-900">
          Request a program
        </h2>
        <FormStatus outcome={outcome} className="mt-4" />
        <form className="mt-4 space-y-5" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label="Topic"
            hint="In a few words, what would you like help with?"
            required
            maxLength={LIMITS.requestTopic}
            error={errors.topic?.message}
            {...form.register('topic')}
          />
          <SelectField label="Pillar" optional disabled={pillars.isPending} {...form.register('pillar_id')}>
            <option value="">Not about one pillar</option>
            {(pillars.data ?? []).map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Message"
            hint="Tell your care team about your goal, what you have tried and anything that makes it harder."
            rows={6}
            required
            maxLength={LIMITS.requestMessage}
            error={errors.message?.message}
            after={
              <p className="mt-1 text-right text-xs text-slate-600">
                {messageLength}/{LIMITS.requestMessage} characters
              </p>
            }
            {...form.register('message')}
          />
          <Button type="submit" loading={create.isPending} disabled={create.isPending} fullWidth>
            {create.isPending ? 'Sending...' : 'Send Request'}
          </Button>
        </form>
      </Card>
    </section>
  );
}

function RequestCard({ request }: { request: ProgramRequest }) {
  const status = STATUS[request.status];
  return (
    <Card className="p-5" data-testid="program-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{request.topic}</h3>
        <span
          className={cn(
            'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
            status.className,
          )}
        >
          <span className="sr-only">Status: </span>
          {status.label}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Sent {formatLongDate(request.created_at)}
        {request.pillar && ` · ${request.pillar.name}`}
      </p>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800">{request.message}</p>
      {request.reply ? (
        <div className="mt-4 rounded-lg border-l-4 border-teal-600 bg-teal-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-semibold text-teal-900">
            <MessageSquareReply className="size-4" aria-hidden="true" />
            Reply from your care team
            {request.replied_at && <span className="font-normal text-teal-800">· {formatLongDate(request.replied_at)}</span>}
          </p>
          <p className="mt-1 leading-6 break-words whitespace-pre-line text-slate-800">{request.reply}</p>
        </div>
      ) : (
        status.waiting && <p className="mt-3 text-sm text-slate-600 italic">{status.waiting}</p>
      )}
    </Card>
  );
}
