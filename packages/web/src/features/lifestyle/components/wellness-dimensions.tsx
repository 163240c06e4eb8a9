import { Trans, useLingui } from '@lingui/react/macro';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { usePillarsQuery } from '@/api/pillars';
import { PillarIcon, PillarPill } from './pillar-icon';
import { PillarWarningDialog } from './pillar-warning-dialog';
import { usePillarActivation } from './use-pillar-activation';

interface PillarRowProps {
  pillar: Pillar;
  busy: boolean;
  onToggle: () => void;
  detailsOpen: boolean;
  onDetails: () => void;
}

/**
 * One pillar in a few lines: its icon, name (to its page), the first line of its description and its
 * switch; the chevron shows the whole description in place.
 */
function PillarRow({ pillar, busy, onToggle, detailsOpen, onDetails }: PillarRowProps) {
  const descriptionId = useId();
  const { t } = useLingui();
  const name = pillar.name;
  return (
    <Card className={cn('flex h-full items-start gap-3 px-3 py-2.5', pillar.is_active && 'ring-2 ring-teal-600')}>
      <span
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
          pillar.is_active ? 'bg-teal-700 text-white' : 'bg-teal-50 text-teal-800',
        )}
      >
        <PillarIcon name={pillar.icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold text-slate-900">
            <Link to={paths.lifestyle.getHref(pillar.slug)} className={cn('rounded hover:underline', focusRing)}>
              {pillar.name}
            </Link>
          </h3>
          <Switch checked={pillar.is_active} onChange={onToggle} label={t`Activate ${name}`} disabled={busy} />
        </div>
        <div className="mt-0.5 flex items-start gap-1">
          <p id={descriptionId} className={cn('min-w-0 flex-1 text-sm leading-6 text-slate-600', !detailsOpen && 'line-clamp-1')}>
            {pillar.description}
          </p>
          <button
            type="button"
            aria-expanded={detailsOpen}
            aria-controls={descriptionId}
            aria-label={t`About ${name}`}
            onClick={onDetails}
            className={cn(
              '-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded text-teal-800 hover:bg-teal-50',
              focusRing,
            )}
          >
            <ChevronDown
              className={cn('size-5 transition-transform motion-reduce:transition-none', detailsOpen && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        </div>
      </div>
    </Card>
  );
}

/**
 * The home screen's lifestyle pillars with their activate switches (§2, §4). Collapsible: once the
 * member works on a pillar, the section first says which, with Show all for every pillar and switch.
 */
export function WellnessDimensions({ collapsible = false }: { collapsible?: boolean }) {
  const pillars = usePillarsQuery();
  const activation = usePillarActivation(pillars.data);
  const gridId = useId();
  const { t } = useLingui();
  // Decided once, when the pillars first load: switching a pillar does not fold the section under the member's finger.
  const [open, setOpen] = useState<boolean | null>(null);
  if (collapsible && open === null && pillars.isSuccess) setOpen(pillars.data.every((p) => !p.is_active));
  const expanded = !collapsible || open === true;
  const active = (pillars.data ?? []).filter((p) => p.is_active);
  const count = pillars.data?.length ?? 0;
  // The pillars whose whole description the member opened.
  const [details, setDetails] = useState<ReadonlySet<string>>(new Set());
  const toggleDetails = (id: string) =>
    setDetails((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="wellness-dimensions-heading">
      <div className={expanded ? 'mb-4' : 'mb-2'}>
        <h2 id="wellness-dimensions-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Wellness Dimensions</Trans>
        </h2>
        {expanded && (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Choose the pillars of lifestyle medicine you want to work on. Focusing on one or two at a time works best.</Trans>
          </p>
        )}
      </div>

      {pillars.isPending && collapsible && <SkeletonGroup label={t`Loading pillars`} shapes={['h-9 w-2/3 rounded-full']} />}
      {pillars.isPending && !collapsible && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t`Loading pillars`}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card className="flex items-center gap-3 p-3">
                <Skeleton className="size-10 shrink-0 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {pillars.isError && (
        <StatusMessage type="error">
          <Trans>Failed to load lifestyle pillars. Please try again later.</Trans>
        </StatusMessage>
      )}

      <div id={gridId}>
        {pillars.isSuccess && !expanded && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-slate-700">
              {active.length > 0 ? <Trans>Working on</Trans> : <Trans>You are not working on a pillar yet.</Trans>}
            </p>
            {active.length > 0 && (
              <ul className="contents" aria-label={t`Your active pillars`}>
                {active.map((pillar) => (
                  <li key={pillar._id}>
                    <PillarPill pillar={pillar} look="active" />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        {pillars.isSuccess && expanded && (
          <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3 xl:grid-cols-3">
            {pillars.data.map((pillar) => (
              <li key={pillar._id}>
                <PillarRow
                  pillar={pillar}
                  busy={activation.isToggling(pillar._id)}
                  onToggle={() => activation.requestToggle(pillar)}
                  detailsOpen={details.has(pillar._id)}
                  onDetails={() => toggleDetails(pillar._id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {collapsible && pillars.isSuccess && (
        <DisclosureButton
          className="mt-2"
          open={expanded}
          onToggle={() => setOpen(!expanded)}
          controls={gridId}
          showLabel={t`Show all ${count} dimensions`}
          hideLabel={t`Show less`}
        />
      )}

      <PillarWarningDialog {...activation.warning} />
    </section>
  );
}
