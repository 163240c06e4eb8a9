import { Trans, useLingui } from '@lingui/react/macro';
import { WAIST_POPULATION_KEYS, WAIST_POPULATIONS, type MetabolicSyndrome, type WaistPopulation } from '@wellpath/shared/health/metabolic';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { MetabolicCriteria, MetabolicSource, MetabolicVerdict } from '@/components/metabolic/metabolic-criteria';
import { logger } from '@/lib/logger';
import { useMetabolicQuery, useSetWaistPopulation } from '../api/metabolic';

/** The populations of the harmonised waist table, in words. */
export function usePopulationNames(): Record<WaistPopulation, string> {
  const { t } = useLingui();
  return {
    europid: t`European origin`,
    canada_us: t`Health Canada and US guidelines`,
    middle_east_mediterranean: t`Middle Eastern or Mediterranean`,
    sub_saharan_african: t`Sub-Saharan African`,
    central_south_american: t`Central or South American`,
    asian: t`Asian (South Asian and others)`,
    chinese: t`Chinese`,
    japanese: t`Japanese`,
  };
}

/** /body: the metabolic-syndrome criteria (decision 0102), with the waist cut-off the member chooses. */
export function MetabolicCard() {
  const { t } = useLingui();
  const query = useMetabolicQuery();
  return (
    <Card role="region" className="space-y-4 p-5 sm:p-6" aria-labelledby="metabolic-title">
      <div>
        <h2 id="metabolic-title" className="text-lg font-semibold text-slate-900">
          <Trans>Metabolic syndrome criteria</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Five measures that, when three or more are outside the healthy range, together raise the risk of heart disease and diabetes.
          </Trans>
        </p>
      </div>
      {query.isPending && <Skeleton className="h-64 rounded-xl" />}
      {query.isError && (
        <StatusMessage type="error">{t`The metabolic syndrome criteria could not be loaded. Please try again later.`}</StatusMessage>
      )}
      {query.isSuccess && (
        <>
          <MetabolicVerdict summary={query.data} reader="member" />
          <MetabolicCriteria summary={query.data} reader="member" />
          <PopulationChoice key={query.data.population.key} summary={query.data} />
          <MetabolicSource />
        </>
      )}
    </Card>
  );
}

function PopulationChoice({ summary }: { summary: MetabolicSyndrome }) {
  const { t } = useLingui();
  const names = usePopulationNames();
  const setPopulation = useSetWaistPopulation();
  const [error, setError] = useState<string | undefined>();
  const cutOffs = (p: WaistPopulation) => {
    const c = WAIST_POPULATIONS[p];
    return t`men ${c.male} cm, women ${c.female} cm`;
  };
  return (
    <SelectField
      label={t`Waist cut-off for`}
      hint={t`The guideline's waist cut-off depends on your origin. Choose the population closest to yours; without a choice, the cut-off for people of European origin applies.`}
      value={summary.population.chosen ? summary.population.key : ''}
      error={error}
      disabled={setPopulation.isPending}
      onChange={(e) => {
        const value = e.target.value;
        setError(undefined);
        setPopulation.mutate(value === '' ? null : (value as WaistPopulation), {
          onError: (err) => {
            logger.warn('Failed to save waist population', { error: err });
            setError(t`Your choice could not be saved. Please try again.`);
          },
        });
      }}
    >
      <option value="">{t`Not chosen (European origin: ${cutOffs('europid')})`}</option>
      {WAIST_POPULATION_KEYS.map((p) => (
        <option key={p} value={p}>
          {names[p]} ({cutOffs(p)})
        </option>
      ))}
    </SelectField>
  );
}
