import { Trans, useLingui } from '@lingui/react/macro';
import { Pill } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { UndoToast } from '@/components/ui/undo-toast';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { useMedicationCatalogueQuery, useMedicationsQuery } from '../api/medications';
import { ConfirmDeleteModal } from '../components/entry-log';
import { EntriesSection } from '../components/entry-list';
import { EntryFormCard } from '../components/form-parts';
import { MedicationForm } from '../components/medication-form';
import { MedicationList } from '../components/medication-list';
import { useMedicationLog } from '../components/medication-log';

/** /medications: the member's medications from the clinic's list or typed, with dose, how often, reason and the days; edit and delete with undo. */
export function MedicationsPage() {
  const { t } = useLingui();
  const list = useMedicationsQuery();
  const catalogue = useMedicationCatalogueQuery();
  const log = useMedicationLog();
  const medications = list.data?.medications ?? [];
  const editingName = log.editing?.name ?? '';

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Medications`)}</title>
      <PageHeader
        title={t`Medications`}
        description={t`Keep a list of the medications you take. Your heart risk and your results read it; your care team advises on any change.`}
      />
      <div aria-live="polite">{log.notice && <StatusMessage type={log.notice.type}>{log.notice.text}</StatusMessage>}</div>

      <EntryFormCard
        editing={log.editing}
        title={log.editing ? t`Edit medication` : t`Add a medication`}
        description={log.editing ? t`Changing ${editingName}.` : undefined}
        className="max-w-2xl"
      >
        {catalogue.isPending && <Skeleton className="h-40 rounded-xl" />}
        {catalogue.isError && (
          <StatusMessage type="error">
            <Trans>The clinic's list of medications could not be loaded. Please try again later.</Trans>
          </StatusMessage>
        )}
        {catalogue.isSuccess && (
          <MedicationForm
            key={log.editing?._id ?? 'new'}
            catalogue={catalogue.data.medications}
            editing={log.editing ?? undefined}
            onCancelEdit={log.stopEditing}
            onStartEntry={log.startedEntry}
            onSaved={(m, wasEdit) => log.saved(wasEdit ? t`${m.name} updated.` : t`${m.name} added.`)}
          />
        )}
      </EntryFormCard>

      {list.isError && (
        <StatusMessage type="error">
          <Trans>Failed to load your medications. Please try again later.</Trans>
        </StatusMessage>
      )}

      <EntriesSection
        title={t`Your medications`}
        loadingLabel={t`Loading your medications`}
        query={list}
        count={medications.length}
        emptyIcon={Pill}
        empty={t`No medications yet. Add the first with the form above.`}
      >
        <MedicationList medications={medications} onEdit={log.edit} onDelete={log.askDelete} />
      </EntriesSection>
      <UndoToast offer={log.undo.offer} busy={log.undo.busy} onUndo={log.undo.onUndo} onDismiss={log.undo.onDismiss} />

      <ConfirmDeleteModal title={t`Delete this medication?`} del={log.del}>
        {(m) => {
          const name = m.name;
          return <p>{t`${name} will be removed from your list. You can undo it for a few seconds afterwards.`}</p>;
        }}
      </ConfirmDeleteModal>
    </div>
  );
}
