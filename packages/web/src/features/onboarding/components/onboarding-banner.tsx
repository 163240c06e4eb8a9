import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OnboardingState, OnboardingSurveyEntry } from '@wellpath/shared/surveys/wire';
import { Check, ClipboardList, Info, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing, focusRingInverted } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { addedReasonText } from '../added-reason';
import {
  useMarkCompletionSeenMutation,
  useOnboardingStatusQuery,
  useSkipSurveyMutation,
  useStartOnboardingMutation,
  useUnskipSurveyMutation,
} from '../api/onboarding';

export const ONBOARDING_MESSAGES = {
  load: msg`Failed to load onboarding status`,
  start: msg`Failed to start onboarding`,
  skip: msg`Failed to skip survey`,
  unskip: msg`Failed to unskip survey`,
} as const;

interface OnboardingBannerProps {
  /** Told after each status load whether the banner shows, and the onboarding status (§4). */
  onVisibilityChange?: (visible: boolean, status?: string) => void;
}

/** The home screen's onboarding block (§2, §4): guides a new member through their surveys. */
export function OnboardingBanner({ onVisibilityChange }: OnboardingBannerProps) {
  const { t, i18n } = useLingui();
  const status = useOnboardingStatusQuery();
  const start = useStartOnboardingMutation();
  const skip = useSkipSurveyMutation();
  const unskip = useUnskipSurveyMutation();
  const navigate = useNavigate();
  const completionSeen = useMarkCompletionSeenMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  const data = status.data;
  const visible = dismissed ? false : data ? data.show_onboarding : true;

  const notify = useRef(onVisibilityChange);
  useEffect(() => {
    notify.current = onVisibilityChange;
  });
  useEffect(() => {
    if (status.isPending) return;
    notify.current?.(visible, data?.status);
  }, [visible, data?.status, status.isPending, status.dataUpdatedAt, status.errorUpdatedAt]);

  if (!visible) return null;
  if (status.isPending) return <BannerLoading />;

  if (!data) {
    return (
      <BannerShell>
        <StatusMessage type="error">{i18n._(ONBOARDING_MESSAGES.load)}</StatusMessage>
      </BannerShell>
    );
  }

  const errors = [status.isError ? i18n._(ONBOARDING_MESSAGES.load) : null, actionError].filter((e): e is string => e !== null);
  const errorBox = errors.length > 0 && (
    <StatusMessage type="error" className="mb-4">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </StatusMessage>
  );

  if (data.status === 'not_started') {
    return (
      <HeroPanel icon={<ClipboardList className="size-7" aria-hidden="true" />} title={t`Let's get to know you`}>
        {errorBox}
        <p className="max-w-3xl text-sm leading-6 text-teal-50 sm:text-base sm:leading-7">{data.welcome_text}</p>
        <HeroButton
          loading={start.isPending}
          onClick={() => {
            setActionError(null);
            start.mutate(undefined, { onError: () => setActionError(i18n._(ONBOARDING_MESSAGES.start)) });
          }}
        >
          <Trans>Begin Onboarding</Trans>
        </HeroButton>
      </HeroPanel>
    );
  }

  if (data.status === 'completed') {
    return (
      <HeroPanel icon={<PartyPopper className="size-7" aria-hidden="true" />} title={t`Congratulations!`}>
        {errorBox}
        <p className="max-w-3xl text-sm leading-6 text-teal-50 sm:text-base sm:leading-7">{data.completion_text}</p>
        <HeroButton
          onClick={() => {
            setDismissed(true);
            completionSeen.mutate();
          }}
        >
          <Trans>Continue your Journey</Trans>
        </HeroButton>
      </HeroPanel>
    );
  }

  return (
    <InProgress
      data={data}
      errorBox={errorBox}
      skipping={skip.isPending}
      unskippingId={unskip.isPending ? (unskip.variables ?? null) : null}
      onSkip={(surveyId, done) => {
        setActionError(null);
        skip.mutate(surveyId, {
          onError: () => setActionError(i18n._(ONBOARDING_MESSAGES.skip)),
          onSettled: done,
        });
      }}
      onUnskip={(surveyId) => {
        setActionError(null);
        // Put back, then opened: "Take Survey" takes the survey.
        unskip.mutate(surveyId, {
          onSuccess: () => void navigate(paths.surveys.start.getHref(surveyId)),
          onError: () => setActionError(i18n._(ONBOARDING_MESSAGES.unskip)),
        });
      }}
    />
  );
}

const HEADING_ID = 'onboarding-heading';

function BannerShell({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="sr-only">
        <Trans>Onboarding</Trans>
      </h2>
      {children}
    </section>
  );
}

function BannerLoading() {
  const { t } = useLingui();
  return (
    <section aria-busy="true" aria-label={t`Loading onboarding`}>
      <Card className="p-6">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-6 h-11 w-44" />
      </Card>
    </section>
  );
}

function HeroPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-teal-700 to-teal-900 p-5 text-white shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
        {/* A picture only: on a phone the title says it, and the panel stays short. */}
        <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-white/15 sm:inline-flex">{icon}</span>
        <div className="min-w-0 flex-1">
          <h2 id={HEADING_ID} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** A white button on the teal panel, with a white focus outline that shows against it. */
function HeroButton({ loading = false, onClick, children }: { loading?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={loading}
      className={cn(buttonClasses({ variant: 'light', size: 'lg' }).replace(focusRing, focusRingInverted), 'mt-5 sm:mt-6')}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

interface InProgressProps {
  data: OnboardingState;
  errorBox: ReactNode;
  skipping: boolean;
  unskippingId: string | null;
  onSkip: (surveyId: string, done: () => void) => void;
  onUnskip: (surveyId: string) => void;
}

function InProgress({ data, errorBox, skipping, unskippingId, onSkip, onUnskip }: InProgressProps) {
  const { t } = useLingui();
  const [confirmingSkip, setConfirmingSkip] = useState<OnboardingSurveyEntry | null>(null);
  const percent = Math.round(Math.min(100, Math.max(0, data.progress)));
  const completedCount = Object.values(data.survey_completion).filter(Boolean).length;
  const remaining = Math.max(0, data.total_surveys - completedCount);
  const current = data.current_survey_index >= 0 ? data.surveys[data.current_survey_index] : undefined;
  const reason = current ? addedReasonText(current.added_reason, 'current') : null;
  const percentText = formatPercent(percent / 100);
  const position = formatNumber(data.current_survey_index + 1);
  const total = formatNumber(data.total_surveys);
  const skippedTitle = confirmingSkip?.title ?? null;

  return (
    <section aria-labelledby={HEADING_ID}>
      <Card className="p-5 sm:p-6">
        {errorBox}
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id={HEADING_ID} className="text-xl font-semibold text-slate-900">
              <Trans>Your onboarding surveys</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>A few short surveys help your care team personalise your programme.</Trans>
            </p>
          </div>
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            <Trans>
              <span className="text-lg font-bold text-teal-800">{percentText}</span> complete ·{' '}
              <Plural value={remaining} one="# survey remaining" other="# surveys remaining" />
            </Trans>
          </p>
        </div>
        <ProgressBar value={percent} label={t`Onboarding progress`} valueText={t`${percentText} complete`} className="mt-4 h-3" />

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {current ? (
            <div className="self-start rounded-xl bg-teal-50 p-5 ring-1 ring-teal-100">
              <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">
                <Trans>
                  Survey {position} of {total}
                </Trans>
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{current.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{current.description}</p>
              {reason && (
                <p className="mt-3 flex gap-2 text-sm text-teal-900">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{reason}</span>
                </p>
              )}
              <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row">
                <Button variant="secondary" onClick={() => setConfirmingSkip(current)} disabled={skipping}>
                  <Trans>Skip for Now</Trans>
                </Button>
                <Link to={paths.surveys.start.getHref(current._id)} className={buttonClasses({ variant: 'primary' })}>
                  <Trans>Take Survey</Trans>
                </Link>
              </div>
            </div>
          ) : (
            <div />
          )}

          <div>
            <h3 className="text-base font-semibold text-slate-900">
              <Trans>Your Progress</Trans>
            </h3>
            <ol className="mt-3 space-y-3">
              {data.surveys.map((survey, i) => (
                <ProgressStep
                  key={survey._id}
                  survey={survey}
                  number={i + 1}
                  isCurrent={i === data.current_survey_index}
                  busy={unskippingId === survey._id}
                  onUnskip={() => onUnskip(survey._id)}
                />
              ))}
            </ol>
          </div>
        </div>
      </Card>

      <Modal
        open={confirmingSkip !== null}
        title={t`Are you sure you want to skip this survey?`}
        cancelLabel={t`Go Back`}
        confirmLabel={t`Skip Anyway`}
        busy={skipping}
        onCancel={() => setConfirmingSkip(null)}
        onConfirm={() => {
          if (confirmingSkip) onSkip(confirmingSkip._id, () => setConfirmingSkip(null));
        }}
      >
        <p>
          <Trans>
            These surveys are crucial for building your personalised programmes and recommendations. Without your answers, your care team
            has less to go on.
          </Trans>
        </p>
        {skippedTitle !== null && (
          <p className="mt-2">
            <Trans>You can take “{skippedTitle}” later from Your Progress.</Trans>
          </p>
        )}
      </Modal>
    </section>
  );
}

interface ProgressStepProps {
  survey: OnboardingSurveyEntry;
  number: number;
  isCurrent: boolean;
  busy: boolean;
  onUnskip: () => void;
}

function ProgressStep({ survey, number, isCurrent, busy, onUnskip }: ProgressStepProps) {
  const done = survey.status === 'completed';
  const skipped = survey.status === 'skipped';
  const reason = addedReasonText(survey.added_reason, 'previous');
  const title = survey.title;
  return (
    <li className="flex items-start gap-3" aria-current={isCurrent ? 'step' : undefined}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          done ? 'bg-teal-700 text-white' : isCurrent ? 'bg-white text-teal-800 ring-2 ring-teal-700' : 'bg-slate-100 text-slate-600',
        )}
      >
        {done ? <Check className="size-4" strokeWidth={3} /> : number}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('text-sm font-medium', skipped ? 'text-slate-600' : 'text-slate-900')}>{survey.title}</span>
          {done && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              <Trans>Completed</Trans>
            </span>
          )}
          {skipped && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Trans>Skipped</Trans>
            </span>
          )}
          {isCurrent && (
            <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
              <Trans>Up next</Trans>
            </span>
          )}
        </div>
        {reason && <p className="mt-1 text-xs leading-5 text-slate-600">{reason}</p>}
        {skipped && (
          <Button variant="secondary" size="sm" className="mt-2" onClick={onUnskip} disabled={busy} loading={busy}>
            <Trans>
              Take Survey <span className="sr-only">{title}</span>
            </Trans>
          </Button>
        )}
      </div>
    </li>
  );
}
