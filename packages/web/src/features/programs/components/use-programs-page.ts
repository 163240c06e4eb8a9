import { useLingui } from '@lingui/react/macro';
import { PROGRAM_TYPES } from '@wellpath/shared/programs/wire';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProgramsQuery, type CatalogueFilters } from '@/api/programs';
import { isApiError } from '@/lib/api-client';
import { useInProgressProgramsQuery } from '../api/programs';
import { useStartProgram } from './use-start-program';

/** The programmes page's state: the catalogue's filters (in the address), its answer, the notice, the run being tracked, Start. */
export function useProgramsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const pillar = params.get('pillar') ?? '';
  const typeParam = params.get('type');
  const type = PROGRAM_TYPES.find((option) => option === typeParam);
  const filters: CatalogueFilters = { pillar: pillar || undefined, type };

  const catalogue = useProgramsQuery(filters, { keepPrevious: true });
  const inProgress = useInProgressProgramsQuery();
  const [notice, setNotice] = useState<string | null>(null);
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const starting = useStartProgram({
    onStarted: ({ program: { title } }) => setNotice(t`You started ${title}. It now appears under Your active programs.`),
  });

  // An unknown pillar in the address answers 404: that is simply "nothing matches".
  const unknownPillar = catalogue.isError && isApiError(catalogue.error) && catalogue.error.status === 404;

  function setFilter(name: 'pillar' | 'type', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  return {
    pillar,
    type,
    setFilter,
    clearFilters: () => setParams(new URLSearchParams(), { replace: true }),
    catalogue,
    unknownPillar,
    programs: unknownPillar ? [] : catalogue.data,
    inProgress,
    tracking: inProgress.data?.find((p) => p.program._id === trackingId),
    setTrackingId,
    notice,
    setNotice,
    ...starting,
  };
}

export type ProgramsPageState = ReturnType<typeof useProgramsPage>;
