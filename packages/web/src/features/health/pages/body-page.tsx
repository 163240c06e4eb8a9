import { Trans, useLingui } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { UndoToast } from '@/components/ui/undo-toast';
import { pageTitle } from '@/config/brand';
import { formatDateTime } from '@/lib/dates';
import { useBodyQuery } from '../api/body';
import { useBodyLog } from '../components/body-log';
import { BodyList } from '../components/body-list';
import { BodyMeasurementForm } from '../components/body-measurement-form';
import { BodySummaryCard } from '../components/body-summary-card';
import { UnitChoice } from '../components/unit-choice';
import { formatMeasure, type UnitSystem } from '../components/body-units';
import { MemberTarget } from '../components/member-target';
import { WeightChangeCard } from '../components/weight-change-card';
import { ConfirmDeleteModal } from '../components/entry-log';
import { EntriesSection } from '../components/entry-list';
import { EntryFormCard } from '../components/form-parts';
import { HeightForm } from '../components/height-form';
import { MetabolicCard } from '../components/metabolic-card';
import { WeightReviewNotice } from '../components/weight-review-notice';
import { WeightChart } from '../components/weight-chart';

/** /body: weight, waist and body fat, the height once, the BMI with its caveat, the waist against its threshold, and the weight's trend. */
export function BodyPage() {
  const { t, i18n } = useLingui();
  const body = useBodyQuery();
  const [system, setSystem] = useState<UnitSystem>('metric');
  const log = useBodyLog();
  const measurements = body.data?.measurements ?? [];
  const editingWhen = log.editing ? formatDateTime(log.editing.measured_at) : '';

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Body`)}</title>
      <PageHeader
        title={t`Body`}
        description={t`Log your weight, waist and body fat, and see your BMI and how your waist compares with the guideline.`}
      />
      {body.data?.weight_review && <WeightReviewNotice review={body.data.weight_review} />}
      <UnitChoice system={system} onChange={setSystem} />
      <div aria-live="polite">{log.notice && <StatusMessage type={log.notice.type}>{log.notice.text}</StatusMessage>}</div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EntryFormCard
          editing={log.editing}
          title={log.editing ? t`Edit measurement` : t`Log a measurement`}
          description={log.editing ? t`Correcting the measurement of ${editingWhen}.` : undefined}
        >
          <BodyMeasurementForm
            key={`${log.editing?._id ?? 'new'}-${system}`}
            system={system}
            editing={log.editing ?? undefined}
            onCancelEdit={log.stopEditing}
            onStartEntry={log.startedEntry}
            onSaved={(_m, wasEdit) => log.saved(wasEdit ? t`Measurement updated.` : t`Measurement saved.`)}
          />
        </EntryFormCard>
        <div className="space-y-6">
          {body.isPending && <Skeleton className="h-56 rounded-2xl" />}
          {body.isSuccess && <BodySummaryCard summary={body.data} system={system} />}
          <MemberTarget
            kind="weight"
            currentLabel={t`Your latest weight:`}
            always={false}
            show={(v) => formatMeasure('weight', v.value, system, i18n.locale)}
          />
          {body.isSuccess && <WeightChangeCard change={body.data.weight_change} system={system} />}
          {body.isSuccess && (
            <Card className="p-5 sm:p-6">
              <HeightForm key={`${body.data.height_cm ?? 'none'}-${system}`} heightCm={body.data.height_cm} system={system} />
            </Card>
          )}
        </div>
      </div>

      {body.isError && (
        <StatusMessage type="error">
          <Trans>Failed to load your body measurements. Please try again later.</Trans>
        </StatusMessage>
      )}

      {body.isSuccess && measurements.some((m) => m.kind === 'weight') && (
        <Card className="p-5 sm:p-6">
          <WeightChart measurements={measurements} system={system} />
        </Card>
      )}

      <MetabolicCard />

      <EntriesSection
        title={t`Your measurements`}
        loadingLabel={t`Loading your measurements`}
        query={body}
        count={measurements.length}
        emptyIcon={Scale}
        empty={t`No measurements yet. Log your first with the form above.`}
      >
        <BodyList measurements={measurements} system={system} onEdit={log.edit} onDelete={log.askDelete} />
      </EntriesSection>
      <UndoToast offer={log.undo.offer} busy={log.undo.busy} onUndo={log.undo.onUndo} onDismiss={log.undo.onDismiss} />

      <ConfirmDeleteModal title={t`Delete this measurement?`} del={log.del}>
        {() => (
          <p>
            <Trans>The measurement will be removed. You can undo it for a few seconds afterwards.</Trans>
          </p>
        )}
      </ConfirmDeleteModal>
    </div>
  );
}
