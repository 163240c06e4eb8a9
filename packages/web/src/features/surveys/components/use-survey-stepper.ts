import { useLingui } from '@lingui/react/macro';
import type { Answers, AnswerValue } from '@wellpath/shared/surveys/engine';
import type { SurveyDetail } from '@wellpath/shared/surveys/wire';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { answerProblem, answersToSend, expectedQuestionCount, visibleQuestions } from '../answers';
import { useDiscardDraftMutation, useSaveDraftMutation, useSubmitSurveyMutation } from '../api/surveys';

/**
 * The state of a survey being taken: the answers, the step, the problems to show, the draft kept on
 * the server at each step, and the submit that waits for the last draft.
 */
export function useSurveyStepper(detail: SurveyDetail, routeId: string) {
  const { survey, draft } = detail;
  const questions = survey.questions;
  const saveDraft = useSaveDraftMutation();
  const discardDraft = useDiscardDraftMutation();

  // A new start takes what the profile already gives (the health profile's sex); a draft has its own.
  const [answers, setAnswers] = useState<Answers>(() => answersToSend(questions, draft ? draft.answers : (detail.prefill ?? {})));
  const [step, setStep] = useState(() => {
    if (!draft) return 0;
    const count = visibleQuestions(questions, draft.answers).length;
    return Math.max(0, Math.min(draft.step, count - 1));
  });
  const [error, setError] = useState<string | null>(null);
  const [resumedFrom, setResumedFrom] = useState<string | null>(draft && Object.keys(draft.answers).length > 0 ? draft.updated_at : null);
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Draft saves run one after another, and a submit waits for the last one, so an older draft
  // can never land after the completed survey.
  const pendingSave = useRef<Promise<unknown>>(Promise.resolve());
  const { submitting, serverErrors, setServerErrors, submitAnswers } = useSubmitAnswers(survey._id, routeId, pendingSave);

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

  return {
    answers,
    step,
    current,
    total,
    isLast,
    error,
    serverErrors,
    resumedFrom,
    confirmingRestart,
    setConfirmingRestart,
    submitting,
    headingRef,
    onAnswer,
    onNext,
    onBack,
    restart,
  };
}

/** Sends the answers once the last draft is saved, then opens the result; says why when the server refuses them. */
function useSubmitAnswers(surveyId: string, routeId: string, pendingSave: RefObject<Promise<unknown>>) {
  const navigate = useNavigate();
  const submit = useSubmitSurveyMutation();
  const { t } = useLingui();
  const [serverErrors, setServerErrors] = useState<{ message: string; errors: string[] } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submitAnswers(kept: Answers) {
    setSubmitting(true);
    await pendingSave.current;
    submit.mutate(
      { surveyId, answers: kept },
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
  return { submitting, serverErrors, setServerErrors, submitAnswers };
}
