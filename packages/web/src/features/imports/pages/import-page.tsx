import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { useProfileQuery } from '@/api/profile';
import { pageTitle } from '@/config/brand';
import { savedMapping, saveMapping } from '../csv-mappings';
import { ColumnMapping } from '../components/column-mapping';
import { FilePicker } from '../components/file-picker';
import { ImportHistory } from '../components/import-history';
import { ImportPreview } from '../components/import-preview';
import { FAILURES } from '../components/import-words';
import { ReadProgress } from '../components/read-progress';
import type { SendProgress } from '../send';
import { useImportFlow, type SendState } from '../use-import-flow';

/** Sending: batches sent of all, and what was stored so far; stop leaves it to resume. */
function SendCard({ progress, stopping, onStop }: { progress: SendProgress; stopping: boolean; onStop: () => void }) {
  const { t, i18n } = useLingui();
  const sent = i18n.number(progress.sent);
  const total = i18n.number(progress.total);
  const stored = i18n.number(progress.stored);
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-semibold text-slate-900">
        <Trans>Importing</Trans>
      </h2>
      <ProgressBar
        value={progress.total ? (progress.sent / progress.total) * 100 : 0}
        label={t`Import`}
        valueText={t`${sent} of ${total} batches sent`}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        <Trans>
          {sent} of {total} batches sent · {stored} values stored
        </Trans>
      </p>
      <Button variant="secondary" onClick={onStop} disabled={stopping} loading={stopping}>
        {stopping ? t`Stopping after this batch…` : t`Stop`}
      </Button>
    </Card>
  );
}

/** How the sending ended: done, stopped (to resume) or failed (nothing lost: it resumes too). */
function SendOutcome({ send, onAgain }: { send: SendState; onAgain: () => void }) {
  const { t, i18n } = useLingui();
  if (send.step !== 'done' && send.step !== 'stopped' && send.step !== 'send-failed') return null;
  const p = send.progress;
  const stored = i18n.number(p?.stored ?? 0);
  const skipped = i18n.number(p?.duplicates ?? 0);
  const refused = i18n.number(p?.refused ?? 0);
  return (
    <div className="space-y-3">
      {send.step === 'done' && (
        <StatusMessage type="success">{t`Imported: ${stored} values stored, ${skipped} already in the app, ${refused} refused.`}</StatusMessage>
      )}
      {send.step === 'stopped' && (
        <StatusMessage type="success">{t`Stopped: ${stored} values stored so far. Choose the same file again to resume, or undo the import below.`}</StatusMessage>
      )}
      {send.step === 'send-failed' && (
        <StatusMessage type="error">{t`The import stopped: the app could not be reached. What was sent is kept; choose the same file again to resume.`}</StatusMessage>
      )}
      <Button variant="secondary" onClick={onAgain}>
        <Trans>Import another file</Trans>
      </Button>
    </div>
  );
}

/** /import: bring in measurements from the files a phone, scale or cuff app exports, read on this device (issue 36). */
export function ImportPage() {
  const { t, i18n } = useLingui();
  const flow = useImportFlow();
  const { reader, read, send } = flow;
  const state = reader.state;
  const memberId = useProfileQuery().data?._id;
  return (
    <div className="max-w-3xl space-y-8">
      <title>{pageTitle(t`Import from an app`)}</title>
      <PageHeader
        title={t`Import from an app`}
        description={t`Bring in the weight, blood pressure, steps and workouts your phone, scale or blood pressure cuff has kept.`}
      />
      {(state.step === 'idle' || state.step === 'failed') && <FilePicker onFile={(file) => reader.read(file)} disabled={false} />}
      {state.step === 'failed' && <StatusMessage type="error">{i18n._(FAILURES[state.code])}</StatusMessage>}
      {state.step === 'mapping' && (
        <ColumnMapping
          key={`${state.signature}|${state.file.name}`}
          fileName={state.file.name}
          columns={state.columns}
          sample={state.sample}
          saved={memberId ? savedMapping(memberId, state.signature) : null}
          onMapped={(mapping) => {
            if (memberId) saveMapping(memberId, state.signature, mapping);
            reader.read(state.file, { mapping });
          }}
          onCancel={flow.restart}
        />
      )}
      {state.step === 'reading' && <ReadProgress {...state} onCancel={reader.cancel} />}
      {read && send.step === 'checking' && (
        <p className="flex items-center gap-2 text-slate-700" aria-live="polite">
          <Spinner size="sm" />
          <Trans>Checking what the app has already…</Trans>
        </p>
      )}
      {read && send.step === 'check-failed' && (
        <StatusMessage type="error">{t`The app could not be reached to check the file. Nothing was imported. Please try again.`}</StatusMessage>
      )}
      {read && send.step === 'choosing' && flow.choice && (
        <ImportPreview
          source={read.result.source}
          fileName={read.file.name}
          kinds={flow.kinds}
          choice={flow.choice}
          onChoice={flow.setChoice}
          resuming={flow.resuming}
          height={read.result.height}
          otherApps={read.result.otherApps}
          onReadApp={(app) => reader.read(read.file, { app })}
          onImport={() => void flow.start()}
          onCancel={flow.restart}
        />
      )}
      {send.step === 'sending' && <SendCard progress={send.progress} stopping={send.stopping} onStop={flow.stop} />}
      <SendOutcome send={send} onAgain={flow.restart} />
      <ImportHistory />
    </div>
  );
}
