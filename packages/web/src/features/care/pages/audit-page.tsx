import { LIMITS } from '@wellpath/shared/limits';
import { ROLE_LABELS, isStaffRole } from '@wellpath/shared/staff/roles';
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
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { useAuditPages, type AuditFilters } from '../api/audit';
import { useStaffAccountsQuery } from '../api/staff';
import { formatDateTime } from '../components/format';
import { LoadMore } from '../components/load-more';
import { cellClass, rowClass, ScrollTable } from '../components/scroll-table';
import { RoleGate } from '../components/staff-context';
import { useUrlFilters } from '../components/use-url-filters';

const TITLE = 'Access log';

const roleLabel = (role: string) => (isStaffRole(role) ? ROLE_LABELS[role] : role);

/** /care/audit: who read which member's health data or changed anything, and when (administrators). */
export function AuditPage() {
  return <RoleGate permission="audit:read" title={TITLE} screen={AccessLog} />;
}

function AccessLog() {
  const { params, setFilter, submitField } = useUrlFilters<keyof AuditFilters>();
  const filters: AuditFilters = {};
  const staffId = params.get('staff_id')?.slice(0, LIMITS.id);
  const memberId = params.get('member_id')?.trim().slice(0, LIMITS.id);
  if (staffId) filters.staff_id = staffId;
  if (memberId) filters.member_id = memberId;
  const pages = useAuditPages(filters);
  const staff = useStaffAccountsQuery();
  const entries = pages.data?.pages.flatMap((page) => page.entries);
  const memberName = entries?.find((e) => e.member?._id === memberId)?.member?.name;

  return (
    <div className="space-y-6">
      <title>{pageTitle(TITLE)}</title>
      <PageHeader
        title={TITLE}
        description="Every read of a member's health data and every change made by the care team: who, when, which member and from which IP address, newest first. Entries are never changed or removed."
      />
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <SelectField
          label="Staff member"
          value={staffId ?? ''}
          disabled={staff.isPending}
          onChange={(e) => setFilter('staff_id', e.target.value)}
        >
          <option value="">{staff.isPending ? 'Loading...' : 'All staff'}</option>
          {(staff.data ?? []).map((user) => (
            <option key={user._id} value={user._id}>
              {user.firstName} {user.lastName} ({ROLE_LABELS[user.role]})
            </option>
          ))}
        </SelectField>
        <form onSubmit={submitField('member_id')} aria-label="Member filter" className="flex items-end gap-3">
          <TextField
            key={memberId ?? ''}
            name="member_id"
            label="Member ID"
            hint="Open from a member's page: “Access log for this member”."
            defaultValue={memberId ?? ''}
            maxLength={LIMITS.id}
            autoComplete="off"
            spellCheck={false}
            className="flex-1"
          />
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </form>
      </Card>
      {memberId && (
        <p className="text-sm text-slate-700">
          Showing the entries about {memberName ? <TextLink to={paths.care.member.getHref(memberId)}>{memberName}</TextLink> : 'one member'}
          . <TextLink to={paths.care.audit.getHref()}>Show every member</TextLink>
        </p>
      )}
      <AsyncSection
        query={{ ...pages, data: entries }}
        loading={<SkeletonGroup className="space-y-2" label="Loading the access log" shapes={['h-12', 'h-12', 'h-12', 'h-12']} />}
        error={<RetryError query={pages}>The access log could not be loaded.</RetryError>}
        empty={<EmptyCard icon={ScrollText}>No entries match these filters.</EmptyCard>}
      >
        {(list) => (
          <div className="space-y-4">
            <ScrollTable
              caption="Access log entries, newest first"
              hideCaption
              columns={['When', 'Staff member', 'Member', 'What', 'Detail', 'IP address']}
              minWidth="min-w-[60rem]"
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
                  <td className={cellClass}>{entry.action}</td>
                  <td className={`${cellClass} wrap-anywhere`}>{entry.detail ?? '—'}</td>
                  <td className={`${cellClass} font-mono text-xs`}>{entry.ip ?? '—'}</td>
                </tr>
              ))}
            </ScrollTable>
            <LoadMore query={pages} count={list.length} noun={['entry', 'entries']} />
          </div>
        )}
      </AsyncSection>
    </div>
  );
}
