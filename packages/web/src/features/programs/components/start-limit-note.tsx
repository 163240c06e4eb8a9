import { Trans } from '@lingui/react/macro';
/** How many programmes a member can run at once (the server refuses a third with PROGRAM_LIMIT_REACHED). */
export const ACTIVE_PROGRAM_LIMIT = 2;

/**
 * Said beside a Start (or Reopen) button, or once above a list of them ('another'), and tied to each
 * with aria-describedby, when the member already runs the most programmes at once: they learn why
 * before pressing it (pressing Start still opens "Program Limit Reached"; Reopen is disabled).
 */
export function StartLimitNote({
  id,
  action = 'start',
  className,
}: {
  id: string;
  action?: 'start' | 'reopen' | 'another';
  className?: string;
}) {
  const limit = ACTIVE_PROGRAM_LIMIT;
  return (
    <p id={id} className={className ?? 'w-full text-sm text-amber-900'} data-testid="start-limit-note">
      {action === 'another' ? (
        <Trans>You already have {limit} programs in progress, the most at a time. Complete or leave one to start another.</Trans>
      ) : action === 'reopen' ? (
        <Trans>You already have {limit} programs in progress, the most at a time. Complete or leave one to reopen this one.</Trans>
      ) : (
        <Trans>You already have {limit} programs in progress, the most at a time. Complete or leave one to start this one.</Trans>
      )}
    </p>
  );
}
