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

  return (
    <div>
      <title>{pageTitle('Surveys')}</title>
      <PageHeader
        title="Surveys"
        description="Short check-ins about your health and habits. Your answers shape your recommendations and suggested programmes, and retaking a survey later shows how things are changing."
      />

      <div className="mt-8">
        <AsyncSection
          query={surveys}
          loading={
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Loading surveys">
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
          error="Failed to load surveys. Please try again later."
          empty={
            <Card className="p-6 text-center sm:p-8">
              <p className="text-lg font-semibold text-slate-900">No surveys are available yet.</p>
              <p className="mt-2 text-slate-600">
                Your care team is preparing them. Check back soon, or continue your journey on the home screen.
              </p>
              <Link to={paths.home.getHref()} className={`${buttonClasses({ variant: 'secondary' })} mt-6`}>
                Back to Your Health Journey
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
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-center gap-2">
        {survey.pillar && (
          <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900">{survey.pillar.name}</span>
        )}
        {survey.has_draft && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <PencilLine className="size-3.5" aria-hidden="true" />
            Continue where you left off
          </span>
        )}
      </div>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{survey.title}</h2>
      <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
        <Clock className="size-4" aria-hidden="true" />
        About {survey.estimated_minutes} {survey.estimated_minutes === 1 ? 'minute' : 'minutes'} · {survey.question_count}{' '}
        {survey.question_count === 1 ? 'question' : 'questions'}
      </p>
      <p className="mt-3 text-sm leading-6 text-slate-700">{survey.description}</p>

      {done && survey.last_completed_at && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-slate-800">
            <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
            Last completed {formatLongDate(survey.last_completed_at)}
          </p>
          {survey.last_score !== null && (
            <p className="mt-1 font-semibold text-teal-800">
              Score {survey.last_score}
              {survey.score_unit ? ` ${survey.score_unit}` : ''}
            </p>
          )}
          {survey.last_range_text && <p className="mt-1 leading-6 text-slate-600">{survey.last_range_text}</p>}
        </div>
      )}

      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Link to={paths.surveys.start.getHref(survey._id)} className={buttonClasses({ variant: done ? 'secondary' : 'primary' })}>
          {done ? 'Retake ' : 'Take '}
          <span className="sr-only">{survey.title}</span>
        </Link>
        {done && (
          <Link to={paths.surveys.history.getHref(survey._id)} className={buttonClasses({ variant: 'ghost' })}>
            <History className="size-4" aria-hidden="true" />
            History <span className="sr-only">of {survey.title}</span>
          </Link>
        )}
      </div>
    </Card>
  );
}
