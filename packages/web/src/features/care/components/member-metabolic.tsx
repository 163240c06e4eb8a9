import { Trans, useLingui } from '@lingui/react/macro';
import { MetabolicCriteria, MetabolicSource, MetabolicVerdict } from '@/components/metabolic/metabolic-criteria';
import { useMemberMetabolicQuery } from '../api/chart';
import { LoadedSection } from './section';

/**
 * The member's metabolic-syndrome criteria (decision 0102) as the member sees them: each met, not met
 * or unknown with the value and date it came from, and the waist cut-off's population. Clinicians and
 * administrators; each read is in the access log.
 */
export function MemberMetabolic({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const query = useMemberMetabolicQuery(memberId);
  return (
    <LoadedSection
      id="metabolic"
      title={t`Metabolic syndrome`}
      description={t`The five criteria of the harmonised 2009 definition, read from the member's waist, lab results, blood pressure and medications.`}
      query={query}
      loading={{ label: t`Loading the metabolic syndrome criteria`, shapes: ['h-12 rounded-xl', 'h-48 rounded-xl'] }}
      failed={t`The metabolic syndrome criteria could not be loaded.`}
    >
      {(data) => (
        <div className="space-y-3">
          <MetabolicVerdict summary={data} reader="staff" />
          <MetabolicCriteria summary={data} reader="staff" />
          <p className="text-sm text-slate-700">
            {data.population.chosen ? (
              <Trans>The waist cut-off is the one the member chose for their population.</Trans>
            ) : (
              <Trans>The member has not chosen a population: the waist cut-off is the one for people of European origin.</Trans>
            )}
          </p>
          <MetabolicSource />
        </div>
      )}
    </LoadedSection>
  );
}
