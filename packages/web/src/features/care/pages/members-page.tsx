import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { CircleAlert, Search, Users } from 'lucide-react';
import { useEffect } from 'react';
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
import { useMembersPages, type MemberFilters } from '../api/members';
import { Badge } from '../components/badge';
import { formatLastActive } from '../components/format';
import { PagedTable } from '../components/paged-table';
import { cellClass, rowClass } from '../components/scroll-table';
import { RoleGate, useCan } from '../components/staff-context';
import { useNow } from '../components/use-now';
import { useUrlFilters } from '../components/use-url-filters';
import { CareTitle } from '../components/care-title';
import { SavedFilters } from '../components/saved-filters';

const PROGRAM_FILTERS = { active: msg`In an active programme`, none: msg`No active programme` } as const;
const ACTIVE_FILTERS = { '7': msg`In the last 7 days`, '30': msg`In the last 30 days`, '90': msg`In the last 90 days` } as const;
/** Health filters (issue 35), for roles that read health data. */
const HEALTH_FILTERS = {
  bmi_30: msg`BMI 30 or more`,
  statin: msg`On a statin`,
  weight_review: msg`Weight loss to review`,
  metabolic_syndrome: msg`Metabolic syndrome criteria met`,
  target_not_met_90: msg`Target not met for 90 days`,
} as const;

function oneOf<T extends string>(value: string | null, allowed: Record<T, MessageDescriptor>): T | undefined {
  return value !== null && Object.hasOwn(allowed, value) ? (value as T) : undefined;
}

/** The search and filters, from the page's URL (so a search can be shared, and Back returns to it). */
function filtersFrom(params: URLSearchParams, alertsAllowed: boolean, healthAllowed: boolean): MemberFilters {
  const filters: MemberFilters = {};
  const q = params.get('q')?.trim().slice(0, LIMITS.search);
  if (q) filters.q = q;
  if (alertsAllowed && params.get('alerts') === 'open') filters.alerts = 'open';
  const program = oneOf(params.get('program'), PROGRAM_FILTERS);
  if (program) filters.program = program;
  const activeWithin = oneOf(params.get('active_within'), ACTIVE_FILTERS);
  if (activeWithin) filters.active_within = activeWithin;
  const health = healthAllowed ? oneOf(params.get('health'), HEALTH_FILTERS) : undefined;
  if (health) filters.health = health;
  return filters;
}

/** /care/members: search by name or e-mail, filter, and open a member's page. */
export function MembersPage() {
  const { t } = useLingui();
  return <RoleGate permission="members:read" title={t`Members`} screen={MemberSearch} />;
}

function MemberSearch() {
  const { t } = useLingui();
  const title = t`Members`;
  const alertsAllowed = useCan('alerts:manage');
  const healthAllowed = useCan('health:read');
  const { params, setFilter, replaceFilters, submitField } = useUrlFilters<keyof MemberFilters>();
  const filters = filtersFrom(params, alertsAllowed, healthAllowed);
  const pages = useMembersPages(filters);
  const now = useNow();
  const filtered = Object.keys(filters).length > 0;

  const members = pages.data?.pages.flatMap((page) => page.members);
  // The filters read member by member may answer a page with nobody and a cursor (decision 0111): read on
  // until someone is found or the list ends, rather than say "no members" too soon.
  const readingOn = members !== undefined && members.length === 0 && pages.hasNextPage;
  const { isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (readingOn && !isFetchingNextPage) void fetchNextPage();
  }, [readingOn, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="space-y-6">
      <CareTitle title={title} />
      <PageHeader title={title} description={t`Find a member by name or e-mail, or narrow the list with the filters.`} />

      <Card className="space-y-5 p-5">
        <form role="search" aria-label={title} onSubmit={submitField('q')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            // A new search in the URL (Back, a shared link) refills the box.
            key={filters.q ?? ''}
            name="q"
            type="search"
            label={t`Name or e-mail`}
            hint={t`From the start of a name or address: “tremb”, “avery t”, “avery@”.`}
            defaultValue={filters.q ?? ''}
            maxLength={LIMITS.search}
            autoComplete="off"
            className="flex-1"
          />
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            <Trans>Search</Trans>
          </Button>
        </form>
        <MemberFilterFields filters={filters} alertsAllowed={alertsAllowed} healthAllowed={healthAllowed} setFilter={setFilter} />
        <SavedFilters filters={filters} onApply={replaceFilters} />
      </Card>

      <AsyncSection
        query={{ ...pages, data: members, isPending: pages.isPending || readingOn }}
        loading={<SkeletonGroup className="space-y-2" label={t`Loading members`} shapes={['h-12', 'h-12', 'h-12', 'h-12']} />}
        error={
          <RetryError query={pages}>
            <Trans>The members could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <EmptyCard icon={Users}>{filtered ? <Trans>No members match this search.</Trans> : <Trans>No members yet.</Trans>}</EmptyCard>
        }
      >
        {(list) => (
          <PagedTable
            caption={filtered ? t`Members matching the search` : t`All members`}
            columns={[t`Name`, t`E-mail`, t`Last active`, t`Active programmes`, ...(alertsAllowed ? [t`Open alerts`] : [])]}
            query={pages}
            count={list.length}
            says={{
              soFar: (count) => plural(count, { one: '# member shown so far.', other: '# members shown so far.' }),
              one: t`Showing 1 member.`,
              all: (count) => t`Showing all ${count} members.`,
            }}
          >
            {list.map((member) => (
              <tr key={member._id} className={rowClass}>
                <th scope="row" className={`${cellClass} font-medium`}>
                  <TextLink to={paths.care.member.getHref(member._id)}>{member.name}</TextLink>
                </th>
                <td className={`${cellClass} break-all`}>{member.email}</td>
                <td className={cellClass}>{formatLastActive(member.last_active_at, now)}</td>
                <td className={cellClass}>{member.active_programs.length > 0 ? member.active_programs.join(', ') : t`None`}</td>
                {alertsAllowed && (
                  <td className={cellClass}>
                    {member.open_alerts ? (
                      <Badge tone="danger" icon={CircleAlert}>
                        <OpenAlerts count={member.open_alerts} />
                      </Badge>
                    ) : (
                      t`None`
                    )}
                  </td>
                )}
              </tr>
            ))}
          </PagedTable>
        )}
      </AsyncSection>
    </div>
  );
}

function OpenAlerts({ count }: { count: number }) {
  return <Plural value={count} one="# open" other="# open" comment="a member's urgent alerts still open" />;
}

interface MemberFilterFieldsProps {
  filters: MemberFilters;
  alertsAllowed: boolean;
  healthAllowed: boolean;
  setFilter: ReturnType<typeof useUrlFilters<keyof MemberFilters>>['setFilter'];
}

/** The list's filters: open urgent alerts (those who manage alerts), programme, last active. */
function MemberFilterFields({ filters, alertsAllowed, healthAllowed, setFilter }: MemberFilterFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        <Trans>Filters</Trans>
      </legend>
      {alertsAllowed && (
        <SelectField label={t`Urgent alerts`} value={filters.alerts ?? ''} onChange={(e) => setFilter('alerts', e.target.value)}>
          <option value="">{t`Any`}</option>
          <option value="open">{t`With open alerts`}</option>
        </SelectField>
      )}
      <SelectField label={t`Programme`} value={filters.program ?? ''} onChange={(e) => setFilter('program', e.target.value)}>
        <option value="">{t`Any`}</option>
        {Object.entries(PROGRAM_FILTERS).map(([value, label]) => (
          <option key={value} value={value}>
            {i18n._(label)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t`Last active`} value={filters.active_within ?? ''} onChange={(e) => setFilter('active_within', e.target.value)}>
        <option value="">{t`Any time`}</option>
        {Object.entries(ACTIVE_FILTERS).map(([value, label]) => (
          <option key={value} value={value}>
            {i18n._(label)}
          </option>
        ))}
      </SelectField>
      {healthAllowed && (
        <SelectField label={t`Health`} value={filters.health ?? ''} onChange={(e) => setFilter('health', e.target.value)}>
          <option value="">{t`Any`}</option>
          {Object.entries(HEALTH_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </SelectField>
      )}
    </fieldset>
  );
}
