import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BodyKind } from '@wellpath/shared/health/body';
import type { TargetKind } from '@wellpath/shared/health/targets';
import { ALERT_KIND_NAMES } from '@wellpath/shared/staff/wire';
import type { TimelineEvent, TimelineGroup } from '@wellpath/shared/staff/timeline';
import { useId, useState } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { formatLongDate, formatter } from '@/lib/dates';
import { tr } from '@/lib/i18n/translate';
import { useTimelinePages } from '../api/timeline';
import { programmeStatus } from './format';
import { LoadMore } from './load-more';
import { NOTE_TYPE_NAMES } from './note-form';
import { REQUEST_STATUS_LABELS } from './request-status';
import { Nothing, Section } from './section';

const GROUP_NAMES: Record<TimelineGroup, MessageDescriptor> = {
  readings: msg`Readings`,
  labs: msg`Lab reports`,
  surveys: msg`Surveys`,
  alerts: msg`Urgent alerts`,
  medications: msg`Medications`,
  messages: msg`Messages`,
  requests: msg`Requests`,
  programmes: msg`Programmes`,
  notes: msg`Notes`,
  targets: msg`Targets`,
};

const TARGET_NAMES: Record<TargetKind, MessageDescriptor> = {
  blood_pressure: msg`Blood pressure`,
  ldl: msg`LDL cholesterol`,
  hba1c: msg`HbA1c`,
  weight: msg`Weight`,
  activity: msg`Weekly activity`,
};

const BODY_NAMES: Record<BodyKind, MessageDescriptor> = {
  weight: msg`Weight`,
  waist: msg`Waist`,
  body_fat: msg`Body fat`,
};

const BODY_UNITS = { weight: 'kg', waist: 'cm', body_fat: '%' } as const;

/**
 * The member's timeline (issue 34, decision 0090): what happened in their care, newest first, by day,
 * with a filter by kind. The groups offered are those the reader's role may read (the server decides).
 */
export function MemberTimeline({ memberId }: { memberId: string }) {
  const { t, i18n } = useLingui();
  const filterId = useId();
  // null: every group the reader may see.
  const [chosen, setChosen] = useState<TimelineGroup[] | null>(null);
  const pages = useTimelinePages(memberId, chosen);
  // Every page names all the groups the reader may see, whatever the filter.
  const offered = pages.data?.pages[0]?.groups ?? [];
  const events = pages.data?.pages.flatMap((p) => p.events) ?? [];
  const unreadable = pages.data?.pages.reduce((sum, p) => sum + p.unreadable, 0) ?? 0;
  const shown = chosen ?? offered;

  function toggle(group: TimelineGroup, on: boolean) {
    const next = on ? [...shown, group] : shown.filter((g) => g !== group);
    // In the order they are offered; all of them is the same as none chosen.
    const ordered = offered.filter((g) => next.includes(g));
    setChosen(ordered.length === offered.length ? null : ordered);
  }

  return (
    <Section
      id="timeline"
      title={t`Timeline`}
      description={t`What happened in the member's care, newest first. Readings, labs, surveys, alerts and medications are shown to clinicians and administrators.`}
    >
      {offered.length > 0 && (
        <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <legend className="sr-only">
            <Trans>Show on the timeline</Trans>
          </legend>
          <p className="mb-2 text-sm font-medium text-slate-700" aria-hidden="true">
            <Trans>Show on the timeline</Trans>
          </p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {offered.map((group) => (
              <label key={group} htmlFor={`${filterId}-${group}`} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
                <input
                  id={`${filterId}-${group}`}
                  type="checkbox"
                  className="size-4 accent-teal-700"
                  checked={shown.includes(group)}
                  onChange={(e) => toggle(group, e.target.checked)}
                />
                {i18n._(GROUP_NAMES[group])}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <AsyncSection
        query={pages}
        loading={<SkeletonGroup label={t`Loading the timeline`} shapes={['h-12 rounded-2xl', 'h-40 rounded-2xl']} />}
        error={
          <RetryError query={pages}>
            <Trans>The timeline could not be loaded.</Trans>
          </RetryError>
        }
      >
        {() => (
          <div className="space-y-4">
            {unreadable > 0 && (
              <StatusMessage type="error">
                {t`${plural(unreadable, { one: '# event', other: '# events' })} could not be read and are not shown. Please tell whoever runs WellPath.`}
              </StatusMessage>
            )}
            {shown.length === 0 ? (
              <Nothing>
                <Trans>Choose at least one kind of event to show.</Trans>
              </Nothing>
            ) : events.length === 0 ? (
              <Nothing>
                <Trans>Nothing on the timeline yet.</Trans>
              </Nothing>
            ) : (
              <TimelineDays events={events} />
            )}
            <LoadMore
              query={pages}
              count={events.length}
              says={{
                soFar: (count) => t`${plural(count, { one: '# event', other: '# events' })} shown so far.`,
                all: (count) => t`Showing all ${plural(count, { one: '# event', other: '# events' })}.`,
              }}
            />
          </div>
        )}
      </AsyncSection>
    </Section>
  );
}

const timeOfDay = formatter('en-CA', { hour: 'numeric', minute: '2-digit' });

/** The day an event belongs to, in the reader's time zone (a day's event: that day). */
const localDay = (e: TimelineEvent) => e.day ?? new Date(e.at).toLocaleDateString('en-CA');

/** The events by day, newest day first, each day a list. */
function TimelineDays({ events }: { events: TimelineEvent[] }) {
  const days: Array<{ day: string; events: TimelineEvent[] }> = [];
  for (const event of events) {
    const day = localDay(event);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return (
    <ol className="space-y-4">
      {days.map(({ day, events: ofDay }) => (
        <li key={day} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-sm font-semibold text-slate-900">{formatLongDate(day)}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {ofDay.map((event) => (
              <li key={event.id} className="flex gap-3 py-2 text-sm" data-testid="timeline-event" data-kind={event.kind}>
                <span className="w-20 shrink-0 whitespace-nowrap text-slate-600 tabular-nums">
                  {event.day === null ? timeOfDay().format(new Date(event.at)) : ''}
                </span>
                <span className="min-w-0 flex-1 text-slate-800">
                  <EventText event={event} />
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** One event in words. */
function EventText({ event }: { event: TimelineEvent }) {
  const { t, i18n } = useLingui();
  const by = 'by' in event ? event.by : null;
  switch (event.kind) {
    case 'reading': {
      const { systolic, diastolic } = event;
      const pulse = event.pulse === null ? '' : ` · ${t`pulse ${event.pulse}`}`;
      const entered = event.entered_by ? ` · ${t`entered by ${event.entered_by}`}` : '';
      return <>{t`Blood pressure ${systolic}/${diastolic} mm Hg` + pulse + entered}</>;
    }
    case 'body': {
      const what = i18n._(BODY_NAMES[event.measure]);
      const value = i18n.number(event.value, { maximumFractionDigits: 1 });
      const unit = BODY_UNITS[event.measure];
      return <>{t`${what} ${value} ${unit}`}</>;
    }
    case 'lab_report': {
      const lab = event.lab_name || t`a lab`;
      const count = event.results;
      const entered = event.entered_by ? ` · ${t`entered by ${event.entered_by}`}` : '';
      return <>{t`Lab report from ${lab}: ${plural(count, { one: '# result', other: '# results' })}` + entered}</>;
    }
    case 'survey': {
      const title = event.survey_title;
      if (event.score === null) return <>{t`${title} completed`}</>;
      const score = i18n.number(event.score);
      const range = event.range_text ? ` (${event.range_text})` : '';
      return <>{t`${title} completed: score ${score}` + range}</>;
    }
    case 'alert_raised': {
      const kind = tr(ALERT_KIND_NAMES[event.alert_kind]);
      return <strong className="font-semibold text-red-800">{t`Urgent alert: ${kind}`}</strong>;
    }
    case 'alert_acknowledged': {
      const kind = tr(ALERT_KIND_NAMES[event.alert_kind]);
      return <>{by ? t`Alert acknowledged by ${by}: ${kind}` : t`Alert acknowledged: ${kind}`}</>;
    }
    case 'alert_resolved': {
      const kind = tr(ALERT_KIND_NAMES[event.alert_kind]);
      return <>{by ? t`Alert resolved by ${by}: ${kind}` : t`Alert resolved: ${kind}`}</>;
    }
    case 'medication_started': {
      const name = event.name;
      return <>{t`Started taking ${name}`}</>;
    }
    case 'medication_stopped': {
      const name = event.name;
      return <>{t`Stopped taking ${name}`}</>;
    }
    case 'message': {
      const subject = event.subject;
      const link = (
        <TextLink to={paths.care.thread.getHref(event.thread_id)} className="font-medium">
          {subject}
        </TextLink>
      );
      return event.author_role === 'member' ? (
        <Trans>Message from the member: {link}</Trans>
      ) : by ? (
        <Trans>
          Reply by {by}: {link}
        </Trans>
      ) : (
        <Trans>Reply from the care team: {link}</Trans>
      );
    }
    case 'request': {
      const topic = event.topic;
      return <>{t`Programme request: ${topic}`}</>;
    }
    case 'request_answered': {
      const topic = event.topic;
      const status = Object.hasOwn(REQUEST_STATUS_LABELS, event.status)
        ? i18n._(REQUEST_STATUS_LABELS[event.status as keyof typeof REQUEST_STATUS_LABELS])
        : event.status;
      return <>{by ? t`Request answered by ${by} (${status}): ${topic}` : t`Request answered (${status}): ${topic}`}</>;
    }
    case 'programme_started': {
      const programme = event.programme;
      return <>{t`Started the programme ${programme}`}</>;
    }
    case 'programme_ended': {
      const programme = event.programme;
      const status = programmeStatus(event.status);
      return <>{t`Programme ${programme} ended (${status})`}</>;
    }
    case 'note': {
      const type = i18n._(NOTE_TYPE_NAMES[event.note_type]);
      const author = by ?? t`the care team`;
      return (
        <>
          <span className="font-medium">{t`${type} note by ${author}`}</span>
          <span className="block text-slate-700">{event.excerpt}</span>
        </>
      );
    }
    case 'target': {
      const kind = i18n._(TARGET_NAMES[event.target_kind]);
      return <>{by ? t`${kind} target set by ${by}` : t`${kind} target set`}</>;
    }
  }
}
