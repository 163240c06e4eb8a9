import { formatNumber } from '@/lib/i18n/format';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SurveySummary } from '@wellpath/shared/surveys/wire';
import { CircleCheck, Clock, History, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { useSurveysQuery } from '@/api/surveys';
import { buttonClasses } from '@/components/ui/button';
import { AsyncSection } from '@/components/ui/async-section';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';

/** /surveys: every survey with the member's last result, Take or Retake, and History. */
export function SurveysPage() {
  const surveys = useSurveysQuery();
  const { t } = useLingui();

  return (
    <div>
      <title>{pageTitle(t`Surveys`)}</title>
      <PageHeader
        title={t`Surveys`}
        description={t`Short check-ins about your health and habits. Your answers shape your recommendations and suggested programmes, and retaking a survey later shows how things are changing.`}
      />

      <div className="mt-8">
        <AsyncSection
          query={surveys}
          loading={
            <ul className="grid gap-4 md:grid-cols-2" aria-label={t`Loading surveys`}>
              {[0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <Card className="p-5">
                    <Skeleton className="h-5 w-2/3" />
                    <Skeleton className="mt-3 h-4 w-full" />
                    <Skeleton className="mt-2 h-4 w-5/6" />
                    <Skeleton className="mt-6 h-10 w-28" />
                  </Card>
                </li>
              ))}
            </ul>
          }
          error={t`Failed to load surveys. Please try again later.`}
          empty={
            <Card className="p-6 text-center sm:p-8">
              <p className="text-lg font-semibold text-slate-900">
                <Trans>No surveys are available yet.</Trans>
              </p>
              <p className="mt-2 text-slate-600">
                <Trans>Your care team is preparing them. Check back soon, or continue your journey on the home screen.</Trans>
              </p>
              <Link to={paths.home.getHref()} className={`${buttonClasses({ variant: 'secondary' })} mt-6`}>
                <Trans>Back to Your Health Journey</Trans>
              </Link>
            </Card>
          }
        >
          {(list) => <SurveyGrid surveys={list} />}
        </AsyncSection>
      </div>
    </div>
  );
}

function SurveyGrid({ surveys }: { surveys: SurveySummary[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {surveys.map((survey) => (
        <li key={survey._id}>
          <SurveyCard survey={survey} />
        </li>
      ))}
    </ul>
  );
}

function SurveyCard({ survey }: { survey: SurveySummary }) {
  const done = survey.completions > 0;
  const title = survey.title;
  const minutes = survey.estimated_minutes;
  const questions = survey.question_count;
  const lastCompleted = survey.last_completed_at ? formatLongDate(survey.last_completed_at) : null;
  const score = survey.last_score === null ? null : formatNumber(survey.last_score);
  const unit = survey.score_unit;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-center gap-2">
        {survey.pillar && (
          <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900">{survey.pillar.name}</span>
        )}
        {survey.has_draft && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <PencilLine className="size-3.5" aria-hidden="true" />
            <Trans>Continue where you left off</Trans>
          </span>
        )}
      </div>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{survey.title}</h2>
      <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
        <Clock className="size-4" aria-hidden="true" />
        <Trans>
          About <Plural value={minutes} one="# minute" other="# minutes" /> ·{' '}
          <Plural value={questions} one="# question" other="# questions" />
        </Trans>
      </p>
      <p className="mt-3 text-sm leading-6 text-slate-700">{survey.description}</p>

      {done && lastCompleted && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-slate-800">
            <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
            <Trans>Last completed {lastCompleted}</Trans>
          </p>
          {score !== null && (
            <p className="mt-1 font-semibold text-teal-800">
              {unit ? (
                <Trans>
                  Score {score} {unit}
                </Trans>
              ) : (
                <Trans>Score {score}</Trans>
              )}
            </p>
          )}
          {survey.last_range_text && <p className="mt-1 leading-6 text-slate-600">{survey.last_range_text}</p>}
        </div>
      )}

      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Link to={paths.surveys.start.getHref(survey._id)} className={buttonClasses({ variant: done ? 'secondary' : 'primary' })}>
          {done ? (
            <Trans>
              Retake <span className="sr-only">{title}</span>
            </Trans>
          ) : (
            <Trans>
              Take <span className="sr-only">{title}</span>
            </Trans>
          )}
        </Link>
        {done && (
          <Link to={paths.surveys.history.getHref(survey._id)} className={buttonClasses({ variant: 'ghost' })}>
            <History className="size-4" aria-hidden="true" />
            <Trans>
              History <span className="sr-only">of {title}</span>
            </Trans>
          </Link>
        )}
      </div>
    </Card>
  );
}
