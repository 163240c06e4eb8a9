import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { replyBodySchema, type ThreadMessage } from '@wellpath/shared/messages/wire';
import { CheckCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { PageHeader } from '@/components/ui/page-header';
import { TextAreaField } from '@/components/ui/form-field';
import { useState } from 'react';
import type { FormOutcome } from '@/components/ui/form-status';
import { PageLoadError } from '@/components/ui/page-load-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { endSentence } from '@/lib/dates';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useThreadQuery, useThreadReplyMutation } from '../api/threads';
import { useAssignThreadMutation } from '../api/work';
import { useStaff } from '../components/staff-context';
import { formatDateTime } from '../components/format';
import { OwnerPicker } from '../components/owner-picker';
import { BackLink } from '../components/section';
import { RoleGate } from '../components/staff-context';
import { CareTitle } from '../components/care-title';

/** /care/messages/:id: one conversation with a member, their read state, and a reply box. */
export function ThreadPage() {
  const { t } = useLingui();
  return <RoleGate permission="messages:own" title={t`Conversation`} screen={Conversation} />;
}

function MessagesBackLink() {
  return (
    <BackLink to={paths.care.messages.getHref()}>
      <Trans>Messages</Trans>
    </BackLink>
  );
}
const backLink = <MessagesBackLink />;

function Conversation() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const thread = useThreadQuery(id);

  if (thread.isPending)
    return (
      <SkeletonGroup
        className="space-y-4"
        label={t`Loading the conversation`}
        shapes={['h-10 w-80', 'h-24 rounded-2xl', 'h-24 rounded-2xl']}
      />
    );
  if (thread.isError) {
    const missing = isApiError(thread.error) && (thread.error.status === 404 || thread.error.status === 403);
    return (
      <PageLoadError title={t`Conversation`} before={backLink} query={thread}>
        {missing ? <Trans>This conversation was not found.</Trans> : <Trans>The conversation could not be loaded.</Trans>}
      </PageLoadError>
    );
  }

  const { subject, member, coach, assigned_to: assignedTo, messages, member_read_at: memberReadAt } = thread.data;
  const lastStaff = [...messages].reverse().find((m) => m.author_role === 'staff');
  const coachName = coach?.name;
  const memberName = member.name;
  const assignedName = assignedTo?.name;
  const seenAt = memberReadAt ? formatDateTime(memberReadAt) : '';

  return (
    <div className="space-y-6">
      <CareTitle title={subject} />
      <PageHeader
        before={backLink}
        title={subject}
        description={
          <>
            <Trans>
              With <TextLink to={paths.care.member.getHref(member._id)}>{memberName}</TextLink>
            </Trans>
            {' · '}
            {coachName ? t`Written to ${coachName}` : t`Written to the care team`}
            {' · '}
            {assignedName ? t`Assigned to ${assignedName}` : t`Unassigned`}
          </>
        }
      />
      <ol aria-label={t`Messages, oldest first`} className="space-y-4">
        {messages.map((message) => (
          <MessageBubble key={message._id} message={message} />
        ))}
      </ol>
      {lastStaff && (
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CheckCheck className="size-4 shrink-0" aria-hidden="true" />
          {memberReadAt && memberReadAt >= lastStaff.created_at
            ? endSentence(t`Seen by the member at ${seenAt}`)
            : t`The member has not read the latest reply yet.`}
        </p>
      )}
      <OwnerBox thread={thread.data} />
      {thread.data.can_reply && <ReplyBox threadId={id} memberName={member.name} />}
    </div>
  );
}

function MessageBubble({ message }: { message: ThreadMessage }) {
  const fromStaff = message.author_role === 'staff';
  return (
    <li className={cn('flex', fromStaff ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'w-full max-w-2xl rounded-2xl px-4 py-3 shadow-sm ring-1 sm:w-auto sm:min-w-80',
          fromStaff ? 'bg-teal-50 ring-teal-200' : 'bg-white ring-slate-200',
        )}
      >
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-semibold text-slate-900">
            {message.author_name}
            <span className="font-normal text-slate-600"> · {fromStaff ? <Trans>Care team</Trans> : <Trans>Member</Trans>}</span>
          </span>
          <span className="text-xs text-slate-600">{formatDateTime(message.created_at)}</span>
        </p>
        <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-slate-800">{message.body}</p>
      </div>
    </li>
  );
}

function ReplyBox({ threadId, memberName }: { threadId: string; memberName: string }) {
  const { t } = useLingui();
  const reply = useThreadReplyMutation(threadId);
  // A sent reply's message goes as the next one is typed (the member side's forms do the same).
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const form = useZodForm(replyBodySchema, { defaultValues: { body: '' } });
  const length = form.watch('body').length;
  const max = LIMITS.coachMessage;

  const onSubmit = form.handleSubmit(({ body }) => {
    setOutcome(null);
    reply.mutate(body, {
      onSuccess: () => {
        form.reset();
        setOutcome({ type: 'success', message: t`Reply sent. ${memberName} is e-mailed that there is a reply.` });
      },
      onError: (error) => setOutcome(failedSubmit(error, t`Your reply was not sent. Please try again.`)),
    });
  });

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans context="noun">Reply</Trans>
      </h2>
      <FormStatus outcome={outcome} className="mt-3" />
      <form className="mt-3 space-y-4" onChange={clearSuccess} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextAreaField
          label={t`Your reply`}
          hint={t`The member reads it in the app and is e-mailed that there is a reply (without its text).`}
          rows={5}
          required
          maxLength={LIMITS.coachMessage}
          error={form.formState.errors.body?.message}
          after={
            <p className="mt-1 text-right text-xs text-slate-600">
              <Trans>
                {length}/{max} characters
              </Trans>
            </p>
          }
          {...form.register('body')}
        />
        <Button type="submit" loading={reply.isPending} disabled={reply.isPending}>
          {reply.isPending ? t`Sending...` : t`Send reply`}
        </Button>
      </form>
    </Card>
  );
}

type StaffThread = NonNullable<ReturnType<typeof useThreadQuery>['data']>;

/**
 * Who owns the thread (decision 0100). Assigned to someone else and not the reader's to answer:
 * "Take over" makes it theirs. Its owner, clinicians and administrators may also give it to a
 * named staff member or back to the pool.
 */
function OwnerBox({ thread }: { thread: StaffThread }) {
  const { t } = useLingui();
  const me = useStaff();
  const assign = useAssignThreadMutation(thread._id);
  const { outcome, setOutcome } = useFormOutcome();
  const current = thread.assigned_to?._id ?? 'pool';
  const [choice, setChoice] = useState(current);
  const mine = thread.assigned_to?._id === me._id;
  const ownerName = thread.assigned_to?.name;

  function submit(to: string) {
    setOutcome(null);
    assign.mutate(to, {
      onSuccess: (done) => {
        setChoice(done.assigned_to?._id ?? 'pool');
        const name = done.assigned_to?.name;
        setOutcome({
          type: 'success',
          message: !done.assigned_to
            ? t`The conversation is back in the care team’s pool.`
            : done.assigned_to._id === me._id
              ? t`The conversation is yours now: you can reply.`
              : t`The conversation is assigned to ${name}.`,
        } satisfies FormOutcome);
      },
      onError: (error) =>
        setOutcome(failedSubmit(error, t`The owner could not be changed. Please try again.`, { serverMessageOn: [400, 403, 409] })),
    });
  }

  return (
    <Card className="space-y-3 p-5" data-testid="thread-owner">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans comment="who a conversation belongs to">Owner</Trans>
      </h2>
      <FormStatus outcome={outcome} />
      <p className="text-sm text-slate-800">
        {mine
          ? t`Assigned to you.`
          : ownerName
            ? t`Assigned to ${ownerName}.`
            : t`In the care team’s pool: whoever replies first takes it.`}
        {!thread.can_reply && ' '}
        {!thread.can_reply && <Trans>Take it over to reply.</Trans>}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {!mine && (
          <Button
            variant={thread.can_reply ? 'secondary' : 'primary'}
            loading={assign.isPending && assign.variables === 'me'}
            disabled={assign.isPending}
            onClick={() => submit('me')}
          >
            <Trans comment="make a conversation assigned to someone else one's own">Take over</Trans>
          </Button>
        )}
        {thread.can_assign && (
          <OwnerPicker
            label={t`Give it to`}
            pool={t`The care team’s pool`}
            assignees={thread.assignees}
            owner={{ choice, setChoice, current, pending: assign.isPending, submit }}
          >
            <Trans comment="give a conversation to the chosen owner">Assign</Trans>
          </OwnerPicker>
        )}
      </div>
    </Card>
  );
}
