import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { useSurveyQuery } from '../api/surveys';
import { BackLink } from '../components/back-link';
import { LoadFailed, Loading } from '../components/load-error';
import { SurveyStepper } from '../components/survey-stepper';

/** /surveys/:id/start: one question per step, resuming a saved draft. */
export function TakeSurveyPage() {
  const { id = '' } = useParams();
  const query = useSurveyQuery(id, { fresh: true });
  // The stepper starts from the draft, so it waits for this visit's copy of it.
  const ready = query.isSuccess && query.isFetchedAfterMount;
  const survey = query.data?.survey;
  const minutes = survey?.estimated_minutes ?? 0;
  const { t } = useLingui();

  return (
    <div className="mx-auto max-w-3xl">
      <title>{pageTitle(survey ? survey.title : t`Take Survey`)}</title>
      <BackLink to={paths.surveys.list.getHref()}>
        <Trans>All surveys</Trans>
      </BackLink>

      {query.isError ? (
        <LoadFailed className="mt-6" heading={t`Take Survey`} error={query.error} what="survey" />
      ) : !ready || !survey ? (
        <Loading className="mt-6" heading={t`Loading survey`}>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="mt-3 h-4 w-40" />
          <Card className="mt-8 p-6">
            <Skeleton className="h-7 w-3/4" />
            <div className="mt-6 space-y-3">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-12 w-full rounded-xl" />
              ))}
            </div>
          </Card>
        </Loading>
      ) : (
        <>
          <header className="mt-4 mb-6">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{survey.title}</h1>
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Clock className="size-4" aria-hidden="true" />
              <Trans>
                About <Plural value={minutes} one="# minute" other="# minutes" />
              </Trans>
            </p>
          </header>
          <SurveyStepper key={survey._id} detail={query.data} routeId={id} />
        </>
      )}
    </div>
  );
}
