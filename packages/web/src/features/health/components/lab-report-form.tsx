import { Trans, useLingui } from '@lingui/react/macro';
import type { BloodMarker } from '@wellpath/shared/health/wire';
import { useId, useState } from 'react';
import { LabReportFields, useLabReportForm } from '@/components/labs/lab-report-fields';
import { FormActions } from '@/components/ui/form-actions';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { useAddReportMutation } from '../api/blood-results';
import { saveFailed } from './form-parts';

interface LabReportFormProps {
  markers: BloodMarker[];
  onSaved: (count: number, testDate: string) => void;
  onCancel: () => void;
}

/**
 * "Add lab report": the test date, the lab, and one row per marker (value and one of the marker's
 * accepted units). The server checks units and plausible values; its error list is shown as sent.
 */
export function LabReportForm({ markers, onSaved, onCancel }: LabReportFormProps) {
  const { t } = useLingui();
  const add = useAddReportMutation();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useLabReportForm();
  const formId = useId();

  const onSubmit = form.handleSubmit((report) => {
    add.mutate(report, {
      onSuccess: (saved) => onSaved(saved.results.length, report.test_date),
      onError: (error) => setOutcome(saveFailed(error, t`The lab report could not be saved. Please try again.`)),
    });
  });

  return (
    <form
      onSubmit={(event) => {
        setOutcome(null);
        void onSubmit(event);
      }}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="space-y-5"
    >
      <h2 id={`${formId}-title`} className="text-xl font-semibold text-slate-900">
        <Trans>Add lab report</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Copy the values from your lab report. Choose the unit printed on the report; we convert it for you.</Trans>
      </p>
      <FormStatus outcome={outcome} />
      <LabReportFields form={form} markers={markers} />
      <FormActions submitLabel={t`Save lab report`} pending={add.isPending} onCancel={onCancel} />
    </form>
  );
}
