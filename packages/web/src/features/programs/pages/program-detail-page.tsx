import { useParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { StatusMessage } from '@/components/ui/status-message';
import { UndoToast } from '@/components/ui/undo-toast';
import { pageTitle } from '@/config/brand';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';
import { isApiError } from '@/lib/api-client';
import { useProgramQuery } from '../api/programs';
import { ActiveRun } from '../components/active-run';
import { PastRuns } from '../components/past-runs';
import { DetailSkeleton, ProgramAbout, ProgramHeader, ProgramLoadError, StartCard } from '../components/program-detail-parts';
import { useProgramDetail } from '../components/use-program-detail';

/** /programs/:id: what the programme is, and Start or the member's progress with a calendar (design). */
export function ProgramDetailPage() {
  const { id = '' } = useParams();
  const query = useProgramQuery(id);
  const detail = useProgramDetail();
  const { notice, noticeRef, undoFinish, setUndoFinish, reopen, reopenRun } = detail;

  if (isWaitingForNetwork(query)) return <OfflineScreen />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError)
    return <ProgramLoadError missing={isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)} />;

  const { program, progress, past } = query.data;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <title>{pageTitle(program.title)}</title>
      <ProgramHeader program={program} />

      {notice && (
        <StatusMessage ref={noticeRef} type={notice.type}>
          {notice.text}
        </StatusMessage>
      )}
      {/* Here in the page's order (it shows at the bottom of the screen): Tab from the notice reaches Undo. */}
      <UndoToast offer={undoFinish} busy={reopen.isPending} onUndo={() => reopenRun(program)} onDismiss={() => setUndoFinish(null)} />

      {progress ? (
        <ActiveRun
          program={program}
          progress={progress}
          finish={detail.finish}
          leave={detail.leave}
          onNotice={detail.setNotice}
          onFinished={() => detail.offerUndoFinish(progress._id, program.title)}
        />
      ) : (
        <StartCard program={program} detail={detail} />
      )}

      <ProgramAbout program={program} />
      {past.length > 0 && <PastRuns program={program} past={past} running={progress !== null} detail={detail} />}
      {detail.dialogs}
    </div>
  );
}
