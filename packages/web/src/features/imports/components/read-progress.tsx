import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

const MB = 1024 * 1024;

/** Reading the file on the device: bytes read of the file's size and records found, with cancel. */
export function ReadProgress({
  fileName,
  bytes,
  total,
  records,
  onCancel,
}: {
  fileName: string;
  bytes: number;
  total: number;
  records: number;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const mb = (n: number) => i18n.number(n / MB, { maximumFractionDigits: 1 });
  const read = mb(bytes);
  const size = mb(total);
  const found = i18n.number(records);
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-semibold break-words text-slate-900">
        <Trans>Reading {fileName} on this device</Trans>
      </h2>
      <ProgressBar value={total > 0 ? (bytes / total) * 100 : 0} label={t`File read`} valueText={t`${read} of ${size} MB read`} />
      <p className="text-sm text-slate-700" aria-live="polite">
        <Trans>
          {read} of {size} MB read · {found} records found
        </Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>You can keep using the app while the file is read.</Trans>
      </p>
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </Card>
  );
}
