import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PROGRAM_TYPES } from '@wellpath/shared/programs/wire';
import { Compass, History, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePillarsQuery } from '@/api/pillars';
import { useProgramsQuery, type CatalogueFilters } from '@/api/programs';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyCard } from '@/components/ui/empty-card';
import { PageHeader } from '@/components/ui/page-header';
import { focusRing } from '@/components/ui/focus-ring';
import { SelectField } from '@/components/ui/form-field';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { AsyncSection } from '@/components/ui/async-section';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useInProgressProgramsQuery, usePastProgramsQuery } from '../api/programs';
import { InProgressCard, InProgressCardSkeleton } from '../components/in-progress-card';
import { PastRunSummary } from '../components/past-run';
import { ProgramCard, ProgramCardSkeleton } from '../components/program-card';
import { TrackingPopup } from '../components/tracking-popup';
import { useStartProgram } from '../components/use-start-program';
import { savedMessage } from '../components/tracking-day';
import { ACTIVE_PROGRAM_LIMIT, StartLimitNote } from '../components/start-limit-note';

const CATALOGUE_LIMIT_NOTE = 'catalogue-limit-note';

/** /programs: the member's active programmes, the catalogue with filters, and past programmes. */
export function ProgramsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const pillar = params.get('pillar') ?? '';
  const typeParam = params.get('type');
  const type = PROGRAM_TYPES.find((option) => option === typeParam);
  const filters: CatalogueFilters = { pillar: pillar || undefined, type };

  const catalogue = useProgramsQuery(filters, { keepPrevious: true });
  const pillars = usePillarsQuery();
  const inProgress = useInProgressProgramsQuery();
  const past = usePastProgramsQuery();
  const [notice, setNotice] = useState<string | null>(null);
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const { start, startingId, atLimit, dialogs } = useStartProgram({
    onStarted: ({ program: { title } }) => setNotice(t`You started ${title}. It now appears under Your active programs.`),
  });

  const activeCount = inProgress.data?.length ?? 0;
  const tracking = inProgress.data?.find((p) => p.program._id === trackingId);
  // An unknown pillar in the address answers 404: that is simply "nothing matches".
  const unknownPillar = catalogue.isError && isApiError(catalogue.error) && catalogue.error.status === 404;
  const programs = unknownPillar ? [] : catalogue.data;
  const limit = ACTIVE_PROGRAM_LIMIT;
  const programCount = programs?.length ?? 0;

  function setFilter(name: 'pillar' | 'type', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  return (
    <div className="space-y-10">
      <title>{pageTitle(t`Programs`)}</title>
      <PageHeader
        title={t`Programs`}
        description={
          <Trans>
            Guided programs from your care team, with a few small actions to track each day. Run up to {limit} at a time. Can&apos;t find
            what you need? <TextLink to={paths.programRequests.getHref()}>Request a program</TextLink>.
          </Trans>
        }
      />

      {notice && <StatusMessage type="success">{notice}</StatusMessage>}

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
                        setNotice(null);
                        setTrackingId(item.program._id);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </AsyncSection>
        </div>
      </section>

      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Browse programs</Trans>
        </h2>
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
            <Button variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              <Trans>Clear filters</Trans>
            </Button>
          )}
        </div>

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
          {programs && (
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
                  <Button variant="secondary" className="mt-4" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                    <Trans>Clear filters</Trans>
                  </Button>
                </Card>
              ) : (
                <ul className={cn('grid gap-4 md:grid-cols-2 xl:grid-cols-3', catalogue.isPlaceholderData && 'opacity-60')}>
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
          )}
        </div>
      </section>

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

      {dialogs}

      {tracking && (
        <TrackingPopup
          program={tracking.program}
          progress={tracking.progress}
          onClose={() => setTrackingId(null)}
          onSaved={(date, outcome) => setNotice(savedMessage(date, outcome, tracking.program.title))}
        />
      )}
    </div>
  );
}
