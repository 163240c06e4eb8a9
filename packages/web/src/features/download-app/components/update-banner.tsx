import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

interface UpdateBannerProps {
  /** Activates the new version and reloads the page. */
  onReload: () => void;
  onDismiss: () => void;
}

/** Tells the member a new version is ready; the page reloads only when they say so. */
export function UpdateBanner({ onReload, onDismiss }: UpdateBannerProps) {
  const { t } = useLingui();
  const [reloading, setReloading] = useState(false);
  return (
    <section
      aria-label={t`App update`}
      className="fixed inset-x-3 bottom-[calc(0.75rem+var(--bottom-inset,0px))] z-50 mx-auto max-w-md rounded-2xl border-l-4 border-teal-700 bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-200 sm:inset-x-auto sm:right-4 sm:bottom-[calc(1rem+var(--bottom-inset,0px))]"
    >
      <div className="flex items-start gap-3">
        <RefreshCw className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
        <p role="status" className="min-w-0 flex-1 text-sm font-medium">
          <Trans>A new version of WellPath is available</Trans>
        </p>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDismiss} disabled={reloading}>
          <Trans>Later</Trans>
        </Button>
        <Button
          variant="primary"
          size="sm"
          loading={reloading}
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {reloading ? t`Reloading...` : t`Reload`}
        </Button>
      </div>
    </section>
  );
}
