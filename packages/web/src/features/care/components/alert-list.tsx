import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { ALERT_KIND_NAMES, resolveAlertBodySchema, type Alert, type AlertAssignee } from '@wellpath/shared/staff/wire';
import { CircleAlert, CircleCheck, Clock, Eye, UserX } from 'lucide-react';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { Modal } from '@/components/ui/modal';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { tr } from '@/lib/i18n/translate';
import { useAcknowledgeAlertMutation, useResolveAlertMutation } from '../api/alerts';
import { Badge, type BadgeTone } from './badge';
import { useLandingContentQuery } from '@/api/content';
import { endSentence, formatDateTimeIn } from '@/lib/dates';
import { Escalations, OwnerActions, OwnerAndDue } from './alert-owner';
import { formatElapsed } from './format';
import { useNow } from './use-now';

const STATES = {
  open: { label: msg({ message: 'Open', comment: 'an alert no one has handled yet' }), tone: 'danger', icon: CircleAlert },
  acknowledged: { label: msg`Acknowledged`, tone: 'warning', icon: Eye },
  resolved: { label: msg`Resolved`, tone: 'success', icon: CircleCheck },
} satisfies Record<string, { label: MessageDescriptor; tone: BadgeTone; icon: typeof CircleAlert }>;

function stateOf(alert: Alert): keyof typeof STATES {
  return alert.resolved ? 'resolved' : alert.acknowledged ? 'acknowledged' : 'open';
}

interface AlertListProps {
  alerts: Alert[];
  /** h2 on the alerts page, h3 inside a member's page. */
  headingLevel?: 'h2' | 'h3';
  /** Name and link the member (not on the member's own page). */
  showMember?: boolean;
  /** What an action did, for the screen to say above the list (outside it: a resolved alert may leave the list empty). */
  onOutcome: (outcome: FormOutcome | null) => void;
  /** Who may own an alert (the queue): offers the owner picker besides "Take it". */
  assignees?: AlertAssignee[];
}

/**
 * Urgent alerts with what to do about them: take it or give it an owner, Acknowledge (the member then
 * sees it was seen) and Resolve with a note.
 */
export function AlertList({ alerts, headingLevel = 'h2', showMember = true, onOutcome: setOutcome, assignees }: AlertListProps) {
  const { t } = useLingui();
  const acknowledge = useAcknowledgeAlertMutation();
  const [resolving, setResolving] = useState<Alert | null>(null);
  const now = useNow();

  function onAcknowledge(alert: Alert) {
    setOutcome(null);
    acknowledge.mutate(alert._id, {
      onSuccess: (done) => {
        const member = done.member.name;
        setOutcome({
          type: 'success',
          message: done.member.deleted
            ? t`Alert acknowledged. The member deleted their account: reach them with the contact details kept on the alert.`
            : t`Alert acknowledged. ${member} can now see that the care team has seen it.`,
        });
      },
      onError: (error) =>
        setOutcome(failedSubmit(error, t`The alert could not be acknowledged. Please try again.`, { serverMessageOn: [400, 409] })),
    });
  }

  return (
    <>
      <ul className="space-y-4">
        {alerts.map((alert) => (
          <li key={alert._id}>
            <AlertCard
              alert={alert}
              now={now}
              headingLevel={headingLevel}
              showMember={showMember}
              assignees={assignees}
              onOutcome={setOutcome}
              acknowledging={acknowledge.isPending && acknowledge.variables === alert._id}
              onAcknowledge={() => onAcknowledge(alert)}
              onResolve={() => {
                setOutcome(null);
                setResolving(alert);
              }}
            />
          </li>
        ))}
      </ul>
      {resolving && (
        <ResolveAlertDialog
          key={resolving._id}
          alert={resolving}
          onCancel={() => setResolving(null)}
          onResolved={(done) => {
            setResolving(null);
            const member = done.member.name;
            setOutcome({
              type: 'success',
              message: done.member.deleted
                ? t`Alert resolved. The member had deleted their account: what raised the alert, your note and their contact details are now erased; its times stay.`
                : t`Alert resolved. Your note is kept with the alert for ${member}.`,
            });
          }}
        />
      )}
    </>
  );
}

interface AlertCardProps {
  alert: Alert;
  now: number;
  headingLevel: 'h2' | 'h3';
  showMember: boolean;
  assignees: AlertAssignee[] | undefined;
  onOutcome: (outcome: FormOutcome | null) => void;
  acknowledging: boolean;
  onAcknowledge: () => void;
  onResolve: () => void;
}

/** The member as the care team names them: a deleted account keeps its name only while its alert is open. */
function useMemberName(alert: Alert): string {
  const { t } = useLingui();
  return alert.member.name || t`A deleted account`;
}

/**
 * The clinic's clock (content/landing.yaml `timeZone`): an alert's times read the same for every
 * reader, in their language, with the zone named; this browser's zone until the content has loaded.
 */
function useClinicTime(): (value: string) => string {
  const zone = useLandingContentQuery().data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (value) => formatDateTimeIn(value, zone);
}

function AlertCard({
  alert,
  now,
  headingLevel: Heading,
  showMember,
  assignees,
  onOutcome,
  acknowledging,
  onAcknowledge,
  onResolve,
}: AlertCardProps) {
  const { t, i18n } = useLingui();
  const clinicTime = useClinicTime();
  const state = STATES[stateOf(alert)];
  const kind = tr(ALERT_KIND_NAMES[alert.kind]);
  const member = useMemberName(alert);
  const elapsed = formatElapsed(alert.created_at, now);
  return (
    <Card className={cn('p-5', !alert.resolved && 'border-l-4 border-red-700')} data-testid="alert">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="font-semibold text-slate-900">{kind}</Heading>
        <Badge tone={state.tone} icon={state.icon} label={t`Status`}>
          {i18n._(state.label)}
        </Badge>
      </div>
      {showMember &&
        (alert.member.deleted ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Trans>Member: {member}</Trans>
            <Badge tone="neutral" icon={UserX}>
              <Trans>Deleted account</Trans>
            </Badge>
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              Member: <TextLink to={paths.care.member.getHref(alert.member._id)}>{member}</TextLink>
            </Trans>
          </p>
        ))}
      {alert.contact && <KeptContact contact={alert.contact} />}
      {alert.summary && <p className="mt-3 text-sm leading-6 break-words text-slate-800">{alert.summary}</p>}
      {alert.occurred_at && (
        <p className="text-sm text-slate-700">
          <Trans comment="when the reading that raised an alert was taken, on the clinic's clock">
            Measured <time dateTime={alert.occurred_at}>{clinicTime(alert.occurred_at)}</time>
          </Trans>
        </p>
      )}
      {!alert.resolved && (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-red-800">
          <Clock className="size-4" aria-hidden="true" />
          <Trans comment="how long an alert has been open: Open 2 h 10 min">Open {elapsed}</Trans>
        </p>
      )}
      <Escalations alert={alert} clinicTime={clinicTime} />
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">
          <Trans>Raised</Trans>
        </dt>
        <dd className="text-slate-800">{clinicTime(alert.created_at)}</dd>
        {!alert.resolved && <OwnerAndDue alert={alert} now={now} clinicTime={clinicTime} />}
        <dt className="font-medium text-slate-600">
          <Trans>Acknowledged</Trans>
        </dt>
        <dd className="text-slate-800">
          {alert.acknowledged ? `${alert.acknowledged.by}, ${clinicTime(alert.acknowledged.at)}` : <Trans>Not yet</Trans>}
        </dd>
        {alert.resolved && (
          <>
            <dt className="font-medium text-slate-600">
              <Trans>Resolved</Trans>
            </dt>
            <dd className="text-slate-800">
              {alert.resolved.by}, {clinicTime(alert.resolved.at)}
            </dd>
            <dt className="font-medium text-slate-600">
              <Trans>Note</Trans>
            </dt>
            <dd className="break-words whitespace-pre-line text-slate-800">
              {alert.resolved.note || (alert.member.deleted && <Trans>Erased with the member’s account</Trans>)}
            </dd>
          </>
        )}
      </dl>
      {!alert.resolved && <OwnerActions alert={alert} assignees={assignees} memberName={member} onOutcome={onOutcome} />}
      {!alert.resolved && (
        <div className="mt-4 flex flex-wrap gap-2">
          {!alert.acknowledged && (
            <Button
              variant="secondary"
              aria-label={showMember ? t`Acknowledge the alert for ${member}` : t`Acknowledge the alert`}
              onClick={onAcknowledge}
              loading={acknowledging}
              disabled={acknowledging}
            >
              <Trans>Acknowledge</Trans>
            </Button>
          )}
          <Button aria-label={showMember ? t`Resolve the alert for ${member}` : t`Resolve the alert`} onClick={onResolve}>
            <Trans>Resolve</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * How to reach a member who deleted their account while this alert was open: kept on the alert until
 * it is resolved, then erased with it.
 */
function KeptContact({ contact }: { contact: NonNullable<Alert['contact']> }) {
  const { street, city, province, postalCode } = contact.address;
  const place = [city, [province, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div
      className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
      data-testid="kept-contact"
    >
      <p className="font-semibold">
        <Trans>The member deleted their account. Their contact details are kept until this alert is resolved, then erased.</Trans>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">
          <Trans>E-mail</Trans>
        </dt>
        <dd className="break-all">
          <a href={`mailto:${contact.email}`} className="underline underline-offset-2">
            {contact.email}
          </a>
        </dd>
        <dt className="font-medium">
          <Trans>Address</Trans>
        </dt>
        <dd>
          {street && <span className="block">{street}</span>}
          {place && <span className="block">{place}</span>}
        </dd>
      </dl>
      <p className="mt-2">
        <Trans>No telephone number is kept: WellPath does not ask members for one.</Trans>
      </p>
    </div>
  );
}

interface ResolveAlertDialogProps {
  alert: Alert;
  onCancel: () => void;
  onResolved: (alert: Alert) => void;
}

/** Resolving needs a note of what was done: who spoke with the member, what was advised, what happens next. */
function ResolveAlertDialog({ alert, onCancel, onResolved }: ResolveAlertDialogProps) {
  const { t } = useLingui();
  const resolve = useResolveAlertMutation();
  const [failure, setFailure] = useState<FormOutcome | null>(null);
  const form = useZodForm(resolveAlertBodySchema, { defaultValues: { note: '' } });

  const kind = tr(ALERT_KIND_NAMES[alert.kind]);
  const member = useMemberName(alert);
  const raised = useClinicTime()(alert.created_at);

  const submit = form.handleSubmit(({ note }) => {
    setFailure(null);
    resolve.mutate(
      { id: alert._id, note },
      {
        onSuccess: onResolved,
        onError: (error) =>
          setFailure(failedSubmit(error, t`The alert could not be resolved. Please try again.`, { serverMessageOn: [400, 409] })),
      },
    );
  });

  return (
    <Modal
      open
      title={t`Resolve this alert`}
      size="lg"
      describeBody={false}
      confirmLabel={t`Resolve alert`}
      busy={resolve.isPending}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      {/* One period, also after a time that ends with "a.m." (no "5:59 a.m.."). */}
      <p>{endSentence(t`${kind}, ${member}, raised ${raised}`)}</p>
      <FormStatus outcome={failure} className="mt-3" />
      <form className="mt-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label={t`What was done`}
          hint={t`Who spoke with the member, what was advised and what happens next. The note is kept with the alert.`}
          rows={5}
          required
          maxLength={LIMITS.requestMessage}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
