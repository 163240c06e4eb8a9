import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Compass, History, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { usePillarsQuery } from '@/api/pillars';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyCard } from '@/components/ui/empty-card';
import { focusRing } from '@/components/ui/focus-ring';
import { SelectField } from '@/components/ui/form-field';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { usePastProgramsQuery } from '../api/programs';
import { InProgressCard, InProgressCardSkeleton } from './in-progress-card';
import { PastRunSummary } from './past-run';
import { ProgramCard, ProgramCardSkeleton } from './program-card';
import { ACTIVE_PROGRAM_LIMIT, StartLimitNote } from './start-limit-note';
import type { ProgramsPageState } from './use-programs-page';

const CATALOGUE_LIMIT_NOTE = 'catalogue-limit-note';

/** "Your active programs (1 of 2)", each with its Track button. */
export function ActiveProgramsSection({ page }: { page: ProgramsPageState }) {
  const { t } = useLingui();
  const { inProgress } = page;
  const activeCount = inProgress.data?.length ?? 0;
  const limit = ACTIVE_PROGRAM_LIMIT;
  return (
    <section aria-labelledby="active-programs-heading" id="active-programs">
      <h2 id="active-programs-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Your active programs</Trans>
        {inProgress.isSuccess && (
          <>
            {' '}
            <span className="ml-1 text-base font-normal text-slate-600">
              <Trans>
                ({activeCount} of {limit})
              </Trans>
            </span>
          </>
        )}
      </h2>
      <div className="mt-4">
        <AsyncSection
          query={inProgress}
          loading={
            <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t`Loading your programs`}>
              <InProgressCardSkeleton />
            </div>
          }
          error={t`Failed to load programs. Please try again later.`}
          empty={
            <EmptyCard icon={Compass} tone="brand">
              <Trans>You have no programs in progress. Choose one from the catalogue below and press Start.</Trans>
            </EmptyCard>
          }
        >
          {(list) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {list.map((item) => (
                <li key={item.progress._id}>
                  <InProgressCard
                    item={item}
                    headingLevel="h3"
                    onTrack={() => {
                      page.setNotice(null);
                      page.setTrackingId(item.program._id);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </AsyncSection>
      </div>
    </section>
  );
}

/** The catalogue: the pillar and type filters (kept in the address), then the programmes that match. */
export function CatalogueSection({ page }: { page: ProgramsPageState }) {
  const { t } = useLingui();
  const { catalogue, unknownPillar } = page;
  return (
    <section aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Browse programs</Trans>
      </h2>
      <CatalogueFilters page={page} />

      <div className="mt-6">
        {catalogue.isPending && (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label={t`Loading programs`}>
            {[0, 1, 2].map((i) => (
              <ProgramCardSkeleton key={i} />
            ))}
          </div>
        )}
        {catalogue.isError && !unknownPillar && (
          <StatusMessage type="error">
            <Trans>Failed to load programs. Please try again later.</Trans>
          </StatusMessage>
        )}
        {page.programs && <CatalogueList page={page} programs={page.programs} />}
      </div>
    </section>
  );
}

function CatalogueFilters({ page }: { page: ProgramsPageState }) {
  const { t } = useLingui();
  const { pillar, type, setFilter } = page;
  const pillars = usePillarsQuery();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <SelectField label={t`Pillar`} value={pillar} onChange={(e) => setFilter('pillar', e.target.value)} disabled={pillars.isPending}>
        <option value="">{t`All pillars`}</option>
        {(pillars.data ?? []).map((p) => (
          <option key={p._id} value={p.slug}>
            {p.name}
          </option>
        ))}
        {pillar && pillars.isSuccess && !pillars.data.some((p) => p.slug === pillar || p._id === pillar) && (
          <option value={pillar}>{pillar}</option>
        )}
      </SelectField>
      <SelectField label={t`Type`} value={type ?? ''} onChange={(e) => setFilter('type', e.target.value)}>
        <option value="">{t`All types`}</option>
        <option value="standard">{t`Standard`}</option>
        <option value="exercise">{t`Exercise`}</option>
      </SelectField>
      {(pillar || type) && (
        <Button variant="ghost" onClick={page.clearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}

function CatalogueList({ page, programs }: { page: ProgramsPageState; programs: NonNullable<ProgramsPageState['programs']> }) {
  const { atLimit, startingId, start } = page;
  const programCount = programs.length;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        <Plural value={programCount} one="# program" other="# programs" />
      </p>
      {/* Said once for the whole list, not under every card's Start button. */}
      {atLimit && programs.length > 0 && (
        <StartLimitNote
          id={CATALOGUE_LIMIT_NOTE}
          action="another"
          className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        />
      )}
      {programs.length === 0 ? (
        <Card className="flex flex-col items-center p-8 text-center">
          <SearchX className="size-8 text-slate-500" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">
            <Trans>No programs match these filters.</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Try another pillar or type, or clear the filters to see every program.</Trans>
          </p>
          <Button variant="secondary" className="mt-4" onClick={page.clearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        </Card>
      ) : (
        <ul className={cn('grid gap-4 md:grid-cols-2 xl:grid-cols-3', page.catalogue.isPlaceholderData && 'opacity-60')}>
          {programs.map((program) => (
            <li key={program._id}>
              <ProgramCard
                program={program}
                starting={startingId === program._id}
                onStart={() => start({ programId: program._id })}
                limitNoteId={atLimit ? CATALOGUE_LIMIT_NOTE : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The programmes the member finished or left, each with what they tracked. */
export function PastProgramsSection() {
  const { t } = useLingui();
  const past = usePastProgramsQuery();
  return (
    <section aria-labelledby="past-programs-heading">
      <h2 id="past-programs-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Past programs</Trans>
      </h2>
      <div className="mt-4">
        <AsyncSection
          query={past}
          loading={<SkeletonGroup label={t`Loading your past programs`} shapes={['h-20 w-full rounded-2xl']} />}
          error={t`Failed to load programs. Please try again later.`}
          empty={
            <EmptyCard icon={History}>
              <Trans>Programs you finish or leave appear here, with everything you tracked.</Trans>
            </EmptyCard>
          }
        >
          {(list) => (
            <Card>
              <ul className="divide-y divide-slate-200">
                {list.map(({ program, progress }) => (
                  <li key={progress._id} className="p-4">
                    <h3 className="font-semibold text-slate-900">
                      <Link to={paths.programs.detail.getHref(program._id)} className={cn('rounded hover:underline', focusRing)}>
                        {program.title}
                      </Link>
                    </h3>
                    <div className="mt-1.5">
                      <PastRunSummary progress={progress} per={program.schedule.per} />
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </AsyncSection>
      </div>
    </section>
  );
}
