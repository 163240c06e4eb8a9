import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { tr } from '@/lib/i18n/translate';
import type { TrackingOutcome } from './use-tracking-form';

/** Why the tracking popup did not save: fields to correct, the server's reasons, or no connection. */
export function TrackingOutcomeMessage({
  outcome,
  messageRef,
}: {
  outcome: NonNullable<TrackingOutcome>;
  messageRef: Ref<HTMLDivElement>;
}) {
  return (
    <StatusMessage ref={messageRef} type="error" className="mt-4">
      {outcome.kind === 'invalid' && (
        <p>
          <Trans>Please correct the highlighted fields.</Trans>
        </p>
      )}
      {outcome.kind === 'failed' && (
        <p>
          <Trans>Your progress could not be saved. Please check your connection and try again.</Trans>
        </p>
      )}
      {outcome.kind === 'rejected' && (
        <>
          <p>
            <Trans>Your progress was not saved:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.errors.map((e) => (
              <li key={e}>{tr(e)}</li>
            ))}
          </ul>
        </>
      )}
    </StatusMessage>
  );
}
