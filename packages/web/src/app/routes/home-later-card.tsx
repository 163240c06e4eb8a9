import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { OfflineNote } from '@/components/ui/offline-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
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

interface BoundaryProps {
  title: MessageDescriptor;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A card whose code failed to download says so in its place, with Try again (offline: the calm
 * offline note, tried again by itself once back online); the rest of the home stays. Any other error
 * is the route error screen's, as before the cards were split (thrown on to it).
 */
class LaterCardBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <LaterCardError title={this.props.title} onRetry={this.props.onRetry} />;
  }
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
 * A home card below the fold whose code is fetched after the home's first screen (issue 39,
 * decision 0116): `load` gives the card's component (one shared chunk for all of them, so one
 * request); until it has arrived a skeleton with the card's size (`skeletonCard`: the card's height
 * classes) holds its place. `title` is the card's heading, shown above a failed download. Once loaded (the home opened
 * again) it renders at once, like a static import.
 */
export function laterCard<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { title, skeletonCard }: { title: MessageDescriptor; skeletonCard: string },
): ComponentType<P> {
  const asLazy = () => lazy(() => load().then((component) => ({ default: component })));
  const first = asLazy();
  return function LaterCard(props: P) {
    const [attempt, setAttempt] = useState({ n: 0, Card: first });
    const { Card } = attempt;
    return (
      <LaterCardBoundary key={attempt.n} title={title} onRetry={() => setAttempt((a) => ({ n: a.n + 1, Card: asLazy() }))}>
        <Suspense fallback={<LaterCardSkeleton card={skeletonCard} />}>
          <Card {...props} />
        </Suspense>
      </LaterCardBoundary>
    );
  };
}
