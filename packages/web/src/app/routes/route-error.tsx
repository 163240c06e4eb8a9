import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
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
export function RouteErrorBoundary() {
  const { t } = useLingui();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  useLayoutEffect(revealApp, []);

  useEffect(() => {
    logger.error('Screen failed to render', {
      error: isRouteErrorResponse(error) ? { status: error.status, statusText: error.statusText } : error,
    });
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
