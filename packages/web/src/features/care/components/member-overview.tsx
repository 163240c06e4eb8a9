import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { scheduleMessage, streakMessage } from '@wellpath/shared/programs/schedule';
import type { MemberOverview } from '@wellpath/shared/staff/wire';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { formatPercent } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { formatDateTime, formatLastActive, programmeStatus, recommendationStatus } from './format';
import { REQUEST_STATUS_LABELS } from './request-status';
import { cellClass, rowClass, ScrollTable } from './scroll-table';
import { Nothing, Section, TagList } from './section';

/** What every role of the care team sees of a member: profile, pillars, programmes, activity, recommendations, requests. */
export function MemberOverviewSections({ overview, now }: { overview: MemberOverview; now: number }) {
  return (
    <>
      <ProfileSection overview={overview} now={now} />
      <PillarsSection overview={overview} />
      <ProgrammesSection overview={overview} />
      <ActivitySection overview={overview} />
      <RecommendationsSection overview={overview} />
      <RequestsSection overview={overview} />
    </>
  );
}

/** The member's profile: e-mail, birth date, province, since when, last active. */
function ProfileSection({ overview, now }: { overview: MemberOverview; now: number }) {
  const { t } = useLingui();
  const { member } = overview;
  return (
    <Section id="profile" title={t`Profile`}>
      <Card className="p-4 sm:p-5">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {[
            [t`E-mail`, member.email],
            [t`Date of birth`, formatLongDate(member.dateOfBirth)],
            [t`Province`, member.province || t`Not given`],
            [t`Member since`, formatLongDate(member.created_at)],
            [t`Last active`, formatLastActive(member.last_active_at, now)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </Section>
  );
}

/** The pillars the member chose. */
function PillarsSection({ overview }: { overview: MemberOverview }) {
  const { t } = useLingui();
  return (
    <Section id="pillars" title={t`Lifestyle pillars`} description={t`The pillars the member has chosen to work on.`}>
      {overview.pillars.length === 0 ? (
        <Nothing>
          <Trans>No pillars chosen yet.</Trans>
        </Nothing>
      ) : (
        <TagList tone="brand" items={overview.pillars.map((p) => ({ key: p.slug, name: p.name }))} />
      )}
    </Section>
  );
}

/** The member's programmes with progress, adherence and streak. */
function ProgrammesSection({ overview }: { overview: MemberOverview }) {
  const { t } = useLingui();
  return (
    <Section id="programmes" title={t`Programmes`}>
      {overview.programs.length === 0 ? (
        <Nothing>
          <Trans>The member has not started a programme.</Trans>
        </Nothing>
      ) : (
        <ScrollTable
          caption={t`Programmes`}
          hideCaption
          columns={[t`Programme`, t`Status`, t`Started`, t`Progress`, t`Adherence`, t`Streak`, t`Last tracked`]}
          minWidth="min-w-[48rem]"
        >
          {overview.programs.map((program) => (
            <tr key={program._id} className={rowClass}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {program.title}
              </th>
              <td className={cellClass}>{programmeStatus(program.status)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatLongDate(program.start_day)}</td>
              <td className={cellClass}>{formatPercent(Math.round(program.progress_percent) / 100)}</td>
              <td className={cellClass}>
                {formatPercent(Math.round(program.adherence_percent) / 100)}
                <span className="block text-xs text-slate-600">
                  <DaysTracked days={program.days_tracked} />
                  {program.schedule.per === 'week' && ` · ${tr(scheduleMessage(program.schedule))}`}
                </span>
              </td>
              <td className={cellClass}>{tr(streakMessage(program.current_streak, program.schedule.per))}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{program.last_tracked ? formatLongDate(program.last_tracked) : t`Never`}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </Section>
  );
}

/** Each week's activity against the guideline. */
function ActivitySection({ overview }: { overview: MemberOverview }) {
  const { t } = useLingui();
  const { activity } = overview;
  const { mvpa_minutes: targetMinutes, strength_days: targetDays } = activity.targets;
  return (
    <Section
      id="activity"
      title={t`Weekly activity`}
      description={t`Targets: ${targetMinutes} minutes of moderate to vigorous activity and ${targetDays} strength days a week.`}
    >
      {activity.weeks.length === 0 ? (
        <Nothing>
          <Trans>No activity recorded yet.</Trans>
        </Nothing>
      ) : (
        <ScrollTable
          caption={t`Activity per week`}
          hideCaption
          columns={[t`Week of`, t`Moderate to vigorous`, t`Strength days`]}
          minWidth="min-w-[28rem]"
        >
          {activity.weeks.map((week) => {
            const { mvpa_minutes: minutes, strength_days: days } = week;
            return (
              <tr key={week.week_start} className={rowClass}>
                <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                  {formatLongDate(week.week_start)}
                </th>
                <td className={cellClass}>
                  <Trans>
                    {minutes} of {targetMinutes} min
                  </Trans>
                  {minutes >= targetMinutes && (
                    <span className="ml-1 font-semibold text-green-800">
                      <Trans>· target met</Trans>
                    </span>
                  )}
                </td>
                <td className={cellClass}>
                  <Trans>
                    {days} of {targetDays}
                  </Trans>
                  {days >= targetDays && (
                    <span className="ml-1 font-semibold text-green-800">
                      <Trans>· target met</Trans>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </ScrollTable>
      )}
    </Section>
  );
}

/** The member's recommendations and their state. */
function RecommendationsSection({ overview }: { overview: MemberOverview }) {
  const { t } = useLingui();
  return (
    <Section id="recommendations" title={t`Recommendations`}>
      {overview.recommendations.length === 0 ? (
        <Nothing>
          <Trans>No recommendations yet.</Trans>
        </Nothing>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {overview.recommendations.map((rec) => (
            <li key={rec._id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
              <span className="font-medium text-slate-900">{rec.title}</span>
              <span className="text-slate-600">
                <RecommendationState status={recommendationStatus(rec.status)} updated={formatLongDate(rec.updated_at)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The member's programme requests and the replies. */
function RequestsSection({ overview }: { overview: MemberOverview }) {
  const { t, i18n } = useLingui();
  return (
    <Section
      id="requests"
      title={t`Programme requests`}
      description={
        <Trans>
          Reply to requests in <TextLink to={paths.care.requests.getHref()}>Requests</TextLink>.
        </Trans>
      }
    >
      {overview.requests.length === 0 ? (
        <Nothing>
          <Trans>The member has not sent a programme request.</Trans>
        </Nothing>
      ) : (
        <ul className="space-y-3">
          {overview.requests.map((request) => (
            <li key={request._id}>
              <Card className="p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{request.topic}</h3>
                  <span className="text-slate-700">
                    <span className="sr-only">
                      <Trans>Status:</Trans>{' '}
                    </span>
                    {i18n._(REQUEST_STATUS_LABELS[request.status])}
                  </span>
                </div>
                <p className="mt-1 text-slate-600">
                  <SentAt date={formatDateTime(request.created_at)} />
                </p>
                <p className="mt-2 break-words whitespace-pre-line text-slate-800">{request.message}</p>
                {request.reply && (
                  <p className="mt-2 border-l-4 border-teal-600 pl-3 break-words whitespace-pre-line text-slate-800">
                    <span className="font-semibold">
                      <Trans>Reply:</Trans>{' '}
                    </span>
                    {request.reply}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function RecommendationState({ status, updated }: { status: string; updated: string }) {
  return (
    <Trans>
      {status} · updated {updated}
    </Trans>
  );
}

function SentAt({ date }: { date: string }) {
  return <Trans>Sent {date}</Trans>;
}

function DaysTracked({ days }: { days: number }) {
  return <Plural value={days} one="# day tracked" other="# days tracked" />;
}
