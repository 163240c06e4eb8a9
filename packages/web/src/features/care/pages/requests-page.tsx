import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { PROGRAM_REQUEST_STATUSES } from '@wellpath/shared/programs/wire';
import { requestReplyBodySchema } from '@wellpath/shared/staff/wire';
import { Inbox } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReplyBox } from '@/components/ui/conversation-card';
import { EmptyCard } from '@/components/ui/empty-card';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField, TextAreaField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome, type FormOutcome } from '@/components/ui/form-status';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { ItemList } from '@/components/ui/item-list';
import { paths } from '@/config/paths';
import type { ApiOutput } from '@/lib/api-client';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useRequestChoicesQuery, useRequestReplyMutation, useStaffRequestsQuery, type RequestStatusFilter } from '../api/requests';
import { useAssignRequestMutation } from '../api/work';
import { useStaff } from '../components/staff-context';
import type { WorkAssignee } from '@wellpath/shared/staff/wire';
import { Badge } from '../components/badge';
import { formatDateTime } from '../components/format';
import { OwnerPicker } from '../components/owner-picker';
import { REQUEST_STATUS_LABELS, REQUEST_STATUS_TONES } from '../components/request-status';
import { RoleGate } from '../components/staff-context';
import { CareTitle } from '../components/care-title';

type StaffRequest = ApiOutput<'POST /staff/requests/:id'>;

function statusFilterFrom(value: string | null): RequestStatusFilter {
  return (PROGRAM_REQUEST_STATUSES as readonly string[]).includes(value ?? '') ? (value as RequestStatusFilter) : 'all';
}

/** /care/requests: the programme requests inbox, pending first; reply and set the status. */
export function RequestsPage() {
  const { t } = useLingui();
  return <RoleGate permission="requests:manage" title={t`Programme requests`} screen={RequestsInbox} />;
}

function RequestsInbox() {
  const { t, i18n } = useLingui();
  const title = t`Programme requests`;
  const [params, setParams] = useSearchParams();
  const status = statusFilterFrom(params.get('status'));
  const requests = useStaffRequestsQuery(status);
  const choices = useRequestChoicesQuery(status).data ?? { assignees: [], programs: [] };
  // What the last reply did; it goes when the next reply is opened.
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();

  function onReplied(request: StaffRequest) {
    const state = i18n._(REQUEST_STATUS_LABELS[request.status]);
    const member = request.member.name;
    setOutcome({
      type: 'success',
      message: request.reply
        ? t`Reply sent to ${member} (status: ${state}). They are e-mailed that there is a reply.`
        : t`The request of ${member} is now ${state}.`,
    });
    const started = request.started_program?.title;
    if (started) setOutcome({ type: 'success', message: t`${started} is started for ${member}, who is e-mailed that there is a reply.` });
  }

  return (
    <div className="space-y-6">
      <CareTitle title={title} />
      <PageHeader
        title={title}
        description={t`Members asking for a programme, pending ones first. The member sees your reply and the status on their Program Requests page.`}
      />
      <SelectField
        label={t`Show`}
        className="max-w-xs"
        value={status}
        onChange={(e) => setParams(e.target.value === 'all' ? {} : { status: e.target.value }, { replace: true })}
      >
        <option value="all">{t`All requests`}</option>
        {PROGRAM_REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {i18n._(REQUEST_STATUS_LABELS[s])}
          </option>
        ))}
      </SelectField>
      <FormStatus outcome={outcome} />
      <AsyncSection
        query={requests}
        loading={<SkeletonGroup className="space-y-4" label={t`Loading requests`} shapes={['h-40 rounded-2xl', 'h-40 rounded-2xl']} />}
        error={
          <RetryError query={requests}>
            <Trans>The requests could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <EmptyCard icon={Inbox}>
            {status === 'all' ? <Trans>No programme requests yet.</Trans> : <Trans>No requests with this status.</Trans>}
          </EmptyCard>
        }
      >
        {(list) => (
          <ItemList items={list} className="space-y-4">
            {(request) => (
              <RequestCard request={request} choices={choices} onReplying={clearSuccess} onReplied={onReplied} onOutcome={setOutcome} />
            )}
          </ItemList>
        )}
      </AsyncSection>
    </div>
  );
}

interface Choices {
  assignees: WorkAssignee[];
  programs: Array<{ _id: string; key: string; title: string }>;
}

interface RequestCardProps {
  request: StaffRequest;
  choices: Choices;
  onOutcome: (outcome: FormOutcome | null) => void;
  /** The reply form was opened: another action starts. */
  onReplying: () => void;
  onReplied: (request: StaffRequest) => void;
}

function RequestCard({ request, choices, onReplying, onReplied, onOutcome }: RequestCardProps) {
  const { t, i18n } = useLingui();
  const [replying, setReplying] = useState(false);
  const formId = useId();
  const member = request.member.name;
  const sent = formatDateTime(request.created_at);
  const pillar = request.pillar?.name;
  const repliedBy = request.replied_by;
  const toggleId = useId();
  return (
    <Card className="p-5" data-testid="request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">{request.topic}</h2>
        <Badge tone={REQUEST_STATUS_TONES[request.status]} label={t`Status`}>
          {i18n._(REQUEST_STATUS_LABELS[request.status])}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          From <TextLink to={paths.care.member.getHref(request.member._id)}>{member}</TextLink> · Sent {sent}
        </Trans>
        {pillar && ` · ${t`Pillar: ${pillar}`}`}
      </p>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800">{request.message}</p>
      <RequestOwner request={request} assignees={choices.assignees} onOutcome={onOutcome} />
      {request.started_program && (
        <p className="mt-3 text-sm font-medium text-green-800" data-testid="started-program">
          <Trans>Programme started for the member: {request.started_program.title}</Trans>
        </p>
      )}
      {request.reply && (
        <ReplyBox
          heading={repliedBy ? t`Reply from ${repliedBy}` : t`Reply from the care team`}
          date={request.replied_at && formatDateTime(request.replied_at)}
          className="mt-4"
        >
          {request.reply}
        </ReplyBox>
      )}
      <Button
        id={toggleId}
        variant="secondary"
        className="mt-4"
        aria-label={request.reply ? t`Change the reply or status to ${member}` : t`Reply to ${member}`}
        aria-expanded={replying}
        aria-controls={replying ? formId : undefined}
        onClick={() => {
          if (!replying) onReplying();
          setReplying(!replying);
        }}
      >
        {request.reply ? <Trans>Change the reply or status</Trans> : <Trans context="verb">Reply</Trans>}
      </Button>
      {replying && (
        <ReplyForm
          id={formId}
          request={request}
          programs={choices.programs}
          onCancel={() => {
            setReplying(false);
            document.getElementById(toggleId)?.focus();
          }}
          onReplied={(updated) => {
            setReplying(false);
            onReplied(updated);
          }}
        />
      )}
    </Card>
  );
}

interface ReplyFormProps {
  id: string;
  request: StaffRequest;
  programs: Choices['programs'];
  onCancel: () => void;
  onReplied: (request: StaffRequest) => void;
}

function ReplyForm({ id, request, programs, onCancel, onReplied }: ReplyFormProps) {
  const { t, i18n } = useLingui();
  const reply = useRequestReplyMutation();
  const member = request.member.name;
  const [failure, setFailure] = useState<FormOutcome | null>(null);
  const form = useZodForm(requestReplyBodySchema, {
    defaultValues: { status: request.status === 'pending' ? 'in_review' : request.status, reply: request.reply ?? '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('status'), [setFocus]);
  const status = form.watch('status');
  // With "Approved": a programme to start for the member now (decision 0100); once started, it stays the one.
  const [program, setProgram] = useState(request.started_program?.key ?? '');

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    if (values.status === 'declined' && !values.reply && !request.reply) {
      form.setError('reply', { message: t`Say why the request is declined: the member reads the reason.` });
      return;
    }
    const start = values.status === 'approved' && program && !request.started_program ? { start_program: program } : {};
    reply.mutate(
      { id: request._id, status: values.status, ...(values.reply ? { reply: values.reply } : {}), ...start },
      {
        onSuccess: onReplied,
        onError: (error) =>
          setFailure(failedSubmit(error, t`The reply could not be sent. Please try again.`, { serverMessageOn: [400, 404, 409] })),
      },
    );
  });

  return (
    <form
      id={id}
      aria-label={t`Reply to ${member}`}
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <FormStatus outcome={failure} />
      <SelectField label={t`Status`} className="max-w-xs" error={form.formState.errors.status?.message} {...form.register('status')}>
        {PROGRAM_REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {i18n._(REQUEST_STATUS_LABELS[s])}
          </option>
        ))}
      </SelectField>
      {status === 'approved' && (
        <SelectField
          label={t`Start a programme for the member`}
          className="max-w-md"
          hint={
            request.started_program
              ? t`A programme was already started for this request.`
              : t`Optional. It starts today on their page, within their limit of two programmes at once; they are e-mailed that there is a reply.`
          }
          value={program}
          disabled={request.started_program !== null}
          onChange={(e) => setProgram(e.target.value)}
        >
          <option value="">{t`Do not start a programme`}</option>
          {programs.map((p) => (
            <option key={p._id} value={p.key}>
              {p.title}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label={status === 'declined' ? t`Reason for declining (the member reads it)` : t`Reply to the member`}
        optional={status !== 'declined'}
        required={status === 'declined'}
        hint={t`The member reads it on their Program Requests page and gets an e-mail saying there is a reply (without its text).`}
        rows={5}
        maxLength={LIMITS.requestMessage}
        error={form.formState.errors.reply?.message}
        {...form.register('reply')}
      />
      <FormActions submitLabel={t`Send reply`} pending={reply.isPending} onCancel={onCancel} />
    </form>
  );
}

/** Who owns the request (decision 0100): "Take" (to me) and an owner picker (the pool or a named staff member). */
function RequestOwner({
  request,
  assignees,
  onOutcome,
}: {
  request: StaffRequest;
  assignees: WorkAssignee[];
  onOutcome: (o: FormOutcome | null) => void;
}) {
  const { t } = useLingui();
  const me = useStaff();
  const assign = useAssignRequestMutation();
  const current = request.assigned_to?._id ?? 'pool';
  const [choice, setChoice] = useState(current);
  const mine = request.assigned_to?._id === me._id;
  const member = request.member.name;
  const owner = mine ? t`You` : (request.assigned_to?.name ?? t`The care team’s pool`);
  const due = request.due_at ? formatDateTime(request.due_at) : null;

  function submit(to: string) {
    onOutcome(null);
    assign.mutate(
      { id: request._id, to },
      {
        onSuccess: (done) => {
          setChoice(done.assigned_to?._id ?? 'pool');
          const name = done.assigned_to?.name;
          onOutcome({
            type: 'success',
            message: !done.assigned_to
              ? t`The request of ${member} is back in the care team’s pool.`
              : done.assigned_to._id === me._id
                ? t`The request of ${member} is yours now.`
                : t`The request of ${member} is assigned to ${name}.`,
          });
        },
        onError: (error) =>
          onOutcome(failedSubmit(error, t`The owner could not be changed. Please try again.`, { serverMessageOn: [400] })),
      },
    );
  }

  return (
    <div className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-sm">
      <p className="text-slate-800">
        <span className="font-medium text-slate-600">
          <Trans comment="who a programme request belongs to">Owner</Trans>
        </span>{' '}
        {owner}
        {due && (
          <>
            {' · '}
            <span className="font-medium text-slate-600">
              <Trans comment="by when a programme request should be answered">Due</Trans>
            </span>{' '}
            <time dateTime={request.due_at ?? undefined}>{due}</time>
          </>
        )}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {!mine && (
          <Button
            variant="secondary"
            aria-label={t`Take the request of ${member}`}
            disabled={assign.isPending}
            onClick={() => submit('me')}
          >
            <Trans comment="assign a request to oneself">Take</Trans>
          </Button>
        )}
        <OwnerPicker
          label={t`Owner of the request of ${member}`}
          pool={t`The care team’s pool`}
          assignees={assignees}
          owner={{ choice, setChoice, current, pending: assign.isPending, submit }}
          assignLabel={t`Assign the request of ${member}`}
        >
          <Trans comment="give a request to the chosen owner">Assign</Trans>
        </OwnerPicker>
      </div>
    </div>
  );
}
