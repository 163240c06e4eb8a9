import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { OfflineNote } from '@/components/ui/offline-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { afterNextPaint } from '@/lib/after-paint';
import { cn } from '@/lib/class-names';
import { isChunkLoadError } from './route-error';

/**
 * The outline of a home card while its code downloads: its heading's line and a card of the height
 * the card has with a typical member's data (measured at 390 and 1280 px), so the page does not
 * jump when it arrives. Hidden from assistive technology like every skeleton; the region says what
 * is loading.
 */
export function LaterCardSkeleton({ card }: { card: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading more of your home`} data-later-card-skeleton="">
      <Skeleton className="mb-3 h-7 w-48" />
      <div className={cn('rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', card)} />
    </div>
  );
}

/** The card's heading, so the member knows which card is missing, and what happened below it. */
function LaterCardError({ title, onRetry }: { title: MessageDescriptor; onRetry: () => void }) {
  const { t } = useLingui();
  const [offline, setOffline] = useState(() => !onlineManager.isOnline());
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        setOffline(!online);
        if (online) onRetry();
      }),
    [onRetry],
  );
  return (
    <section aria-label={t(title)}>
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{t(title)}</h2>
      {offline ? (
        <OfflineNote />
      ) : (
        <StatusMessage type="error">
          <p>
            <Trans>This part of your home could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </StatusMessage>
      )}
    </section>
  );
}

/**
 * The later cards take turns to show (decision 0131): each one is committed on its own, once the one
 * before it has been committed and painted. Their code arrives in one chunk, so without turns every
 * card rendered in the same commit (the home's longest task after its first paint). React.lazy could
 * not do this: React commits the Suspense boundaries it retries within 300 ms of each other together.
 */
let turns: Promise<void> = Promise.resolve();

/**
 * Waits for the turn of a card that has arrived, then calls `show` after the next paint; the card calls
 * `done` once it has committed (or has gone), which starts the next turn. Returns a cancel function.
 */
function takeTurn(show: (done: () => void) => void): () => void {
  let cancelled = false;
  let finish = () => {};
  const turn = new Promise<void>((resolve) => (finish = resolve));
  let cancelPaint = () => {};
  void turns.then(() => {
    if (cancelled) return finish();
    cancelPaint = afterNextPaint(() => (cancelled ? finish() : show(finish)));
  });
  turns = turn;
  return () => {
    cancelled = true;
    cancelPaint();
    finish();
  };
}

type Loading<P> = { state: 'loading' } | { state: 'shown'; Card: ComponentType<P> } | { state: 'failed'; error: unknown };

/**
 * A home card below the fold whose code is fetched after the home's first screen (issue 39,
 * decisions 0116 and 0131): `load` gives the card's component (one shared chunk for all of them, so
 * one request); until it has arrived, and its turn has come, a skeleton with the card's size
 * (`skeletonCard`: the card's height classes) holds its place. The card then shows in a transition
 * of its own. `title` is the card's heading, shown above a failed download; any other error is the
 * route error screen's. Once loaded (the home opened again) it renders at once, like a static import.
 */
export function laterCard<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { title, skeletonCard }: { title: MessageDescriptor; skeletonCard: string },
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LaterCard(props: P) {
    const [loading, setLoading] = useState<Loading<P>>(() => (loaded ? { state: 'shown', Card: loaded } : { state: 'loading' }));
    const [attempt, setAttempt] = useState(0);
    const committed = useRef<(() => void) | null>(null);
    useEffect(() => {
      if (loading.state !== 'loading') return;
      let live = true;
      let cancelTurn = () => {};
      load().then(
        (Card) => {
          loaded = Card;
          if (!live) return;
          cancelTurn = takeTurn((done) => {
            committed.current = done;
            startTransition(() => setLoading({ state: 'shown', Card }));
          });
        },
        (error: unknown) => {
          if (live) setLoading({ state: 'failed', error });
        },
      );
      return () => {
        live = false;
        cancelTurn();
      };
    }, [loading.state, attempt]);
    // The card is on the screen: the next card's turn (after a paint).
    useLayoutEffect(() => {
      if (loading.state === 'loading') return;
      committed.current?.();
      committed.current = null;
    }, [loading.state]);
    const retry = useCallback(() => {
      setLoading({ state: 'loading' });
      setAttempt((n) => n + 1);
    }, []);
    if (loading.state === 'shown') return <loading.Card {...props} />;
    if (loading.state === 'failed') {
      if (!isChunkLoadError(loading.error)) throw loading.error;
      return <LaterCardError title={title} onRetry={retry} />;
    }
    return <LaterCardSkeleton card={skeletonCard} />;
  };
}
