import { Trans, useLingui } from '@lingui/react/macro';
import type { ProgrammeMinutesEntry } from '@wellpath/shared/health/wire';
import { CalendarCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ShowMoreButton, useShowMore } from '@/components/ui/show-more';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { ACTIVITY_TYPE_LABELS, INTENSITY_LABELS } from './activity-format';

/**
 * The activity minutes tracked in programmes over the same weeks (decision 0074): they count toward
 * the week with the activities logged here, once. Changed in the programme, not here.
 */
export function ProgrammeMinutesList({ entries }: { entries: readonly ProgrammeMinutesEntry[] }) {
  const { t, i18n } = useLingui();
  // The newest first, a few at a time: a member tracking daily has dozens over the weeks shown.
  const list = useShowMore(entries, 7, 14);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="programme-minutes-heading">
      <Card className="p-5 sm:p-6">
        <h2 id="programme-minutes-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarCheck className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
          <Trans>From your programmes</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            The minutes you track in a programme count toward your week. A walk you also log here counts once: the larger of the two, never
            both.
          </Trans>
        </p>
        <ul className="mt-4 divide-y divide-slate-100">
          {list.visible.map((m) => {
            const kind = i18n._(ACTIVITY_TYPE_LABELS[m.type]);
            const intensity = i18n._(INTENSITY_LABELS[m.intensity].label);
            const minutes = t`${m.minutes} min`;
            return (
              <li key={`${m.program_id}-${m.date}-${m.type}`} className="py-3 first:pt-0 last:pb-0">
                <p className="font-semibold text-slate-900">
                  {kind} · <span className="tabular-nums">{minutes}</span> · {intensity}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {formatLongDate(m.date)} · <TextLink to={paths.programs.detail.getHref(m.program_id)}>{m.program_title}</TextLink>
                </p>
                {m.overlaps && (
                  <p className="mt-1 text-sm text-slate-600">
                    <Trans>Also logged that day: the larger of the two counts, once.</Trans>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <ShowMoreButton hidden={list.hidden} step={list.step} onClick={list.more} noun={t`programme days`} />
      </Card>
    </section>
  );
}
