import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@wellpath/shared/staff/roles';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { failedSubmit } from '@/lib/forms';
import { useParams } from 'react-router';
import { AsyncSection } from '@/components/ui/async-section';
import { focusRing } from '@/components/ui/focus-ring';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoadError } from '@/components/ui/page-load-error';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useAlertsQuery } from '../api/alerts';
import { useMemberHealthQuery, useMemberOverviewQuery, useResetMemberSecondFactorMutation } from '../api/members';
import { useThreadsQuery } from '../api/threads';
import { AlertList } from '../components/alert-list';
import { MemberHealthSections } from '../components/member-health';
import { EnterLabReport } from '../components/enter-lab-report';
import { EnterReading } from '../components/enter-reading';
import { MemberHeartRisk } from '../components/member-heart-risk';
import { MemberMetabolic } from '../components/member-metabolic';
import { MemberWeightReviews } from '../components/member-weight-reviews';
import { MemberBody } from '../components/member-body';
import { MemberMedications } from '../components/member-medications';
import { MemberAppointments } from '../components/member-appointments';
import { MemberNotes } from '../components/member-notes';
import { MemberOverviewSections } from '../components/member-overview';
import { MemberTargets } from '../components/member-targets';
import { MemberTimeline } from '../components/member-timeline';
import { BackLink, Nothing, Section } from '../components/section';
import { RoleGate, useStaff } from '../components/staff-context';
import { ThreadList } from '../components/thread-list';
import { useNow } from '../components/use-now';
import { CareTitle } from '../components/care-title';

function MembersBackLink() {
  return (
    <BackLink to={paths.care.members.getHref()}>
      <Trans>Members</Trans>
    </BackLink>
  );
}
const backLink = <MembersBackLink />;

/** /care/members/:id: one member's record, each part only to the roles that may see it. */
export function MemberPage() {
  const { t } = useLingui();
  return <RoleGate permission="members:read" title={t`Member`} screen={MemberRecord} />;
}

function MemberRecord() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const overview = useMemberOverviewQuery(id);
  const staff = useStaff();
  const now = useNow();

  if (overview.isPending) {
    return (
      <SkeletonGroup className="space-y-6" label={t`Loading the member`} shapes={['h-10 w-72', 'h-32 rounded-2xl', 'h-48 rounded-2xl']} />
    );
  }
  if (overview.isError) {
    const missing = isApiError(overview.error) && overview.error.status === 404;
    return (
      <PageLoadError title={t`Member`} before={backLink} query={overview}>
        {missing ? <Trans>This member was not found.</Trans> : <Trans>The member could not be loaded.</Trans>}
      </PageLoadError>
    );
  }

  const { member, can: allowed } = overview.data;
  const name = `${member.firstName} ${member.lastName}`;
  // "On this page": the sections this role sees, in page order.
  const contents = [
    allowed.alerts && ['alerts', t`Urgent alerts`],
    ['profile', t`Profile`],
    ['pillars', t`Pillars`],
    ['programmes', t`Programmes`],
    ['activity', t`Activity`],
    ['recommendations', t`Recommendations`],
    ['requests', t`Requests`],
    ['targets', t`Targets`],
    allowed.health && ['conditions', t`Conditions`],
    allowed.health && ['surveys', t`Surveys`],
    allowed.health && ['labs', t`Lab results`],
    allowed.health && ['blood-pressure', t`Blood pressure`],
    allowed.health && ['enter-reading', t`Enter a reading`],
    allowed.health && ['enter-lab-report', t`Enter a lab report`],
    allowed.health && ['heart-risk', t`Heart risk`],
    allowed.health && ['body', t`Body`],
    allowed.health && ['medications', t`Medications`],
    allowed.health && ['metabolic', t`Metabolic syndrome`],
    allowed.health && ['weight-review', t`Weight review`],
    ['notes', t`Notes`],
    ['timeline', t`Timeline`],
    ['appointments', t`Appointments`],
    ['messages', t`Messages`],
    allowed.account && ['account', t`Account`],
  ].filter((entry): entry is [string, string] => Array.isArray(entry));

  return (
    <div className="space-y-8">
      <CareTitle title={name} />
      <PageHeader
        before={backLink}
        title={name}
        description={member.email}
        actions={
          can(staff.role, 'audit:read') && (
            <TextLink to={paths.care.audit.getHref(member._id)}>
              <Trans>Access log for this member</Trans>
            </TextLink>
          )
        }
      />
      <p role="note" className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <Trans>
            What you open here is recorded in the access log with your name and the time, including every read of health data (survey
            answers, lab results, blood pressure, conditions and alerts). The member can see who looked at their record.
          </Trans>
        </span>
      </p>
      <nav aria-label={t`On this page`}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {contents.map(([anchor, label]) => (
            <li key={anchor}>
              <a
                href={`#${anchor}`}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-full bg-white px-3 font-medium text-teal-900 ring-1 ring-slate-300 hover:bg-teal-50',
                  focusRing,
                )}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {allowed.alerts && <MemberAlerts memberId={member._id} />}
      <MemberOverviewSections overview={overview.data} now={now} />
      <MemberTargets memberId={member._id} canSet={can(staff.role, 'targets:set')} withNumbers={allowed.health} />
      {allowed.health && <MemberHealth memberId={member._id} />}
      {allowed.health && <EnterReading memberId={member._id} name={member.firstName} />}
      {allowed.health && <EnterLabReport memberId={member._id} name={member.firstName} />}
      {allowed.health && <MemberHeartRisk memberId={member._id} />}
      {allowed.health && <MemberBody memberId={member._id} />}
      {allowed.health && <MemberMedications memberId={member._id} />}
      {allowed.health && <MemberMetabolic memberId={member._id} />}
      {allowed.health && <MemberWeightReviews memberId={member._id} />}
      <MemberNotes memberId={member._id} />
      <MemberTimeline memberId={member._id} />
      <MemberAppointments memberId={member._id} name={name} />
      <MemberThreads memberId={member._id} everyone={can(staff.role, 'messages:all')} />
      {allowed.account && <MemberAccount memberId={member._id} name={name} secondFactor={member.second_factor} />}
    </div>
  );
}

/**
 * Administrators: the member's two-step verification, and turning it off for a member who has lost their
 * phone and their recovery codes (after the clinic has checked who is asking). Logged; the member is e-mailed.
 */
function MemberAccount({ memberId, name, secondFactor }: { memberId: string; name: string; secondFactor: boolean }) {
  const { t } = useLingui();
  const reset = useResetMemberSecondFactorMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Section id="account" title={t`Account`} description={t`Sign-in settings the member cannot reach without their phone.`}>
      <div className="space-y-3 rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200">
        {done && <StatusMessage type="success">{done}</StatusMessage>}
        <p className="text-slate-800">
          {secondFactor ? (
            <Trans>
              Two-step verification: <span className="font-semibold">On</span>
            </Trans>
          ) : (
            <Trans>
              Two-step verification: <span className="font-semibold">Off</span>
            </Trans>
          )}
        </p>
        {secondFactor && (
          <>
            <p className="text-slate-600">
              <Trans>
                If the member has lost both their phone and their recovery codes, turn it off once you have confirmed who they are (for
                example by phone, with their date of birth and address). Their password alone will sign them in until they turn it on again.
              </Trans>
            </p>
            <Button variant="danger" onClick={() => (setFailure(null), setDone(null), setAsking(true))}>
              <Trans>Turn off two-step verification</Trans>
            </Button>
          </>
        )}
      </div>
      <Modal
        open={asking}
        title={t`Turn off two-step verification for ${name}?`}
        confirmLabel={t`Turn off`}
        confirmVariant="danger"
        busy={reset.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setFailure(null);
          reset.mutate(memberId, {
            onSuccess: (answer) => {
              setAsking(false);
              setDone(answer.message);
            },
            onError: (error) =>
              setFailure(
                failedSubmit(error, t`Two-step verification could not be turned off. Please try again.`, { serverMessageOn: [409] })
                  .message,
              ),
          });
        }}
      >
        <p>
          <Trans>
            Only do this after confirming who is asking. The member gets an e-mail saying it was turned off, and it is recorded in the
            access log with your name.
          </Trans>
        </p>
        {failure && (
          <StatusMessage type="error" className="mt-3">
            {failure}
          </StatusMessage>
        )}
      </Modal>
    </Section>
  );
}

function MemberAlerts({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const alerts = useAlertsQuery({ status: 'all', member_id: memberId });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  return (
    <Section id="alerts" title={t`Urgent alerts`}>
      <FormStatus outcome={outcome} />
      <AsyncSection
        query={alerts}
        loading={<SkeletonGroup label={t`Loading alerts`} shapes={['h-32 rounded-2xl']} />}
        error={
          <RetryError query={alerts}>
            <Trans>The alerts could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <Nothing>
            <Trans>No urgent alerts for this member.</Trans>
          </Nothing>
        }
      >
        {(list) => <AlertList alerts={list} headingLevel="h3" showMember={false} onOutcome={setOutcome} />}
      </AsyncSection>
    </Section>
  );
}

function MemberHealth({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const health = useMemberHealthQuery(memberId, true);
  return (
    <AsyncSection
      query={health}
      loading={
        <SkeletonGroup className="space-y-4" label={t`Loading health data`} shapes={['h-8 w-48', 'h-40 rounded-2xl', 'h-40 rounded-2xl']} />
      }
      error={
        <RetryError query={health}>
          <Trans>The member&apos;s health data could not be loaded.</Trans>
        </RetryError>
      }
    >
      {(data) => <MemberHealthSections health={data} />}
    </AsyncSection>
  );
}

function MemberThreads({ memberId, everyone }: { memberId: string; everyone: boolean }) {
  const { t } = useLingui();
  const threads = useThreadsQuery({ box: everyone ? 'all' : 'mine', member_id: memberId });
  return (
    <Section
      id="messages"
      title={t`Messages`}
      description={everyone ? t`Every conversation with this member.` : t`Your conversations with this member.`}
    >
      <AsyncSection
        query={threads}
        loading={<SkeletonGroup label={t`Loading messages`} shapes={['h-24 rounded-2xl']} />}
        error={
          <RetryError query={threads}>
            <Trans>The messages could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <Nothing>
            <Trans>No messages with this member.</Trans>
          </Nothing>
        }
      >
        {(list) => <ThreadList threads={list} headingLevel="h3" showMember={false} />}
      </AsyncSection>
    </Section>
  );
}
