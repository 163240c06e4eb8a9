import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTE_TYPES, type NoteType } from '@wellpath/shared/staff/notes';
import { ALERT_KIND_NAMES, ALERT_KINDS, type TimelineEvent, type TimelineKind } from '@wellpath/shared/staff/wire';
import { PROGRAM_REQUEST_STATUSES } from '@wellpath/shared/programs/wire';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery } from '@/api/resources';
import { AsyncSection } from '@/components/ui/async-section';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { tr } from '@/lib/i18n/translate';
import { formatDateTime } from './format';
import { NOTE_TYPE_NAMES } from './note-form';
import { REQUEST_STATUS_LABELS } from './request-status';
import { Section } from './section';

const KIND_NAMES: Record<TimelineKind, MessageDescriptor> = {
  reading: msg({ message: 'Blood pressure', comment: 'a filter of the member timeline' }),
  lab: msg({ message: 'Lab reports', comment: 'a filter of the member timeline' }),
  survey: msg({ message: 'Surveys', comment: 'a filter of the member timeline' }),
  alert: msg({ message: 'Alerts', comment: 'a filter of the member timeline' }),
  message: msg({ message: 'Messages', comment: 'a filter of the member timeline' }),
  request: msg({ message: 'Requests', comment: 'a filter of the member timeline' }),
  program: msg({ message: 'Programmes', comment: 'a filter of the member timeline' }),
  note: msg({ message: 'Notes', comment: 'a filter of the member timeline' }),
};

const isNoteType = (value: string): value is NoteType => (NOTE_TYPES as readonly string[]).includes(value);
const isAlertKind = (value: string): value is (typeof ALERT_KINDS)[number] => (ALERT_KINDS as readonly string[]).includes(value);
const isStatus = (value: string | null): value is (typeof PROGRAM_REQUEST_STATUSES)[number] =>
  value !== null && (PROGRAM_REQUEST_STATUSES as readonly string[]).includes(value);

/** One event in a sentence, in the reader's language. */
function useSentence() {
  const { t, i18n } = useLingui();
  return (e: TimelineEvent): string => {
    const { title, detail, by } = e;
    switch (e.kind) {
      case 'reading':
        return by ? t`Blood pressure ${detail}, entered by ${by}` : t`Blood pressure ${detail}`;
      case 'lab':
        return by ? t`Lab report from ${title} (${detail}), entered by ${by}` : t`Lab report from ${title} (${detail})`;
      case 'survey':
        return detail ? t`${title} completed, score ${detail}` : t`${title} completed`;
      case 'alert': {
        const kind = isAlertKind(title) ? tr(ALERT_KIND_NAMES[title]) : title;
        if (e.step === 'acknowledged') return t`Alert acknowledged by ${by}: ${kind}`;
        if (e.step === 'resolved') return t`Alert resolved by ${by}: ${kind}`;
        return t`Alert raised: ${kind}`;
      }
      case 'message':
        return e.step === 'staff' ? t`Reply from ${by}: ${title}` : t`Message from the member: ${title}`;
      case 'request': {
        if (e.step !== 'answered') return t`Programme request: ${title}`;
        const status = isStatus(detail) ? i18n._(REQUEST_STATUS_LABELS[detail]) : (detail ?? '');
        return t`Request answered by ${by} (${status}): ${title}`;
      }
      case 'program':
        if (e.step === 'completed') return t`Programme completed: ${title}`;
        if (e.step === 'left') return t`Programme left: ${title}`;
        return t`Programme started: ${title}`;
      case 'note': {
        const type = isNoteType(title) ? i18n._(NOTE_TYPE_NAMES[title]) : title;
        return t`Note (${type}) by ${by}`;
      }
    }
  };
}

/** The member's record in date order, newest first, with a filter per kind (each read is in the access log). */
export function MemberTimeline({ memberId }: { memberId: string }) {
  const { t, i18n } = useLingui();
  const timeline = useQuery(apiQuery('GET /staff/members/:id/timeline', { params: { id: memberId } }));
  const [hidden, setHidden] = useState<ReadonlySet<TimelineKind>>(new Set());
  const sentence = useSentence();
  return (
    <Section id="timeline" title={t`Timeline`} description={t`Everything on the member's record, newest first. Untick a kind to hide it.`}>
      <AsyncSection
        query={timeline}
        isEmpty={(data) => data.events.length === 0}
        loading={<SkeletonGroup className="space-y-2" label={t`Loading the timeline`} shapes={['h-10', 'h-10', 'h-10']} />}
        error={
          <RetryError query={timeline}>
            <Trans>The timeline could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <p className="text-sm text-slate-600">
            <Trans>Nothing on the record yet.</Trans>
          </p>
        }
      >
        {(data) => {
          const shown = data.events.filter((e) => !hidden.has(e.kind));
          return (
            <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">
                  <Trans>Show</Trans>
                </legend>
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                  {data.kinds.map((kind) => (
                    <label key={kind} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-teal-700"
                        checked={!hidden.has(kind)}
                        onChange={(event) => {
                          const next = new Set(hidden);
                          if (event.target.checked) next.delete(kind);
                          else next.add(kind);
                          setHidden(next);
                        }}
                      />
                      {i18n._(KIND_NAMES[kind])}
                    </label>
                  ))}
                </div>
              </fieldset>
              <ol className="divide-y divide-slate-100" aria-label={t`Timeline, newest first`} data-testid="timeline">
                {shown.map((e) => (
                  <li key={e._id} className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:gap-4">
                    <time dateTime={e.at} className="shrink-0 text-slate-600 sm:w-56">
                      {formatDateTime(e.at)}
                    </time>
                    <span className="min-w-0 break-words text-slate-900">
                      {e.kind === 'message' && e.ref_id ? (
                        <TextLink to={paths.care.thread.getHref(e.ref_id)}>{sentence(e)}</TextLink>
                      ) : (
                        sentence(e)
                      )}
                    </span>
                  </li>
                ))}
              </ol>
              {shown.length === 0 && (
                <p className="text-sm text-slate-600">
                  <Trans>Nothing of the kinds shown.</Trans>
                </p>
              )}
            </div>
          );
        }}
      </AsyncSection>
    </Section>
  );
}
