import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { tr } from '@/lib/i18n/translate';
import {
  effectiveStatus,
  REOPENED_STATUS,
  recommendationActions,
  sourceReasonMessage,
} from '@wellpath/shared/lifestyle/recommendation-rules';
import type { Recommendation, RecommendationStatus } from '@wellpath/shared/lifestyle/recommendations';
import { ChevronDown, CircleCheck, CircleDashed, ClipboardList, ExternalLink, RotateCcw, Timer } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { firstSentence } from '@/lib/sanitize';
import { Prose } from '@/components/ui/prose';
import { recommendationColorClasses } from './recommendation-colors';

export type HeadingLevel = 2 | 3 | 4 | 5;

const statusLook: Record<RecommendationStatus, { label: MessageDescriptor; className: string; icon: typeof CircleCheck }> = {
  not_started: { label: msg`Not started`, className: 'bg-slate-100 text-slate-700 ring-slate-300', icon: CircleDashed },
  in_progress: { label: msg`In progress`, className: 'bg-amber-50 text-amber-900 ring-amber-300', icon: Timer },
  completed: {
    label: msg({ message: 'Completed', context: 'recommendation' }),
    className: 'bg-green-50 text-green-800 ring-green-300',
    icon: CircleCheck,
  },
};

/** Only web links are offered; anything else in content (javascript:, data:) is dropped. */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

export function StatusBadge({ status }: { status: RecommendationStatus }) {
  const look = statusLook[status];
  const Icon = look.icon;
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        look.className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {i18n._(look.label)}
    </span>
  );
}

interface RecommendationCardProps {
  recommendation: Recommendation;
  headingLevel?: HeadingLevel;
  /** Start Progress / Mark Complete were pressed, or Reopen on a completed one. */
  onChangeStatus: (recommendation: Recommendation, status: RecommendationStatus) => void;
  /** Disables the actions while this card's change is being saved. */
  busy?: boolean;
  /** Changes whenever the list wants focus on this card (after it moved). */
  focusToken?: number;
  /** Shown as its title, status and one line until the member asks for the rest (the home screen). */
  collapsible?: boolean;
}

/**
 * The recommendation card (§2 home components, §3, §4): colour, category, text, links, why it was made,
 * status and actions; collapsible to its title, status and one line.
 */
export function RecommendationCard({
  recommendation: rec,
  headingLevel = 3,
  onChangeStatus,
  busy = false,
  focusToken,
  collapsible = false,
}: RecommendationCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const summary = useMemo(() => (collapsible ? firstSentence(rec.description) : ''), [collapsible, rec.description]);
  const ref = useRef<HTMLElement>(null);
  const status = effectiveStatus(rec);
  const colors = recommendationColorClasses(rec.color);
  const completedOn = formatLongDate(rec.updated_at);
  const completed = status === 'completed';
  const Heading = `h${headingLevel}` as const;

  // Re-run when the status changes too: the card may have been moved in the page since it was focused.
  useEffect(() => {
    if (focusToken !== undefined) ref.current?.focus();
  }, [focusToken, status]);

  const details = <RecommendationDetails rec={rec} />;

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="recommendation-card"
      data-status={status}
      className={cn(
        'flex h-full flex-col rounded-2xl border-l-4 bg-white shadow-sm ring-1 ring-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
        collapsible ? 'p-4' : 'p-5',
        colors.accent,
        completed && 'bg-slate-50/60',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className={cn('rounded-full px-2.5 py-0.5 font-semibold', colors.badge)}>{rec.category}</span>
          {rec.subcategory && (!collapsible || expanded) && <span className="font-medium text-slate-600">{rec.subcategory}</span>}
        </p>
        <StatusBadge status={status} />
      </div>

      {collapsible ? (
        // The title opens the card (an accordion header); the one line under it stands for the rest.
        <Heading id={titleId} className={cn('mt-2 text-base font-semibold text-slate-900', completed && 'text-slate-700')}>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((e) => !e)}
            className={cn('flex w-full items-start justify-between gap-2 rounded text-left hover:underline', focusRing)}
          >
            {rec.title}
            <ChevronDown
              className={cn(
                'mt-0.5 size-5 shrink-0 text-teal-800 transition-transform motion-reduce:transition-none',
                expanded && 'rotate-180',
              )}
              aria-hidden="true"
            />
          </button>
        </Heading>
      ) : (
        <Heading id={titleId} className={cn('mt-3 text-base font-semibold text-slate-900', completed && 'text-slate-700')}>
          {rec.title}
        </Heading>
      )}
      {collapsible && completed && (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Completed {completedOn}</Trans>
        </p>
      )}
      {collapsible && !completed && !expanded && <p className="mt-1 line-clamp-1 text-sm text-slate-600">{summary}</p>}

      {collapsible ? (
        // Rendered only when open: the home lists many cards, and their sanitised HTML is most of its work.
        <div id={detailsId} hidden={!expanded}>
          {expanded ? details : null}
        </div>
      ) : completed ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Completed {completedOn}</Trans>
          </p>
          <details className="group mt-2">
            <summary className={cn('w-fit cursor-pointer rounded text-sm font-medium text-teal-800 hover:underline', focusRing)}>
              <span className="group-open:hidden">
                <Trans>Show details</Trans>
              </span>
              <span className="hidden group-open:inline">
                <Trans>Hide details</Trans>
              </span>
            </summary>
            {details}
          </details>
        </>
      ) : (
        details
      )}

      {(!collapsible || expanded) && (
        <StatusActions rec={rec} completed={completed} busy={busy} titleId={titleId} onChangeStatus={onChangeStatus} />
      )}
    </article>
  );
}

/** A recommendation's text, its links and why it was made. */
function RecommendationDetails({ rec }: { rec: Recommendation }) {
  const { t } = useLingui();
  const reasonMessage = sourceReasonMessage(rec.source);
  const reason = reasonMessage === null ? null : tr(reasonMessage);
  const surveyTitle = rec.survey_title ?? rec.source?.survey_title ?? null;
  const links = (rec.external_links ?? []).filter((link) => isWebLink(link.url));
  return (
    <>
      <Prose html={rec.description} size="sm" className="mt-3" />

      {links.length > 0 && (
        <div className="mt-4">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <Trans>Learn more</Trans>
          </p>
          <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1.5">
            {links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn('rounded text-sm font-medium text-teal-800 underline-offset-2 hover:underline', focusRing)}
                >
                  {/* The no-break space keeps the icon on the line of the title's last word. */}
                  {`${link.title}\u00a0`}
                  <ExternalLink className="inline size-3.5 align-[-0.125em]" aria-hidden="true" />
                  <span className="sr-only"> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {(surveyTitle || reason) && (
        <div className="mt-4 flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <ClipboardList className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0">
            {surveyTitle && (
              <p>
                <Trans>
                  From your <span className="font-medium text-slate-900">{surveyTitle}</span> survey
                </Trans>
              </p>
            )}
            {reason && <p className="mt-0.5 break-words text-slate-600">{reason}</p>}
          </div>
        </div>
      )}
    </>
  );
}

/** Reopen on a completed recommendation; Start Progress and Mark Complete on an open one. */
function StatusActions({
  rec,
  completed,
  busy,
  titleId,
  onChangeStatus,
}: {
  rec: Recommendation;
  completed: boolean;
  busy: boolean;
  titleId: string;
  onChangeStatus: RecommendationCardProps['onChangeStatus'];
}) {
  const actions = recommendationActions(effectiveStatus(rec));
  return (
    <>
      {completed && (
        <div className="mt-auto pt-4">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onChangeStatus(rec, REOPENED_STATUS)}
            aria-describedby={titleId}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            <Trans>Reopen</Trans>
          </Button>
        </div>
      )}

      {actions.length > 0 && (
        <div className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row sm:flex-wrap">
          {actions.map((action) => (
            <Button
              key={action.to}
              size="sm"
              variant={action.to === 'completed' ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => onChangeStatus(rec, action.to)}
              aria-describedby={titleId}
            >
              {action.to === 'completed' ? <Trans>Mark Complete</Trans> : <Trans>Start Progress</Trans>}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
