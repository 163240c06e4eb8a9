import { onlineManager } from '@tanstack/react-query';
import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { useIsOffline } from '@/lib/offline/connectivity';
import { revealApp } from '../member-shell';
import { isChunkLoadError } from '../routes/route-error';

/** A screen whose code failed to download stays failed (React.lazy keeps the error): load the page again. */
function ReloadWhenOnline() {
  useLayoutEffect(revealApp, []);
  useEffect(() => onlineManager.subscribe((online) => online && window.location.reload()), []);
  return null;
}

interface BoundaryProps {
  offline: boolean;
  children: ReactNode;
}

class OfflineChunkBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error) && (this.props.offline || !navigator.onLine)) {
      return (
        <>
          <OfflineScreen />
          <ReloadWhenOnline />
        </>
      );
    }
    // Anything else is the route error screen's (thrown on to it).
    throw error;
  }
}

/**
 * Around the member's screens: a screen whose code was never downloaded on this device shows the
 * friendly offline screen inside the layout (the navigation stays usable) rather than an error.
 * Give it a key per location, so that moving on tries the next screen afresh.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const offline = useIsOffline();
  return <OfflineChunkBoundary offline={offline}>{children}</OfflineChunkBoundary>;
}
