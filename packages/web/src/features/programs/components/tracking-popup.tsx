import { useLingui } from '@lingui/react/macro';
import { MedicationDailyCheck } from '@/components/medications/daily-check';
import { Modal } from '@/components/ui/modal';
import { TrackingActionItems } from './tracking-action-items';
import { TrackingDateField } from './tracking-date-field';
import { TrackingExercises } from './tracking-exercises';
import { TrackingOutcomeMessage } from './tracking-outcome';
import { useTrackingForm, type TrackingFormOptions } from './use-tracking-form';

/**
 * The program tracking popup (§2, §4, §5): Track Progress, or Edit Progress when the chosen day
 * already has an entry. One entry per day; saving replaces that day's entry.
 */
export function TrackingPopup({ program, progress, initialDate, onClose, onSaved }: TrackingFormOptions) {
  const { t } = useLingui();
  const form = useTrackingForm({ program, progress, initialDate, onClose, onSaved });
  const title = form.existing ? t`Edit Progress` : t`Track Progress`;

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onConfirm={form.save}
      confirmLabel={t`Save`}
      busy={form.saving}
      confirmDisabled={form.dayLoading}
      size="lg"
      describeBody={false}
    >
      <div
        className="-mx-6 max-h-[calc(100dvh-16.5rem)] overflow-y-auto px-6 pb-1 sm:max-h-[min(36rem,calc(100dvh-13rem))]"
        data-testid="tracking-popup-body"
      >
        <p className="font-medium text-slate-900">{program.title}</p>
        {form.outcome && <TrackingOutcomeMessage outcome={form.outcome} messageRef={form.messageRef} />}
        <TrackingDateField form={form} startDay={progress.start_day} />
        {program.action_items.length > 0 && <TrackingActionItems program={program} form={form} />}
        {form.isExercise && program.exercises.length > 0 && <TrackingExercises program={program} form={form} />}
        {form.validDay && <MedicationDailyCheck day={form.date} />}
      </div>
    </Modal>
  );
}
