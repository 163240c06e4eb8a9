import { Trans, useLingui } from '@lingui/react/macro';
import type { BloodMarker } from '@wellpath/shared/health/wire';
import { useState } from 'react';
import { BLANK_LAB_REPORT, LabReportFields, useLabReportForm } from '@/components/labs/lab-report-fields';
import { AsyncSection } from '@/components/ui/async-section';
import { FormActions } from '@/components/ui/form-actions';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { failedSubmit } from '@/lib/forms';
import { useEnterLabReportMutation, useLabMarkersQuery } from '../api/chart';
import { Section } from './section';

/**
 * Clinicians and administrators: a lab report brought to the clinic or read out by a lab, entered for
 * the member with the member's own fields and checks. It is kept as entered by this staff member, the
 * member sees so, and a critical value raises the urgent alert as the member's own would (decision 0088).
 */
export function EnterLabReport({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useLingui();
  const markers = useLabMarkersQuery();
  return (
    <Section
      id="enter-lab-report"
      title={t`Enter a lab report`}
      description={t`For a lab report brought to the clinic or sent to you. It is saved as entered by you, and the member sees your name beside it.`}
    >
      <AsyncSection
        query={markers}
        loading={<SkeletonGroup label={t`Loading the lab markers`} shapes={['h-64 rounded-2xl']} />}
        error={
          <RetryError query={markers}>
            <Trans>The list of lab markers could not be loaded.</Trans>
          </RetryError>
        }
      >
        {(data) => <LabReportEntry memberId={memberId} name={name} markers={data.markers} />}
      </AsyncSection>
    </Section>
  );
}

function LabReportEntry({ memberId, name, markers }: { memberId: string; name: string; markers: BloodMarker[] }) {
  const { t } = useLingui();
  const enter = useEnterLabReportMutation(memberId);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useLabReportForm();
  const submit = form.handleSubmit((report) => {
    enter.mutate(report, {
      onSuccess: (saved) => {
        form.reset(BLANK_LAB_REPORT);
        const critical = saved.results.some((r) => r.critical);
        setOutcome({
          // Red, not green: a critical value is no good news, however well it was saved.
          type: critical ? 'error' : 'success',
          message: critical
            ? t`Lab report saved. A value needs prompt attention: an urgent alert was raised for the care team.`
            : t`Lab report saved. ${name} sees it with your name beside it.`,
        });
      },
      onError: (error) => setOutcome(failedSubmit(error, t`The lab report could not be saved. Please try again.`)),
    });
  });
  return (
    <form
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-label={t`Enter a lab report`}
      onSubmit={(event) => {
        setOutcome(null);
        void submit(event);
      }}
      noValidate
    >
      <FormStatus outcome={outcome} />
      <LabReportFields form={form} markers={markers} />
      <FormActions submitLabel={t`Save lab report`} pending={enter.isPending} />
      <p className="text-sm text-slate-600">
        <Trans>Critical values raise an urgent alert, as when the member enters them.</Trans>
      </p>
    </form>
  );
}
