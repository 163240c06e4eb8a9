import { formatSchedule, formatStreak } from '@wellpath/shared/programs/schedule';
import type { MemberOverview } from '@wellpath/shared/staff/wire';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { formatDateTime, formatLastActive, humanise } from './format';
import { REQUEST_STATUS_LABELS } from './request-status';
import { cellClass, rowClass, ScrollTable } from './scroll-table';
import { Nothing, Section, TagList } from './section';

/** What every role of the care team sees of a member: profile, pillars, programmes, activity, recommendations, requests. */
export function MemberOverviewSections({ overview, now }: { overview: MemberOverview; now: number }) {
  const { member, activity } = overview;
  return (
    <>
      <Section id="profile" title="Profile">
        <Card className="p-4 sm:p-5">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {[
              ['E-mail', member.email],
              ['Date of birth', formatLongDate(member.dateOfBirth)],
              ['Province', member.province || 'Not given'],
              ['Member since', formatLongDate(member.created_at)],
              ['Last active', formatLastActive(member.last_active_at, now)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>

      <Section id="pillars" title="Lifestyle pillars" description="The pillars the member has chosen to work on.">
        {overview.pillars.length === 0 ? (
          <Nothing>No pillars chosen yet.</Nothing>
        ) : (
          <TagList tone="brand" items={overview.pillars.map((p) => ({ key: p.slug, name: p.name }))} />
        )}
      </Section>

      <Section id="programmes" title="Programmes">
        {overview.programs.length === 0 ? (
          <Nothing>The member has not started a programme.</Nothing>
        ) : (
          <ScrollTable
            caption="Programmes"
            hideCaption
            columns={['Programme', 'Status', 'Started', 'Progress', 'Adherence', 'Streak', 'Last tracked']}
            minWidth="min-w-[48rem]"
          >
            {overview.programs.map((program) => (
              <tr key={program._id} className={rowClass}>
                <th scope="row" className={`${cellClass} font-medium`}>
                  {program.title}
                </th>
                <td className={cellClass}>{humanise(program.status)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatLongDate(program.started_at)}</td>
                <td className={cellClass}>{Math.round(program.progress_percent)}%</td>
                <td className={cellClass}>
                  {Math.round(program.adherence_percent)}%
                  <span className="block text-xs text-slate-600">
                    {program.days_tracked} {program.days_tracked === 1 ? 'day' : 'days'} tracked
                    {program.schedule.per === 'week' && ` · ${formatSchedule(program.schedule)}`}
                  </span>
                </td>
                <td className={cellClass}>{formatStreak(program.current_streak, program.schedule.per)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {program.last_tracked ? formatLongDate(program.last_tracked) : 'Never'}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>

      <Section
        id="activity"
        title="Weekly activity"
        description={`Targets: ${activity.targets.mvpa_minutes} minutes of moderate to vigorous activity and ${activity.targets.strength_days} strength days a week.`}
      >
        {activity.weeks.length === 0 ? (
          <Nothing>No activity recorded yet.</Nothing>
        ) : (
          <ScrollTable
            caption="Activity per week"
            hideCaption
            columns={['Week of', 'Moderate to vigorous', 'Strength days']}
            minWidth="min-w-[28rem]"
          >
            {activity.weeks.map((week) => (
              <tr key={week.week_start} className={rowClass}>
                <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                  {formatLongDate(week.week_start)}
                </th>
                <td className={cellClass}>
                  {week.mvpa_minutes} of {activity.targets.mvpa_minutes} min
                  {week.mvpa_minutes >= activity.targets.mvpa_minutes && (
                    <span className="ml-1 font-semibold text-green-800">· target met</span>
                  )}
                </td>
                <td className={cellClass}>
                  {week.strength_days} of {activity.targets.strength_days}
                  {week.strength_days >= activity.targets.strength_days && (
                    <span className="ml-1 font-semibold text-green-800">· target met</span>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>

      <Section id="recommendations" title="Recommendations">
        {overview.recommendations.length === 0 ? (
          <Nothing>No recommendations yet.</Nothing>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {overview.recommendations.map((rec) => (
              <li key={rec._id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
                <span className="font-medium text-slate-900">{rec.title}</span>
                <span className="text-slate-600">
                  {humanise(rec.status)} · updated {formatLongDate(rec.updated_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="requests"
        title="Programme requests"
        description={
          <>
            Reply to requests in <TextLink to={paths.care.requests.getHref()}>Requests</TextLink>.
          </>
        }
      >
        {overview.requests.length === 0 ? (
          <Nothing>The member has not sent a programme request.</Nothing>
        ) : (
          <ul className="space-y-3">
            {overview.requests.map((request) => (
              <li key={request._id}>
                <Card className="p-4 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">{request.topic}</h3>
                    <span className="text-slate-700">
                      <span className="sr-only">Status: </span>
                      {REQUEST_STATUS_LABELS[request.status]}
                    </span>
                  </div>
                  <p className="mt-1 text-slate-600">Sent {formatDateTime(request.created_at)}</p>
                  <p className="mt-2 break-words whitespace-pre-line text-slate-800">{request.message}</p>
                  {request.reply && (
                    <p className="mt-2 border-l-4 border-teal-600 pl-3 break-words whitespace-pre-line text-slate-800">
                      <span className="font-semibold">Reply: </span>
                      {request.reply}
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
