import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import { useSetHeightFromImport } from '../api/imports';

/** The export's newest height, offered for the profile (the app keeps one height, not a history). */
export function ImportHeight({ height }: { height: { value: number; measured_at: string } }) {
  const { t, i18n } = useLingui();
  const save = useSetHeightFromImport();
  const cm = i18n.number(height.value);
  const when = formatLongDate(height.measured_at);
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-800">
        <Trans>
          Height in the file: {cm} cm ({when}). Your profile keeps one height, used for your BMI.
        </Trans>
      </p>
      {save.isSuccess ? (
        <p className="mt-2 text-sm font-medium text-teal-900" role="status">
          <Trans>Saved as your height.</Trans>
        </p>
      ) : (
        <Button
          className="mt-2"
          variant="secondary"
          size="sm"
          loading={save.isPending}
          disabled={save.isPending}
          onClick={() => save.mutate(height.value)}
        >
          {t`Use ${cm} cm as my height`}
        </Button>
      )}
      {save.isError && (
        <p className="mt-2 text-sm text-red-800" role="alert">
          <Trans>The height could not be saved. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
