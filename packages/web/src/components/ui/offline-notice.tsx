import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { TextLink } from './text-link';

/** In place of a section that was never loaded on this device, while offline: calm, not an error. */
export function OfflineNote({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700', className)} data-offline-note="">
      <CloudOff className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        <Trans>Not available offline. It will load when you are back online.</Trans>
      </span>
    </p>
  );
}

/** A screen never opened on this device, while offline. It opens by itself once the connection is back. */
export function OfflineScreen() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-md py-12 text-center" data-testid="offline-screen">
      <title>{pageTitle(t`Not available offline`)}</title>
      <CloudOff className="mx-auto size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <Trans>Not available offline</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>
          This screen has not been opened on this device yet, so nothing of it is saved here. It will open as soon as you are back online.
        </Trans>
      </p>
      <p className="mt-6">
        <TextLink to={paths.home.getHref()}>
          <Trans>Go to your home page</Trans>
        </TextLink>
      </p>
    </div>
  );
}
