import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { ROLE_NAMES, isStaffRole } from '@wellpath/shared/staff/roles';
import { ALERT_KIND_LABELS, ALERT_KIND_NAMES, ALERT_KINDS } from '@wellpath/shared/staff/wire';
import { ScrollText } from 'lucide-react';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyCard } from '@/components/ui/empty-card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { tr } from '@/lib/i18n/translate';
import { useAuditPages, type AuditFilters } from '../api/audit';
import { useStaffAccountsQuery } from '../api/staff';
import { formatDateTime } from '../components/format';
import { PagedTable } from '../components/paged-table';
import { cellClass, rowClass } from '../components/scroll-table';
import { RoleGate } from '../components/staff-context';
import { useUrlFilters } from '../components/use-url-filters';
import { CareTitle } from '../components/care-title';

const roleLabel = (role: string) => (isStaffRole(role) ? tr(ROLE_NAMES[role]) : role);

/** An entry's detail; an alert's kind is recorded in English words, shown in the app's language. */
function detailText(detail: string): string {
  const kind = ALERT_KINDS.find((k) => ALERT_KIND_LABELS[k] === detail);
  return kind ? tr(ALERT_KIND_NAMES[kind]) : tr(detail);
}

/** /care/audit: who read which member's health data or changed anything, and when (administrators). */
export function AuditPage() {
  const { t } = useLingui();
  return <RoleGate permission="audit:read" title={t`Access log`} screen={AccessLog} />;
}

function AccessLog() {
  const { t } = useLingui();
  const title = t`Access log`;
  const { params, setFilter, submitField } = useUrlFilters<keyof AuditFilters>();
  const filters: AuditFilters = {};
  const staffId = params.get('staff_id')?.slice(0, LIMITS.id);
  const memberId = params.get('member_id')?.trim().slice(0, LIMITS.id);
  if (staffId) filters.staff_id = staffId;
  if (memberId) filters.member_id = memberId;
  const pages = useAuditPages(filters);
  const entries = pages.data?.pages.flatMap((page) => page.entries);
  const memberName = entries?.find((e) => e.member?._id === memberId)?.member?.name;

  return (
    <div className="space-y-6">
      <CareTitle title={title} />
      <PageHeader
        title={title}
        description={t`Every read of a member's health data and every change made by the care team: who, when, which member and from which IP address, newest first. Entries are never changed or removed.`}
      />
      <AccessLogFilters staffId={staffId} memberId={memberId} setFilter={setFilter} submitField={submitField} />
      {memberId && (
        <p className="text-sm text-slate-700">
          {memberName ? (
            <Trans>
              Showing the entries about <TextLink to={paths.care.member.getHref(memberId)}>{memberName}</TextLink>.
            </Trans>
          ) : (
            <Trans>Showing the entries about one member.</Trans>
          )}{' '}
          <TextLink to={paths.care.audit.getHref()}>
            <Trans>Show every member</Trans>
          </TextLink>
        </p>
      )}
      <AsyncSection
        query={{ ...pages, data: entries }}
        loading={<SkeletonGroup className="space-y-2" label={t`Loading the access log`} shapes={['h-12', 'h-12', 'h-12', 'h-12']} />}
        error={
          <RetryError query={pages}>
            <Trans>The access log could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <EmptyCard icon={ScrollText}>
            <Trans>No entries match these filters.</Trans>
          </EmptyCard>
        }
      >
        {(list) => (
          <PagedTable
            caption={t`Access log entries, newest first`}
            hideCaption
            columns={[t`When`, t`Staff member`, t`Member`, t`What`, t`Detail`, t`IP address`]}
            minWidth="min-w-[60rem]"
            query={pages}
            count={list.length}
            says={{
              soFar: (count) => plural(count, { one: '# entry shown so far.', other: '# entries shown so far.' }),
              one: t`Showing 1 entry.`,
              all: (count) => t`Showing all ${count} entries.`,
            }}
          >
            {list.map((entry) => (
              <tr key={entry._id} className={rowClass}>
                <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                  {formatDateTime(entry.created_at)}
                </th>
                <td className={cellClass}>
                  {entry.staff.name}
                  <span className="block text-xs text-slate-600">{roleLabel(entry.staff.role)}</span>
                </td>
                <td className={cellClass}>
                  {entry.member ? <TextLink to={paths.care.member.getHref(entry.member._id)}>{entry.member.name}</TextLink> : '—'}
                </td>
                <td className={cellClass}>{tr(entry.action)}</td>
                <td className={`${cellClass} wrap-anywhere`}>{entry.detail === null ? '—' : detailText(entry.detail)}</td>
                <td className={`${cellClass} font-mono text-xs`}>{entry.ip ?? '—'}</td>
              </tr>
            ))}
          </PagedTable>
        )}
      </AsyncSection>
    </div>
  );
}

interface AccessLogFiltersProps {
  staffId: string | undefined;
  memberId: string | undefined;
  setFilter: ReturnType<typeof useUrlFilters<keyof AuditFilters>>['setFilter'];
  submitField: ReturnType<typeof useUrlFilters<keyof AuditFilters>>['submitField'];
}

/** The log's filters: a staff member, and a member by id (kept in the address). */
function AccessLogFilters({ staffId, memberId, setFilter, submitField }: AccessLogFiltersProps) {
  const { t } = useLingui();
  const staff = useStaffAccountsQuery();
  return (
    <Card className="grid gap-4 p-5 sm:grid-cols-2">
      <SelectField
        label={t`Staff member`}
        value={staffId ?? ''}
        disabled={staff.isPending}
        onChange={(e) => setFilter('staff_id', e.target.value)}
      >
        <option value="">{staff.isPending ? t`Loading...` : t`All staff`}</option>
        {(staff.data ?? []).map((user) => {
          const { firstName, lastName } = user;
          const role = tr(ROLE_NAMES[user.role]);
          return (
            <option key={user._id} value={user._id}>
              {t`${firstName} ${lastName} (${role})`}
            </option>
          );
        })}
      </SelectField>
      <form onSubmit={submitField('member_id')} aria-label={t`Member filter`} className="flex items-end gap-3">
        <TextField
          key={memberId ?? ''}
          name="member_id"
          label={t`Member ID`}
          hint={t`Open from a member's page: “Access log for this member”.`}
          defaultValue={memberId ?? ''}
          maxLength={LIMITS.id}
          autoComplete="off"
          spellCheck={false}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Trans>Apply</Trans>
        </Button>
      </form>
    </Card>
  );
}
