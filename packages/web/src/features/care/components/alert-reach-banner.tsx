import { Trans } from '@lingui/react/macro';
import { TextLink } from '@/components/ui/text-link';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useAlertReachQuery } from '../api/alerts';
import { useCan } from './staff-context';

/**
 * For administrators, on every page of the workspace: urgent alerts would reach nobody (no active
 * clinician and no care-team inbox on the server), and what to do about it. Nothing otherwise.
 */
export function AlertReachBanner() {
  const admin = useCan('staff:manage');
  const reach = useAlertReachQuery(admin);
  if (!admin || !reach.data?.reaches_nobody) return null;
  return (
    <StatusMessage type="error" className="mb-6">
      <p className="text-base font-semibold" data-testid="alerts-reach-nobody">
        <Trans>Urgent alerts reach nobody: no clinician account is active and no care-team inbox is set.</Trans>
      </p>
      <p className="mt-1">
        <Trans>
          A member’s answer about self-harm, a blood pressure above 180/120 or a critical lab value would be e-mailed to no one. Invite a
          clinician on the <TextLink to={paths.care.staff.getHref()}>Staff</TextLink> page, or ask whoever runs the server to set
          CARE_TEAM_INBOX to the clinic’s shared inbox and restart it.
        </Trans>
      </p>
    </StatusMessage>
  );
}
