import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import type { Program } from '@wellpath/shared/programs/wire';
import type { SurveySummary } from '@wellpath/shared/surveys/wire';
import { ArrowLeft, CalendarDays, ChevronRight, ClipboardList, Clock, Compass, History, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { AsyncSection } from '@/components/ui/async-section';
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
import { PillarIcon } from '../components/pillar-icon';
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

  if (isWaitingForNetwork(pillars)) return <OfflineScreen />;
  if (pillars.isPending) return <PillarPageSkeleton />;
  if (pillars.isError) {
    return (
      <div className="space-y-6">
        <title>{pageTitle('Lifestyle')}</title>
        <BackLink />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Lifestyle</h1>
        <StatusMessage type="error">Failed to load lifestyle pillars. Please try again later.</StatusMessage>
      </div>
    );
  }
  if (!pillar) return <PillarNotFound pillars={pillars.data} />;

  return (
    <div className="space-y-10">
      <title>{pageTitle(pillar.name)}</title>
      <div className="space-y-4">
        <BackLink />
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
                <p className="text-sm font-semibold text-teal-800">Lifestyle pillar</p>
                <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{pillar.name}</h1>
              </div>
            </div>
            <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 sm:shrink-0">
              <Switch
                checked={pillar.is_active}
                onChange={() => activation.requestToggle(pillar)}
                label={`Activate ${pillar.name}`}
                disabled={activation.isToggling(pillar._id)}
              />
              <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
                {pillar.is_active ? 'Active' : 'Inactive'}
              </span>
            </div>
          </div>
          <p className="mt-5 max-w-3xl leading-7 text-slate-700">{pillar.description}</p>
          <p className="mt-3 text-sm text-slate-600" aria-live="polite">
            {pillar.is_active
              ? 'You are working on this pillar. It appears in your sidebar under Lifestyle.'
              : 'Activate this pillar when you are ready to focus on it. Working on one or two pillars at a time works best.'}
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

function BackLink() {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn('inline-flex items-center gap-1.5 rounded text-sm font-medium text-teal-800 hover:underline', focusRing)}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Your Health Journey
    </Link>
  );
}

function PillarRecommendations({ pillar }: { pillar: Pillar }) {
  return (
    <RecommendationsSection
      id="pillar-recommendations"
      title="Your Recommendations"
      description={`What your care team suggests for ${pillar.name.toLowerCase()}, based on your surveys.`}
      filter={{ pillar: pillar.slug }}
      empty={
        <RecommendationsEmptyState
          icon={<ClipboardList className="size-6" aria-hidden="true" />}
          title="No recommendations for this pillar yet"
          action={
            <a href={`#${SURVEYS_SECTION_ID}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              See the surveys
            </a>
          }
        >
          Recommendations appear here after you complete surveys. Take one of the {pillar.name.toLowerCase()} surveys below to get started.
        </RecommendationsEmptyState>
      }
      allDone={
        <RecommendationsEmptyState icon={<Sparkles className="size-6" aria-hidden="true" />} title="All caught up">
          You have completed every recommendation for this pillar. Retake a survey to see what to work on next.
        </RecommendationsEmptyState>
      }
    />
  );
}

function durationLabel(duration: number, unit: Program['duration_unit']): string {
  const singular = { days: 'day', weeks: 'week', months: 'month' }[unit];
  return `${duration} ${duration === 1 ? singular : unit}`;
}

const memberStatusLabel: Partial<Record<Program['member_status'], { text: string; className: string }>> = {
  active: { text: 'In progress', className: 'bg-amber-50 text-amber-900 ring-amber-300' },
  completed: { text: 'Completed', className: 'bg-green-50 text-green-800 ring-green-300' },
};

function PillarPrograms({ pillar }: { pillar: Pillar }) {
  const programs = useProgramsQuery({ pillar: pillar.slug });
  return (
    <CardGridSection
      id="pillar-programs"
      title="Programs"
      description="Guided programs with daily steps you can track. You can run up to two at a time."
      query={programs}
      noun="programs"
      emptyIcon={Compass}
      all={{ to: paths.programs.list.getHref(), label: 'Browse all programs' }}
    >
      {(program) => <ProgramLinkCard program={program} />}
    </CardGridSection>
  );
}

function ProgramLinkCard({ program }: { program: Program }) {
  const status = memberStatusLabel[program.member_status];
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
          {durationLabel(program.duration, program.duration_unit)}
        </span>
        {program.type === 'exercise' && (
          <span className="rounded-full bg-slate-100 px-2.5 py-1">Exercise{program.level ? ` · ${program.level}` : ''}</span>
        )}
        {status && <span className={cn('rounded-full px-2.5 py-1 ring-1 ring-inset', status.className)}>{status.text}</span>}
      </p>
    </Link>
  );
}

function surveyAction(survey: SurveySummary): string {
  if (survey.has_draft) return 'Continue survey';
  return survey.completions > 0 ? 'Retake survey' : 'Take survey';
}

function lastResult(survey: SurveySummary): string | null {
  if (!survey.last_completed_at) return null;
  const parts = [`Last taken ${formatLongDate(survey.last_completed_at)}`];
  if (survey.last_score !== null) parts.push(`score ${survey.last_score}`);
  return parts.join(' · ');
}

function PillarSurveys({ pillar }: { pillar: Pillar }) {
  const surveys = usePillarSurveysQuery(pillar.slug);
  return (
    <CardGridSection
      id={SURVEYS_SECTION_ID}
      title="Surveys"
      description="Short check-ins that shape your recommendations. Retake them to see how you are doing."
      query={surveys}
      noun="surveys"
      emptyIcon={ClipboardList}
      all={{ to: paths.surveys.list.getHref(), label: 'See all surveys' }}
    >
      {(survey) => <SurveyCard survey={survey} />}
    </CardGridSection>
  );
}

function SurveyCard({ survey }: { survey: SurveySummary }) {
  const result = lastResult(survey);
  return (
    <Card className="flex h-full flex-col p-5">
      <h3 className="font-semibold text-slate-900">{survey.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{survey.description}</p>
      <p className="mt-3 flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Clock className="size-3.5" aria-hidden="true" />
        About {survey.estimated_minutes} min
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">{result ?? 'Not taken yet'}</p>
      {result && survey.last_range_text && <p className="mt-1 text-sm leading-6 text-slate-600">{survey.last_range_text}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={paths.surveys.start.getHref(survey._id)}
          aria-label={`${surveyAction(survey)}: ${survey.title}`}
          className={buttonClasses({ size: 'sm', variant: survey.completions > 0 ? 'secondary' : 'primary' })}
        >
          {surveyAction(survey)}
        </Link>
        {survey.completions > 0 && (
          <TextLink
            to={paths.surveys.history.getHref(survey._id)}
            aria-label={`History of ${survey.title}`}
            className="inline-flex items-center gap-1 text-sm"
          >
            <History className="size-4" aria-hidden="true" />
            History
          </TextLink>
        )}
      </div>
    </Card>
  );
}

interface CardGridSectionProps<T> {
  id: string;
  title: string;
  description: string;
  query: { isPending: boolean; isError: boolean; data: T[] | undefined };
  /** What the cards are, in the plural ("programs"): the loading, failure and empty texts name them. */
  noun: string;
  emptyIcon: LucideIcon;
  /** Where the member finds all of them, whatever the pillar. */
  all: { to: string; label: string };
  /** One item's card. */
  children: (item: T) => ReactNode;
}

/**
 * A section of the pillar page whose items are cards in two columns: placeholders while they load,
 * the failure, or a card saying there are none for this pillar with a link to all of them.
 */
function CardGridSection<T extends { _id: string }>({
  id,
  title,
  description,
  query,
  noun,
  emptyIcon: EmptyIcon,
  all,
  children,
}: CardGridSectionProps<T>) {
  return (
    <Section id={id} title={title} description={description}>
      <AsyncSection
        query={query}
        loading={<ListSkeleton label={`Loading ${noun}`} />}
        error={`Failed to load ${noun}. Please try again later.`}
        empty={
          <Card className="flex items-center gap-4 p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <EmptyIcon className="size-6" aria-hidden="true" />
            </span>
            <p className="text-sm text-slate-700">
              There are no {noun} for this pillar yet. <TextLink to={all.to}>{all.label}</TextLink>
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
        Loading...
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
  return (
    <div className="mx-auto max-w-2xl">
      <title>{pageTitle('Pillar not found')}</title>
      <Card className="flex flex-col items-center p-8 text-center sm:p-10">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">Pillar not found</h1>
        <p className="mt-2 max-w-md text-slate-600">We couldn&apos;t find that lifestyle pillar. The link may be out of date.</p>
        <Link to={paths.home.getHref()} className={cn(buttonClasses(), 'mt-6')}>
          Back to Your Health Journey
        </Link>
        {pillars.length > 0 && (
          <nav aria-label="Lifestyle pillars" className="mt-8 w-full border-t border-slate-200 pt-6">
            <p className="text-sm font-medium text-slate-700">Or choose a pillar:</p>
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {pillars.map((p) => (
                <li key={p._id}>
                  <Link
                    to={paths.lifestyle.getHref(p.slug)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-teal-50',
                      focusRing,
                    )}
                  >
                    <PillarIcon name={p.icon} className="size-4 text-teal-700" />
                    {p.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Card>
    </div>
  );
}
