import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import type { Program } from '@wellpath/shared/programs/wire';
import type { SurveySummary } from '@wellpath/shared/surveys/wire';
import { CalendarDays, ChevronRight, ClipboardList, Clock, Compass, History, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { AsyncSection } from '@/components/ui/async-section';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { Switch } from '@/components/ui/switch';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { usePillarsQuery } from '@/api/pillars';
import { useProgramsQuery } from '@/api/programs';
import { usePillarSurveysQuery } from '@/api/surveys';
import { PillarIcon, PillarPill } from '../components/pillar-icon';
import { PillarWarningDialog } from '../components/pillar-warning-dialog';
import { RecommendationListSkeleton } from '../components/recommendation-list';
import { RecommendationsEmptyState } from '../components/recommendations-empty-state';
import { RecommendationsSection } from '../components/recommendations-section';
import { Section } from '../components/section';
import { usePillarActivation } from '../components/use-pillar-activation';

const SURVEYS_SECTION_ID = 'pillar-surveys';

/** Pillar details (/lifestyle/:slug): what the pillar is, its activate switch, and the member's recommendations, programmes and surveys for it. */
export function PillarPage({ education }: { education?: (pillarSlug: string) => ReactNode } = {}) {
  const { slug = '' } = useParams();
  const pillars = usePillarsQuery();
  const activation = usePillarActivation(pillars.data);
  const pillar = pillars.data?.find((p) => p.slug === slug);
  const { t } = useLingui();
  const name = pillar?.name ?? '';

  if (isWaitingForNetwork(pillars)) return <OfflineScreen />;
  if (pillars.isPending) return <PillarPageSkeleton />;
  if (pillars.isError) {
    return (
      <div className="space-y-6">
        <title>{pageTitle(t`Lifestyle`)}</title>
        <BackLink to={paths.home.getHref()}>
          <Trans>Your Health Journey</Trans>
        </BackLink>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Lifestyle</Trans>
        </h1>
        <StatusMessage type="error">
          <Trans>Failed to load lifestyle pillars. Please try again later.</Trans>
        </StatusMessage>
      </div>
    );
  }
  if (!pillar) return <PillarNotFound pillars={pillars.data} />;

  return (
    <div className="space-y-10">
      <title>{pageTitle(pillar.name)}</title>
      <div className="space-y-4">
        <BackLink to={paths.home.getHref()}>
          <Trans>Your Health Journey</Trans>
        </BackLink>
        <Card className={cn('p-6 sm:p-8', pillar.is_active && 'ring-2 ring-teal-600')}>
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 items-start gap-4">
              <span
                className={cn(
                  'inline-flex size-14 shrink-0 items-center justify-center rounded-2xl',
                  pillar.is_active ? 'bg-teal-700 text-white' : 'bg-teal-50 text-teal-800',
                )}
              >
                <PillarIcon name={pillar.icon} className="size-7" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-teal-800">
                  <Trans>Lifestyle pillar</Trans>
                </p>
                <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{pillar.name}</h1>
              </div>
            </div>
            <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 sm:shrink-0">
              <Switch
                checked={pillar.is_active}
                onChange={() => activation.requestToggle(pillar)}
                label={t`Activate ${name}`}
                disabled={activation.isToggling(pillar._id)}
              />
              <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
                {pillar.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
              </span>
            </div>
          </div>
          <p className="mt-5 max-w-3xl leading-7 text-slate-700">{pillar.description}</p>
          <p className="mt-3 text-sm text-slate-600" aria-live="polite">
            {pillar.is_active
              ? t`You are working on this pillar. It appears in your sidebar under Lifestyle.`
              : t`Activate this pillar when you are ready to focus on it. Working on one or two pillars at a time works best.`}
          </p>
        </Card>
      </div>

      <PillarRecommendations pillar={pillar} />
      <PillarPrograms pillar={pillar} />
      <PillarSurveys pillar={pillar} />
      {education?.(pillar.slug)}

      <PillarWarningDialog {...activation.warning} />
    </div>
  );
}

function PillarRecommendations({ pillar }: { pillar: Pillar }) {
  const { t } = useLingui();
  const name = pillar.name.toLowerCase();
  return (
    <RecommendationsSection
      id="pillar-recommendations"
      title={t`Your Recommendations`}
      description={t`What your care team suggests for ${name}, based on your surveys.`}
      filter={{ pillar: pillar.slug }}
      empty={
        <RecommendationsEmptyState
          icon={<ClipboardList className="size-6" aria-hidden="true" />}
          title={t`No recommendations for this pillar yet`}
          action={
            <a href={`#${SURVEYS_SECTION_ID}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Trans>See the surveys</Trans>
            </a>
          }
        >
          <Trans>Recommendations appear here after you complete surveys. Take one of the {name} surveys below to get started.</Trans>
        </RecommendationsEmptyState>
      }
      allDone={
        <RecommendationsEmptyState icon={<Sparkles className="size-6" aria-hidden="true" />} title={t`All caught up`}>
          <Trans>You have completed every recommendation for this pillar. Retake a survey to see what to work on next.</Trans>
        </RecommendationsEmptyState>
      }
    />
  );
}

function durationLabel(duration: number, unit: Program['duration_unit']): MessageDescriptor {
  if (unit === 'days') return msg`${plural(duration, { one: '# day', other: '# days' })}`;
  if (unit === 'weeks') return msg`${plural(duration, { one: '# week', other: '# weeks' })}`;
  return msg`${plural(duration, { one: '# month', other: '# months' })}`;
}

const memberStatusLabel: Partial<Record<Program['member_status'], { text: MessageDescriptor; className: string }>> = {
  active: { text: msg`In progress`, className: 'bg-amber-50 text-amber-900 ring-amber-300' },
  completed: { text: msg({ message: 'Completed', context: 'recommendation' }), className: 'bg-green-50 text-green-800 ring-green-300' },
};

function PillarPrograms({ pillar }: { pillar: Pillar }) {
  const programs = useProgramsQuery({ pillar: pillar.slug });
  return (
    <CardGridSection kind={cardSections.programs} query={programs}>
      {(program) => <ProgramLinkCard program={program} />}
    </CardGridSection>
  );
}

function ProgramLinkCard({ program }: { program: Program }) {
  const status = memberStatusLabel[program.member_status];
  const { i18n } = useLingui();
  const level = program.level;
  return (
    <Link
      to={paths.programs.detail.getHref(program._id)}
      className={cn('group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-teal-600', focusRing)}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900 group-hover:underline">{program.title}</h3>
        <ChevronRight className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      </div>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{program.shortText}</p>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-xs font-medium text-slate-700">
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {i18n._(durationLabel(program.duration, program.duration_unit))}
        </span>
        {program.type === 'exercise' && (
          <span className="rounded-full bg-slate-100 px-2.5 py-1">
            {level ? <Trans>Exercise · {level}</Trans> : <Trans>Exercise</Trans>}
          </span>
        )}
        {status && <span className={cn('rounded-full px-2.5 py-1 ring-1 ring-inset', status.className)}>{i18n._(status.text)}</span>}
      </p>
    </Link>
  );
}

function surveyAction(survey: SurveySummary): MessageDescriptor {
  if (survey.has_draft) return msg`Continue survey`;
  return survey.completions > 0 ? msg`Retake survey` : msg`Take survey`;
}

function lastResult(survey: SurveySummary): MessageDescriptor | null {
  if (!survey.last_completed_at) return null;
  const date = formatLongDate(survey.last_completed_at);
  if (survey.last_score === null) return msg`Last taken ${date}`;
  const score = formatNumber(survey.last_score);
  return msg`Last taken ${date} · score ${score}`;
}

function PillarSurveys({ pillar }: { pillar: Pillar }) {
  const surveys = usePillarSurveysQuery(pillar.slug);
  return (
    <CardGridSection kind={cardSections.surveys} query={surveys}>
      {(survey) => <SurveyCard survey={survey} />}
    </CardGridSection>
  );
}

function SurveyCard({ survey }: { survey: SurveySummary }) {
  const { t, i18n } = useLingui();
  const lastTaken = lastResult(survey);
  const result = lastTaken ? i18n._(lastTaken) : null;
  const title = survey.title;
  const minutes = survey.estimated_minutes;
  const action = i18n._(surveyAction(survey));
  return (
    <Card className="flex h-full flex-col p-5">
      <h3 className="font-semibold text-slate-900">{survey.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{survey.description}</p>
      <p className="mt-3 flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Clock className="size-3.5" aria-hidden="true" />
        <Trans>About {minutes} min</Trans>
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">{result ?? <Trans>Not taken yet</Trans>}</p>
      {result && survey.last_range_text && <p className="mt-1 text-sm leading-6 text-slate-600">{survey.last_range_text}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={paths.surveys.start.getHref(survey._id)}
          aria-label={t`${action}: ${title}`}
          className={buttonClasses({ size: 'sm', variant: survey.completions > 0 ? 'secondary' : 'primary' })}
        >
          {action}
        </Link>
        {survey.completions > 0 && (
          <TextLink
            to={paths.surveys.history.getHref(survey._id)}
            aria-label={t`History of ${title}`}
            className="inline-flex items-center gap-1 text-sm"
          >
            <History className="size-4" aria-hidden="true" />
            <Trans>History</Trans>
          </TextLink>
        )}
      </div>
    </Card>
  );
}

/**
 * What a card section of the pillar page lists: its anchor, heading and description; the list's
 * loading label, its failure and the sentence (with its icon) saying there are none for this pillar.
 */
interface CardGridKind {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  loading: MessageDescriptor;
  error: MessageDescriptor;
  empty: MessageDescriptor;
  emptyIcon: LucideIcon;
  /** Where the member finds all of them, whatever the pillar. */
  all: { to: string; label: MessageDescriptor };
}

/** The pillar page's two card sections: the member's programmes and surveys for the pillar. */
const cardSections = {
  programs: {
    id: 'pillar-programs',
    title: msg`Programs`,
    description: msg`Guided programs with daily steps you can track. You can run up to two at a time.`,
    loading: msg`Loading programs`,
    error: msg`Failed to load programs. Please try again later.`,
    empty: msg`There are no programs for this pillar yet.`,
    emptyIcon: Compass,
    all: { to: paths.programs.list.getHref(), label: msg`Browse all programs` },
  },
  surveys: {
    id: SURVEYS_SECTION_ID,
    title: msg`Surveys`,
    description: msg`Short check-ins that shape your recommendations. Retake them to see how you are doing.`,
    loading: msg`Loading surveys`,
    error: msg`Failed to load surveys. Please try again later.`,
    empty: msg`There are no surveys for this pillar yet.`,
    emptyIcon: ClipboardList,
    all: { to: paths.surveys.list.getHref(), label: msg`See all surveys` },
  },
} satisfies Record<string, CardGridKind>;

/**
 * A section of the pillar page whose items are cards in two columns: placeholders while they load,
 * the failure, or a card saying there are none for this pillar with a link to all of them.
 */
function CardGridSection<T extends { _id: string }>({
  kind,
  query,
  children,
}: {
  kind: CardGridKind;
  query: { isPending: boolean; isError: boolean; data: T[] | undefined };
  /** One item's card. */
  children: (item: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  const EmptyIcon = kind.emptyIcon;
  return (
    <Section id={kind.id} title={i18n._(kind.title)} description={i18n._(kind.description)}>
      <AsyncSection
        query={query}
        loading={<ListSkeleton label={i18n._(kind.loading)} />}
        error={i18n._(kind.error)}
        empty={
          <Card className="flex items-center gap-4 p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <EmptyIcon className="size-6" aria-hidden="true" />
            </span>
            <p className="text-sm text-slate-700">
              {i18n._(kind.empty)} <TextLink to={kind.all.to}>{i18n._(kind.all.label)}</TextLink>
            </p>
          </Card>
        }
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {list.map((item) => (
              <li key={item._id}>{children(item)}</li>
            ))}
          </ul>
        )}
      </AsyncSection>
    </Section>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={label} aria-busy="true">
      {[0, 1].map((i) => (
        <li key={i}>
          <Card className="p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-4/5" />
            <Skeleton className="mt-4 h-6 w-24 rounded-full" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function PillarPageSkeleton() {
  return (
    <div className="space-y-10" aria-busy="true">
      <p className="sr-only" role="status">
        <Trans>Loading...</Trans>
      </p>
      <Card className="p-6 sm:p-8">
        <div className="flex items-center gap-4">
          <Skeleton className="size-14 rounded-2xl" />
          <Skeleton className="h-8 w-48" />
        </div>
        <Skeleton className="mt-6 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-3/4" />
      </Card>
      <RecommendationListSkeleton />
    </div>
  );
}

function PillarNotFound({ pillars }: { pillars: readonly Pillar[] }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-2xl">
      <title>{pageTitle(t`Pillar not found`)}</title>
      <Card className="flex flex-col items-center p-8 text-center sm:p-10">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
          <Trans>Pillar not found</Trans>
        </h1>
        <p className="mt-2 max-w-md text-slate-600">
          <Trans>We couldn't find that lifestyle pillar. The link may be out of date.</Trans>
        </p>
        <Link to={paths.home.getHref()} className={cn(buttonClasses(), 'mt-6')}>
          <Trans>Back to Your Health Journey</Trans>
        </Link>
        {pillars.length > 0 && (
          <nav aria-label={t`Lifestyle pillars`} className="mt-8 w-full border-t border-slate-200 pt-6">
            <p className="text-sm font-medium text-slate-700">
              <Trans>Or choose a pillar:</Trans>
            </p>
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {pillars.map((p) => (
                <li key={p._id}>
                  <PillarPill pillar={p} look="plain" />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Card>
    </div>
  );
}
