import { Trans, useLingui } from '@lingui/react/macro';
import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { BrandLink } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { pageTitle } from '@/config/brand';
import { logger } from '@/lib/logger';
import { revealApp } from '../member-shell';

/** A screen's code could not be downloaded (offline, or a new release removed the old files). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** Shown when a screen fails to render or its code cannot be downloaded (e.g. after a new release). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const chunkFailed = isChunkLoadError(error);
  useLayoutEffect(revealApp, []);

  useEffect(() => {
    logger.error('Screen failed to render', { error });
  }, [error]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <title>{pageTitle(t`Something went wrong`)}</title>
      <BrandLink />
      <div role="alert" className="max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-3 text-slate-700">
          {chunkFailed ? (
            <Trans>A new version of the app may be available, or the connection dropped. Reloading the page usually fixes this.</Trans>
          ) : (
            <Trans>An unexpected error occurred. Please reload the page. If it keeps happening, contact the clinic.</Trans>
          )}
        </p>
      </div>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </div>
  );
}

interface CatcherProps {
  location: Location;
  children: ReactNode;
}

interface CatcherState {
  error: unknown;
  /** The location the error happened at: another one clears it. */
  location: Location;
}

/**
 * Catches what any screen throws while rendering (its code failing to download included) and shows
 * RouteError in place of the whole app, until the reader goes elsewhere. The declarative router has
 * no route `ErrorBoundary` (decision 0126); this is what the root route's was.
 */
class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** The app's screens inside the error screen's boundary. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorCatcher location={location}>{children}</ErrorCatcher>;
}
