import { Trans, useLingui } from '@lingui/react/macro';
import type { SurveyDetail } from '@wellpath/shared/surveys/wire';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusMessage } from '@/components/ui/status-message';
import { formatLongDate } from '@/lib/dates';
import { QuestionField } from './question-field';
import { useSurveyStepper } from './use-survey-stepper';

interface SurveyStepperProps {
  detail: SurveyDetail;
  /** The id or key in the URL; the member returns to the same address. */
  routeId: string;
}

/** Takes a survey one question per step, keeping a draft on the server at each step (§2 take survey). */
export function SurveyStepper({ detail, routeId }: SurveyStepperProps) {
  const { t } = useLingui();
  const stepper = useSurveyStepper(detail, routeId);
  const { answers, step, current, total, isLast, error, serverErrors, resumedFrom, submitting } = stepper;

  if (!current) {
    return (
      <StatusMessage type="error">
        <Trans>This survey has no questions yet. Please try again later.</Trans>
      </StatusMessage>
    );
  }

  const percent = ((step + 1) / total) * 100;
  const number = step + 1;

  return (
    <div>
      {resumedFrom && <ResumedNotice resumedFrom={resumedFrom} onStartOver={() => stepper.setConfirmingRestart(true)} />}
      <div className="mb-4">
        <p className="text-sm font-semibold text-teal-800" aria-live="polite">
          <Trans>
            Question {number} of {total}
          </Trans>
        </p>
        <ProgressBar value={percent} label={t`Survey progress`} valueText={t`Question ${number} of ${total}`} className="mt-2" />
      </div>

      <Card className="p-5 sm:p-8">
        <form onSubmit={stepper.onNext} noValidate>
          <QuestionField
            key={current.key}
            question={current}
            value={answers[current.key]}
            onChange={stepper.onAnswer}
            error={error}
            headingRef={stepper.headingRef}
          />

          {serverErrors && <ServerErrors serverErrors={serverErrors} />}

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
            <Button variant="secondary" size="lg" onClick={stepper.onBack} disabled={step === 0 || submitting}>
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
        open={stepper.confirmingRestart}
        title={t`Start this survey again?`}
        confirmLabel={t`Start Over`}
        cancelLabel={t`Keep My Answers`}
        onCancel={() => stepper.setConfirmingRestart(false)}
        onConfirm={stepper.restart}
      >
        <p>
          <Trans>Your saved answers to this survey will be cleared, and you will begin again from the first question.</Trans>
        </p>
      </Modal>
    </div>
  );
}

/** A draft was kept: when it was saved, and Start over. */
function ResumedNotice({ resumedFrom, onStartOver }: { resumedFrom: string; onStartOver: () => void }) {
  const savedOn = formatLongDate(resumedFrom);
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <Trans>Welcome back! We kept the answers you saved on {savedOn}.</Trans>
      </p>
      <Button variant="ghost" size="sm" onClick={onStartOver} className="self-start text-teal-900 sm:self-auto">
        <RotateCcw className="size-4" aria-hidden="true" />
        <Trans>Start over</Trans>
      </Button>
    </div>
  );
}

/** Why the server refused the answers, with its list of problems. */
function ServerErrors({ serverErrors }: { serverErrors: { message: string; errors: string[] } }) {
  return (
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
  );
}
