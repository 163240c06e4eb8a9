import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_KINDS, type DataImport } from '@wellpath/shared/health/imports';
import { SOURCE_NAMES } from '@wellpath/shared/health/sources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDateTime } from '@/lib/dates';
import { useImportsQuery, useUndoImport } from '../api/imports';
import { KIND_LABELS } from './import-words';

/** One import: its app, when, what it stored by kind, and undo (or that it was undone, or stopped). */
function ImportEntry({ entry, onUndo, undoing }: { entry: DataImport; onUndo: () => void; undoing: boolean }) {
  const { t, i18n } = useLingui();
  const app = SOURCE_NAMES[entry.source];
  const when = formatDateTime(entry.created_at);
  const stored = IMPORT_KINDS.flatMap((k) => {
    const n = entry.counts[k];
    if (!n) return [];
    const kind = i18n._(KIND_LABELS[k]);
    const count = i18n.number(n);
    return [t`${kind}: ${count}`];
  });
  const skipped = i18n.number(entry.duplicates);
  const refused = i18n.number(entry.refused);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {app} · {when}
        </p>
        <p className="text-sm text-slate-700">{stored.length > 0 ? stored.join(' · ') : t`Nothing new stored`}</p>
        <p className="text-sm text-slate-600">
          <Trans>
            {skipped} already in the app · {refused} refused
          </Trans>
        </p>
        {entry.undone_at ? (
          <p className="text-sm font-medium text-slate-700">
            <Trans>Undone: its values were deleted.</Trans>
          </p>
        ) : entry.completed_at === null ? (
          <p className="text-sm font-medium text-amber-900">
            <Trans>Stopped before the end: choose the same file again to resume it.</Trans>
          </p>
        ) : null}
      </div>
      {!entry.undone_at && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onUndo}
          loading={undoing}
          disabled={undoing}
          aria-label={t`Undo the import from ${app} of ${when}`}
        >
          <Trans>Undo this import</Trans>
        </Button>
      )}
    </li>
  );
}

/** The imports, newest first, each one undone in full with one button. */
export function ImportHistory() {
  const { t } = useLingui();
  const list = useImportsQuery();
  const undo = useUndoImport();
  const imports = list.data?.imports ?? [];
  return (
    <section aria-labelledby="import-history" className="space-y-3">
      <h2 id="import-history" className="text-xl font-semibold text-slate-900">
        <Trans>Import history</Trans>
      </h2>
      {undo.isError && <StatusMessage type="error">{t`The import could not be undone. Please try again.`}</StatusMessage>}
      {undo.isSuccess && <StatusMessage type="success">{t`The import was undone: its values were deleted.`}</StatusMessage>}
      {list.isPending && <Skeleton className="h-24 rounded-2xl" />}
      {list.isError && <StatusMessage type="error">{t`Your imports could not be loaded. Please try again later.`}</StatusMessage>}
      {list.isSuccess &&
        (imports.length === 0 ? (
          <p className="text-slate-600">
            <Trans>You have not imported anything yet.</Trans>
          </p>
        ) : (
          <Card className="px-5">
            <ul className="divide-y divide-slate-200">
              {imports.map((entry) => (
                <ImportEntry
                  key={entry._id}
                  entry={entry}
                  undoing={undo.isPending && undo.variables === entry._id}
                  onUndo={() => undo.mutate(entry._id)}
                />
              ))}
            </ul>
          </Card>
        ))}
    </section>
  );
}
