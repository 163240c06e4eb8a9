import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { sourceReasonMessage } from '@wellpath/shared/lifestyle/recommendation-rules';
import type { SurveyOutcome, SurveyResponse } from '@wellpath/shared/surveys/wire';
import { CircleCheck, ClipboardList, Dumbbell, Info, Lightbulb, Stethoscope, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMemberAlert } from '@/api/member-alerts';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CareTeamNotified } from '@/components/ui/care-team-notified';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { useSurveyHistoryQuery, useSurveyResponseQuery } from '../api/surveys';
import { LoadFailed, Loading } from '../components/load-error';

/** /surveys/:id/complete?response=...: the score, alerts and what the answers added (§2 survey complete). */
export function SurveyCompletePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const responseId = search.get('response');
  const single = useSurveyResponseQuery(responseId);
  // Without a response in the address, the latest completion of this survey.
  const history = useSurveyHistoryQuery(id, { enabled: responseId === null });
  const query = responseId === null ? history : single;
  const response = responseId === null ? history.data?.responses[0] : single.data;
  const { t } = useLingui();

  return (
    <div className="mx-auto max-w-3xl">
      <title>{pageTitle(t`Survey Complete`)}</title>
      {query.isError ? (
        <LoadFailed heading={t`Survey Complete`} error={query.error} what="result" />
      ) : query.isPending ? (
        <Loading heading={t`Loading your result`}>
          <Skeleton className="h-9 w-2/3" />
          <Card className="mt-6 p-6">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="mt-4 h-12 w-24" />
            <Skeleton className="mt-4 h-4 w-full" />
          </Card>
        </Loading>
      ) : !response ? (
        <NoCompletion surveyId={id} />
      ) : (
        <CompletedSurvey response={response} surveyId={id} />
      )}
    </div>
  );
}

function NoCompletion({ surveyId }: { surveyId: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Survey Complete</Trans>
      </h1>
      <Card className="mt-6 p-6 text-center sm:p-8">
        <p className="text-lg font-semibold text-slate-900">
          <Trans>You haven't completed this survey yet.</Trans>
        </p>
        <p className="mt-2 text-slate-600">
          <Trans>Take it now and your results will show here.</Trans>
        </p>
        <Link to={paths.surveys.start.getHref(surveyId)} className={`${buttonClasses()} mt-6`}>
          <Trans>Take Survey</Trans>
        </Link>
      </Card>
    </>
  );
}

function CompletedSurvey({ response, surveyId }: { response: SurveyResponse; surveyId: string }) {
  const urgent = response.alerts.filter((a) => a.level === 'urgent');
  const info = response.alerts.filter((a) => a.level === 'info');
  const scored = response.score !== null;
  const completedOn = formatLongDate(response.completed_at);
  const surveyTitle = response.survey_title;

  return (
    <div className="space-y-6">
      {urgent.map((alert, i) => (
        <div key={i} role="alert" className="rounded-2xl border-2 border-red-600 bg-red-50 p-5 text-red-900 shadow-sm sm:p-6">
          <div className="flex gap-3">
            <TriangleAlert className="mt-0.5 size-7 shrink-0 text-red-700" aria-hidden="true" />
            <div>
              <p className="text-lg font-bold">
                <Trans>Please read this now</Trans>
              </p>
              <p className="mt-2 leading-7 whitespace-pre-line">
                <CrisisLines text={alert.message} />
              </p>
            </div>
          </div>
        </div>
      ))}
      {urgent.length > 0 && <CareTeamFollowUp completedAt={response.completed_at} />}

      <header>
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-green-800">
          <CircleCheck className="size-5" aria-hidden="true" />
          <Trans>Completed on {completedOn}</Trans>
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Thank you for completing {surveyTitle}</Trans>
        </h1>
      </header>

      {scored ? (
        <Card className="p-5 sm:p-6">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            <Trans>Your score</Trans>
          </h2>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="text-4xl font-bold text-teal-800">{formatNumber(response.score!)}</span>
            {response.score_unit && <span className="text-lg text-slate-700">{response.score_unit}</span>}
          </p>
          {response.range_text && <p className="mt-3 leading-7 text-slate-800">{response.range_text}</p>}
        </Card>
      ) : (
        <p className="text-slate-700">
          <Trans>Your answers have been saved and shared with your care team.</Trans>
        </p>
      )}

      {info.map((alert, i) => (
        <div key={i} role="status" className="flex gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-900">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="leading-6 whitespace-pre-line">{alert.message}</p>
        </div>
      ))}

      <AddedOutcomes outcomes={response.outcomes} />

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row">
        {response.in_onboarding ? (
          <Link to={paths.home.getHref()} className={buttonClasses({ size: 'lg' })}>
            <Trans>Continue</Trans>
          </Link>
        ) : (
          <Link to={paths.surveys.list.getHref()} className={buttonClasses({ size: 'lg' })}>
            <Trans>Back to surveys</Trans>
          </Link>
        )}
        <Link to={paths.surveys.history.getHref(surveyId)} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Trans>View history</Trans>
        </Link>
      </div>
    </div>
  );
}

/** What the survey added: surveys, recommendations, conditions and programmes, each with why. */
function AddedOutcomes({ outcomes }: { outcomes: SurveyOutcome[] }) {
  const { t } = useLingui();
  const addedSurveys = outcomes.filter((o): o is Extract<SurveyOutcome, { type: 'survey_added' }> => o.type === 'survey_added');
  const recommendations = outcomes.filter((o): o is Extract<SurveyOutcome, { type: 'recommendation' }> => o.type === 'recommendation');
  const programs = outcomes.filter((o): o is Extract<SurveyOutcome, { type: 'program_suggested' }> => o.type === 'program_suggested');
  const conditions = outcomes.filter((o): o is Extract<SurveyOutcome, { type: 'condition_marked' }> => o.type === 'condition_marked');
  const reason = (source: Parameters<typeof sourceReasonMessage>[0]) => {
    const message = sourceReasonMessage(source);
    return message === null ? null : tr(message);
  };
  return (
    <section aria-labelledby="added-heading">
      <h2 id="added-heading" className="text-xl font-semibold text-slate-900">
        <Trans>What was added for you</Trans>
      </h2>
      {outcomes.length === 0 ? (
        <p className="mt-3 text-slate-700">
          <Trans>Nothing new was added this time. Your existing recommendations and programmes still apply.</Trans>
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          {addedSurveys.length > 0 && (
            <OutcomeGroup icon={<ClipboardList className="size-5" aria-hidden="true" />} title={t`Surveys added to your onboarding`}>
              {addedSurveys.map((o) => (
                <OutcomeItem key={o.survey_id} reason={reason(o.source)}>
                  <TextLink to={paths.surveys.start.getHref(o.survey_id)}>{o.title}</TextLink>
                </OutcomeItem>
              ))}
            </OutcomeGroup>
          )}
          {recommendations.length > 0 && (
            <OutcomeGroup icon={<Lightbulb className="size-5" aria-hidden="true" />} title={t`Recommendations`}>
              {recommendations.map((o) => (
                <OutcomeItem key={o.recommendation_id} reason={reason(o.source)}>
                  <TextLink to={o.pillar_slug ? paths.lifestyle.getHref(o.pillar_slug) : paths.home.getHref()}>{o.title}</TextLink>
                  {!o.pillar_slug && (
                    <span className="ml-2 text-sm font-normal text-slate-600">
                      <Trans>(on your home screen)</Trans>
                    </span>
                  )}
                </OutcomeItem>
              ))}
            </OutcomeGroup>
          )}
          {conditions.length > 0 && (
            <OutcomeGroup
              icon={<Stethoscope className="size-5" aria-hidden="true" />}
              title={t`Marked on your conditions`}
              description={t`They are listed on your profile. If one is not right, open it and untick it: it will not be marked again.`}
            >
              {conditions.map((o) => (
                <OutcomeItem key={o.condition_id} reason={reason(o.source)}>
                  <TextLink to={paths.conditions.detail.getHref(o.condition_id)}>{o.title}</TextLink>
                </OutcomeItem>
              ))}
            </OutcomeGroup>
          )}
          {programs.length > 0 && (
            <OutcomeGroup icon={<Dumbbell className="size-5" aria-hidden="true" />} title={t`Suggested programmes`}>
              {programs.map((o) => (
                <OutcomeItem key={o.suggestion_id} reason={reason(o.source)}>
                  <TextLink to={paths.programs.detail.getHref(o.program_id)}>{o.title}</TextLink>
                </OutcomeItem>
              ))}
            </OutcomeGroup>
          )}
        </div>
      )}
    </section>
  );
}

/** Under the urgent message: the care team has been told (PHQ-9 item 9), and when they saw it. */
function CareTeamFollowUp({ completedAt }: { completedAt: string }) {
  return <CareTeamNotified alert={useMemberAlert('phq9_item9', completedAt)} />;
}

function OutcomeGroup({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-teal-50 text-teal-800">{icon}</span>
          {title}
        </h3>
        {description && <p className="mt-2 text-sm leading-6 text-slate-600">{description}</p>}
        <ul className="mt-3 divide-y divide-slate-100">{children}</ul>
      </section>
    </Card>
  );
}

function OutcomeItem({ reason, children }: { reason: string | null; children: ReactNode }) {
  return (
    <li className="py-3 first:pt-1 last:pb-0">
      <p className="font-medium">{children}</p>
      {reason && <p className="mt-1 text-sm leading-6 text-slate-600">{reason}</p>}
    </li>
  );
}

const CRISIS_NUMBERS: Record<string, string> = { '9-8-8': 'tel:988', '988': 'tel:988', '911': 'tel:911' };

/** Makes the crisis line numbers in an alert tappable on a phone; the rest stays plain text. */
function CrisisLines({ text }: { text: string }) {
  return text.split(/\b(9-8-8|988|911)\b/).map((part, i) =>
    CRISIS_NUMBERS[part] ? (
      <a
        key={i}
        href={CRISIS_NUMBERS[part]}
        className="font-bold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}
