import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/class-names';
import { Button } from './button';

interface FormActionsProps {
  /** The submit button's words, e.g. "Save Changes". */
  submitLabel: string;
  /** While the form is being sent: both buttons wait, and the submit button says "Saving...". */
  pending: boolean;
  /** Shows Cancel beside the submit button. */
  onCancel?: () => void;
  /** The submit button spans the form (a form without Cancel). */
  fullWidth?: boolean;
  className?: string;
}

/** A form's closing buttons: Cancel and submit on the right; on a phone stacked, submit on top. */
export function FormActions({ submitLabel, pending, onCancel, fullWidth, className }: FormActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      <Button type="submit" loading={pending} disabled={pending} fullWidth={fullWidth}>
        {pending ? <Trans>Saving...</Trans> : submitLabel}
      </Button>
    </div>
  );
}
