import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';
import type { PublicQuestion, SurveyResponse } from '@wellpath/shared/surveys/wire';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { focusRing } from '@/components/ui/focus-ring';
import { LineChart } from '@/components/ui/line-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { describeAnswer } from '../answers';
import { useSurveyHistoryQuery, useSurveyQuery } from '../api/surveys';
import { BackLink } from '../components/back-link';
import { LoadFailed, Loading } from '../components/load-error';

/** /surveys/:id/history: past completions, newest first, with a chart of the score over time. */
export function SurveyHistoryPage() {
  const { id = '' } = useParams();
  const history = useSurveyHistoryQuery(id);
  const detail = useSurveyQuery(id);
  const survey = history.data?.survey;
  const { t } = useLingui();
  const surveyTitle = survey?.title;

  return (
    <div className="mx-auto max-w-3xl">
      <title>{pageTitle(surveyTitle ? t`${surveyTitle} history` : t`Survey History`)}</title>
      <BackLink to={paths.surveys.list.getHref()}>
        <Trans>All surveys</Trans>
      </BackLink>

      {history.isError ? (
        <LoadFailed className="mt-4" heading={t`Survey History`} error={history.error} what="history" />
      ) : history.isPending ? (
        <Loading className="mt-4" heading={t`Loading survey history`}>
          <Skeleton className="h-9 w-2/3" />
          <Card className="mt-6 p-6">
            <Skeleton className="h-48 w-full" />
          </Card>
          <div className="mt-6 space-y-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        </Loading>
      ) : (
        <HistoryContent
          surveyId={id}
          title={history.data.survey.title}
          scored={history.data.survey.scored}
          responses={history.data.responses}
          questions={detail.data?.survey.questions}
          questionsFailed={detail.isError}
        />
      )}
    </div>
  );
}

interface HistoryContentProps {
  surveyId: string;
  title: string;
  scored: boolean;
  responses: SurveyResponse[];
  questions: PublicQuestion[] | undefined;
  questionsFailed: boolean;
}

function HistoryContent({ surveyId, title, scored, responses, questions, questionsFailed }: HistoryContentProps) {
  const scoredResponses = responses.filter((r) => r.score !== null);
  const unit = responses.find((r) => r.score_unit)?.score_unit ?? undefined;
  const { t } = useLingui();
  const count = responses.length;

  return (
    <>
      <PageHeader
        className="mt-4"
        title={title}
        description={count > 0 && t`Your history: ${plural(count, { one: '# completion', other: '# completions' })}`}
        actions={
          responses.length > 0 && (
            <Link to={paths.surveys.start.getHref(surveyId)} className={buttonClasses({ variant: 'secondary' })}>
              <Trans>Retake survey</Trans>
            </Link>
          )
        }
      />

      {responses.length === 0 ? (
        <Card className="mt-6 p-6 text-center sm:p-8">
          <p className="text-lg font-semibold text-slate-900">
            <Trans>You haven't completed this survey yet.</Trans>
          </p>
          <p className="mt-2 text-slate-600">
            <Trans>When you do, each result is kept here so you can see how things change over time.</Trans>
          </p>
          <Link to={paths.surveys.start.getHref(surveyId)} className={`${buttonClasses()} mt-6`}>
            <Trans>Take Survey</Trans>
          </Link>
        </Card>
      ) : (
        <>
          {scored && scoredResponses.length > 0 && (
            <Card className="mt-6 p-4 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">
                <Trans>Your scores over time</Trans>
              </h2>
              {scoredResponses.length === 1 && (
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>Take the survey again later to see your trend.</Trans>
                </p>
              )}
              <LineChart
                className="mt-4"
                title={t`${title} scores over time`}
                series={[
                  { id: 'score', label: t`Score`, points: [...scoredResponses].reverse().map((r) => ({ x: r.completed_at, y: r.score! })) },
                ]}
                yUnit={unit}
                yMin={0}
              />
            </Card>
          )}

          <section aria-labelledby="past-results-heading" className="mt-8">
            <h2 id="past-results-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Past results</Trans>
            </h2>
            <ol className="mt-3 space-y-3">
              {responses.map((response) => (
                <HistoryItem key={response._id} response={response} questions={questions} questionsFailed={questionsFailed} />
              ))}
            </ol>
          </section>
        </>
      )}
    </>
  );
}

function HistoryItem({
  response,
  questions,
  questionsFailed,
}: {
  response: SurveyResponse;
  questions: PublicQuestion[] | undefined;
  questionsFailed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const answered = (questions ?? []).filter((q) => response.answers[q.key] !== undefined);
  const score = response.score === null ? null : formatNumber(response.score);
  const unit = response.score_unit;

  return (
    <li>
      <Card className="overflow-hidden">
        <h3>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className={cn(
              'flex w-full items-start justify-between gap-4 p-4 text-left hover:bg-slate-50 sm:p-5',
              focusRing,
              'focus-visible:-outline-offset-2',
            )}
          >
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{formatLongDate(response.completed_at)}</span>
              {score !== null && (
                <span className="mt-1 block text-sm font-medium text-teal-800">
                  {unit ? (
                    <Trans>
                      Score {score} {unit}
                    </Trans>
                  ) : (
                    <Trans>Score {score}</Trans>
                  )}
                </span>
              )}
              {response.range_text && (
                <span className="mt-1 block text-sm leading-6 font-normal text-slate-600">{response.range_text}</span>
              )}
            </span>
            <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-teal-800" aria-hidden="true">
              <span className="hidden sm:inline">{open ? <Trans>Hide answers</Trans> : <Trans>Show answers</Trans>}</span>
              <ChevronDown className={cn('size-5 transition-transform', open && 'rotate-180')} />
            </span>
          </button>
        </h3>
        <div id={panelId} hidden={!open} className="border-t border-slate-200 bg-slate-50/60 p-4 sm:p-5">
          {questions ? (
            answered.length > 0 ? (
              <dl className="space-y-4">
                {answered.map((q) => (
                  <div key={q.key}>
                    <dt className="text-sm font-medium text-slate-600">{q.text}</dt>
                    <dd className="mt-0.5 text-base whitespace-pre-line text-slate-900">{describeAnswer(q, response.answers[q.key])}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-slate-600">
                <Trans>No answers were recorded.</Trans>
              </p>
            )
          ) : questionsFailed ? (
            <p className="text-sm text-slate-600">
              <Trans>Your answers can't be shown right now. Please try again later.</Trans>
            </p>
          ) : (
            <Skeleton className="h-16 w-full" />
          )}
        </div>
      </Card>
    </li>
  );
}
