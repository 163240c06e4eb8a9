import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Eye } from 'lucide-react';
import { endSentence, formatDateTime } from '@/lib/dates';

/**
 * Under an urgent message that says the care team will follow up: that they have been told, and once
 * a clinician has acknowledged it, when they saw it. Shown only for an alert the server has raised.
 */
export function CareTeamNotified({ alert }: { alert: { acknowledged_at: string | null } | undefined }) {
  const { t } = useLingui();
  if (!alert) return null;
  const seenAt = alert.acknowledged_at ? formatDateTime(alert.acknowledged_at) : '';
  return (
    <div
      role="status"
      className="space-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800"
      data-testid="care-team-notified"
    >
      <p className="flex items-center gap-2">
        <BellRing className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
        <Trans>Your care team has been notified.</Trans>
      </p>
      {alert.acknowledged_at && (
        <p className="flex items-center gap-2 font-medium">
          <Eye className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
          {endSentence(t`Seen by your care team on ${seenAt}`)}
        </p>
      )}
    </div>
  );
}
