import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { ActiveProgramsSection, CatalogueSection, PastProgramsSection } from '../components/programs-page-sections';
import { ACTIVE_PROGRAM_LIMIT } from '../components/start-limit-note';
import { savedMessage } from '../components/tracking-day';
import { TrackingPopup } from '../components/tracking-popup';
import { useProgramsPage } from '../components/use-programs-page';

/** /programs: the member's active programmes, the catalogue with filters, and past programmes. */
export function ProgramsPage() {
  const { t } = useLingui();
  const page = useProgramsPage();
  const { notice, tracking } = page;
  const limit = ACTIVE_PROGRAM_LIMIT;

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
      <ActiveProgramsSection page={page} />
      <CatalogueSection page={page} />
      <PastProgramsSection />
      {page.dialogs}

      {tracking && (
        <TrackingPopup
          program={tracking.program}
          progress={tracking.progress}
          onClose={() => page.setTrackingId(null)}
          onSaved={(date, outcome) => page.setNotice(savedMessage(date, outcome, tracking.program.title))}
        />
      )}
    </div>
  );
}
