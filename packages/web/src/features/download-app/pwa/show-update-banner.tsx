import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UpdateBanner } from '../components/update-banner';

const ROOT_ID = 'pwa-update';

/**
 * Renders the update banner into its own root, beside the app's: it works the same on the landing
 * page, the account screens and the member area, and needs no router or query client (only the
 * app's messages, in its language).
 */
export function showUpdateBanner({ onReload }: { onReload: () => void }): void {
  if (document.getElementById(ROOT_ID)) return;
  const container = document.createElement('div');
  container.id = ROOT_ID;
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <UpdateBanner
          onReload={onReload}
          onDismiss={() => {
            root.unmount();
            container.remove();
          }}
        />
      </I18nProvider>
    </StrictMode>,
  );
}
