import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, HeartPulse, LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenMemberAlerts, type OpenMemberAlerts } from '@/api/member-alerts';
import { buttonClasses } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/dates';

const numberLink = cn('font-bold whitespace-nowrap underline underline-offset-2', focusRing);

/**
 * The home's standing advice for an urgent alert the care team has not closed yet (issue 32, item 4):
 * a PHQ-9 answer about self-harm (9-8-8, 911, what happens next) and a blood pressure above 180/120
 * (when to call 911, what to do today). Each stays, with when the care team saw it, until they close
 * the alert; critical lab values have their own (CriticalResults).
 */
export function OpenAlertCards() {
  return <AlertCards open={useOpenMemberAlerts()} />;
}

interface OpenAlert {
  created_at: string;
  acknowledged_at: string | null;
}

interface AlertCardsProps {
  open: Partial<Record<keyof OpenMemberAlerts, OpenAlert>>;
  /**
   * How an alert's instants read: the member's clock (the app). The landing's member shell (decision
   * 0093, prerender.tsx) passes slots that its boot script fills from the device's record.
   */
  formatWhen?: (value: string) => string;
}

/** The cards themselves: the app's, and the member shell's (every kind, its boot script keeps the open ones). */
export function AlertCards({ open, formatWhen = formatDateTime }: AlertCardsProps) {
  if (!open.phq9_item9 && !open.bp_crisis) return null;
  return (
    <div className="space-y-4">
      {open.phq9_item9 && <SelfHarmSupport alert={open.phq9_item9} formatWhen={formatWhen} />}
      {open.bp_crisis && <BpCrisisAdvice alert={open.bp_crisis} formatWhen={formatWhen} />}
    </div>
  );
}

interface CardProps {
  alert: OpenAlert;
  formatWhen: (value: string) => string;
}

/** Support (self-harm): calm and plain; urgent (a crisis reading): the red of the page's own advice. */
const TONES = {
  support: { card: 'border-blue-800', heading: 'text-blue-950', icon: 'bg-blue-50 text-blue-900' },
  urgent: { card: 'border-red-700', heading: 'text-red-900', icon: 'bg-red-50 text-red-800' },
} as const;

interface AlertCardProps {
  id: string;
  kind: keyof OpenMemberAlerts;
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}

function AlertCard({ id, kind, tone, icon, title, children }: AlertCardProps) {
  const colours = TONES[tone];
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border-2 bg-white p-5 shadow-sm sm:p-6', colours.card)}
      data-testid={id}
      data-alert={kind}
    >
      <h2 id={id} className={cn('flex items-start gap-3 text-lg font-semibold', colours.heading)}>
        <span className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-full', colours.icon)}>{icon}</span>
        <span className="pt-1">{title}</span>
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-6 text-slate-800">{children}</div>
    </section>
  );
}

/** Ends with one full stop, also after "p.m.". */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** When a clinician acknowledged the alert, once they have. */
function SeenByCareTeam({ alert, formatWhen }: CardProps) {
  const { t } = useLingui();
  if (!alert.acknowledged_at) return null;
  const seenAt = formatWhen(alert.acknowledged_at);
  return (
    <p className="flex items-center gap-2 font-medium" data-testid="seen-by-care-team" data-seen="">
      <Eye className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
      {sentence(t`Seen by your care team on ${seenAt}`)}
    </p>
  );
}

/** Until the care team closes it: the words every one of these cards ends with. */
function StaysUntilFollowedUp() {
  return (
    <p className="text-slate-600">
      <Trans>This stays here until your care team has followed up with you.</Trans>
    </p>
  );
}

function SelfHarmSupport({ alert, formatWhen }: CardProps) {
  return (
    <AlertCard
      id="self-harm-support"
      kind="phq9_item9"
      tone="support"
      icon={<LifeBuoy className="size-5" aria-hidden="true" />}
      title={<Trans>Help is available right now</Trans>}
    >
      <p>
        <Trans>
          You told us you have had thoughts that you would be better off dead or of hurting yourself. You do not have to go through this
          alone.
        </Trans>
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <Trans>
            If you are thinking about suicide, call{' '}
            <a href="tel:988" className={numberLink}>
              9-8-8
            </a>{' '}
            or text{' '}
            <a href="sms:988" className={numberLink}>
              9-8-8
            </a>{' '}
            (9-8-8 Suicide Crisis Helpline): free, 24 hours a day, 7 days a week.
          </Trans>
        </li>
        <li>
          <Trans>
            If you are in immediate danger, call{' '}
            <a href="tel:911" className={numberLink}>
              911
            </a>{' '}
            or go to the nearest emergency department.
          </Trans>
        </li>
      </ul>
      <p className="font-medium">
        <Trans>What happens next: your care team has been told about your answer and will contact you.</Trans>
      </p>
      <SeenByCareTeam alert={alert} formatWhen={formatWhen} />
      <p>
        <Trans>WellPath is not watched around the clock: if you need help now, do not wait to hear from us.</Trans>
      </p>
      <StaysUntilFollowedUp />
    </AlertCard>
  );
}

function BpCrisisAdvice({ alert, formatWhen }: CardProps) {
  const when = formatWhen(alert.created_at);
  return (
    <AlertCard
      id="bp-crisis-advice"
      kind="bp_crisis"
      tone="urgent"
      icon={<HeartPulse className="size-5" aria-hidden="true" />}
      title={<Trans>Your blood pressure was very high</Trans>}
    >
      <p>
        <Trans>The reading you logged on {when} was above 180/120.</Trans>
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <Trans>
            Call{' '}
            <a href="tel:911" className={numberLink}>
              911
            </a>{' '}
            now if you have chest pain, shortness of breath, weakness, or a change in your vision or speech: they can be signs of a heart
            attack or a stroke.
          </Trans>
        </li>
        <li>
          <Trans>
            Otherwise, rest for 5 minutes and measure again. If it is still above 180/120, contact your doctor or go to urgent care today.
          </Trans>
        </li>
      </ul>
      <p className="font-medium">
        <Trans>Your care team has been told about this reading and will follow up with you.</Trans>
      </p>
      <SeenByCareTeam alert={alert} formatWhen={formatWhen} />
      <StaysUntilFollowedUp />
      <Link to={paths.bloodPressure.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Trans>See your readings</Trans>
      </Link>
    </AlertCard>
  );
}
