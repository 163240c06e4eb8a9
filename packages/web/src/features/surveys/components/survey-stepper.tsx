import { Trans, useLingui } from '@lingui/react/macro';
import type { Answers, AnswerValue } from '@wellpath/shared/surveys/engine';
import type { SurveyDetail } from '@wellpath/shared/surveys/wire';
import { RotateCcw } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';
import { answerProblem, answersToSend, expectedQuestionCount, visibleQuestions } from '../answers';
import { useDiscardDraftMutation, useSaveDraftMutation, useSubmitSurveyMutation } from '../api/surveys';
import { QuestionField } from './question-field';

interface SurveyStepperProps {
  detail: SurveyDetail;
  /** The id or key in the URL; the member returns to the same address. */
  routeId: string;
}

/** Takes a survey one question per step, keeping a draft on the server at each step (§2 take survey). */
export function SurveyStepper({ detail, routeId }: SurveyStepperProps) {
  const { survey, draft } = detail;
  const questions = survey.questions;
  const navigate = useNavigate();
  const saveDraft = useSaveDraftMutation();
  const discardDraft = useDiscardDraftMutation();
  const submit = useSubmitSurveyMutation();
  const { t } = useLingui();

  // A new start takes what the profile already gives (the health profile's sex); a draft has its own.
  const [answers, setAnswers] = useState<Answers>(() => answersToSend(questions, draft ? draft.answers : (detail.prefill ?? {})));
  const [step, setStep] = useState(() => {
    if (!draft) return 0;
    const count = visibleQuestions(questions, draft.answers).length;
    return Math.max(0, Math.min(draft.step, count - 1));
  });
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<{ message: string; errors: string[] } | null>(null);
  const [resumedFrom, setResumedFrom] = useState<string | null>(draft && Object.keys(draft.answers).length > 0 ? draft.updated_at : null);
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Draft saves run one after another, and a submit waits for the last one, so an older draft
  // can never land after the completed survey.
  const pendingSave = useRef<Promise<unknown>>(Promise.resolve());

  const visible = visibleQuestions(questions, answers);
  const current = visible[Math.min(step, visible.length - 1)];
  const total = expectedQuestionCount(questions, answers, step);
  const isLast = step >= total - 1;

  function focusQuestion() {
    // After React has rendered the new step.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function onAnswer(value: AnswerValue | undefined) {
    if (!current) return;
    setError(null);
    setAnswers((prev) => {
      const next = { ...prev };
      if (value === undefined) delete next[current.key];
      else next[current.key] = value;
      return next;
    });
  }

  function queueDraft(kept: Answers, nextStep: number) {
    pendingSave.current = pendingSave.current.then(() =>
      saveDraft.mutateAsync({ surveyId: survey._id, answers: kept, step: nextStep }).catch(() => undefined),
    );
  }

  function onNext(event: FormEvent) {
    event.preventDefault();
    if (!current || submitting) return;
    const problem = answerProblem(current, answers[current.key]);
    if (problem) {
      setError(problem);
      return;
    }
    // Answers to questions that no longer apply are dropped here and never sent.
    const kept = answersToSend(questions, answers);
    setAnswers(kept);
    setServerErrors(null);
    if (isLast) {
      void submitAnswers(kept);
      return;
    }
    const nextStep = step + 1;
    setStep(nextStep);
    queueDraft(kept, nextStep);
    focusQuestion();
  }

  async function submitAnswers(kept: Answers) {
    setSubmitting(true);
    await pendingSave.current;
    submit.mutate(
      { surveyId: survey._id, answers: kept },
      {
        onSuccess: (response) => {
          void navigate(`${paths.surveys.complete.getHref(routeId)}?response=${encodeURIComponent(response._id)}`);
        },
        onError: (err) => {
          setSubmitting(false);
          if (isApiError(err) && err.status === 400) {
            setServerErrors({ message: err.serverMessage ?? t`Some answers are missing or not valid`, errors: err.errors });
          } else {
            setServerErrors({ message: t`We couldn't submit your answers. Please check your connection and try again.`, errors: [] });
          }
        },
      },
    );
  }

  function onBack() {
    if (step === 0) return;
    setError(null);
    setServerErrors(null);
    setStep(step - 1);
    focusQuestion();
  }

  function restart() {
    setConfirmingRestart(false);
    pendingSave.current = pendingSave.current.then(() => discardDraft.mutateAsync(survey._id).catch(() => undefined));
    setAnswers({});
    setStep(0);
    setError(null);
    setServerErrors(null);
    setResumedFrom(null);
    focusQuestion();
  }

  if (!current) {
    return (
      <StatusMessage type="error">
        <Trans>This survey has no questions yet. Please try again later.</Trans>
      </StatusMessage>
    );
  }

  const percent = ((step + 1) / total) * 100;
  const number = step + 1;
  const savedOn = resumedFrom ? formatLongDate(resumedFrom) : '';

  return (
    <div>
      {resumedFrom && (
        <div
          role="status"
          className="mb-4 flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>
            <Trans>Welcome back! We kept the answers you saved on {savedOn}.</Trans>
          </p>
          <Button variant="ghost" size="sm" onClick={() => setConfirmingRestart(true)} className="self-start text-teal-900 sm:self-auto">
            <RotateCcw className="size-4" aria-hidden="true" />
            <Trans>Start over</Trans>
          </Button>
        </div>
      )}

      <div className="mb-4">
        <p className="text-sm font-semibold text-teal-800" aria-live="polite">
          <Trans>
            Question {number} of {total}
          </Trans>
        </p>
        <ProgressBar value={percent} label={t`Survey progress`} valueText={t`Question ${number} of ${total}`} className="mt-2" />
      </div>

      <Card className="p-5 sm:p-8">
        <form onSubmit={onNext} noValidate>
          <QuestionField
            key={current.key}
            question={current}
            value={answers[current.key]}
            onChange={onAnswer}
            error={error}
            headingRef={headingRef}
          />

          {serverErrors && (
            <StatusMessage type="error" className="mt-6">
              <p className="font-semibold">{serverErrors.message}</p>
              {serverErrors.errors.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {serverErrors.errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              )}
            </StatusMessage>
          )}

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
            <Button variant="secondary" size="lg" onClick={onBack} disabled={step === 0 || submitting}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" size="lg" loading={submitting} disabled={submitting}>
              {isLast ? submitting ? <Trans>Submitting...</Trans> : <Trans>Submit</Trans> : <Trans>Next</Trans>}
            </Button>
          </div>
        </form>
      </Card>
      <p className="mt-4 text-center text-sm text-slate-600">
        <Trans>Your answers are saved each time you move on, so you can finish later.</Trans>
      </p>

      <Modal
        open={confirmingRestart}
        title={t`Start this survey again?`}
        confirmLabel={t`Start Over`}
        cancelLabel={t`Keep My Answers`}
        onCancel={() => setConfirmingRestart(false)}
        onConfirm={restart}
      >
        <p>
          <Trans>Your saved answers to this survey will be cleared, and you will begin again from the first question.</Trans>
        </p>
      </Modal>
    </div>
  );
}
