import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadMemberHome } from './app/preload-member-home';
import { captureInstallPrompt } from './features/download-app/pwa/install-prompt';
import { registerServiceWorker } from './features/download-app/pwa/register-service-worker';
import './lib/i18n/catalogs';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The installable app: keep the browser's install prompt for /download-app, and register the service
// worker in production builds only (in development it would serve stale modules).
captureInstallPrompt();
if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();

const queryClient = createQueryClient();
preloadMemberHome(queryClient, window.location.pathname);

// A transition: React renders the first screen in slices of a few milliseconds, so the page stays
// responsive while it builds (on a phone the member home is hundreds of milliseconds of rendering).
// In a task of its own, after the one that evaluated the app's modules: together with the home's
// first reads they held a phone's main thread for over 100 ms (issue 39). At once in a hidden tab,
// whose timers run about once a second.
const renderApp = () => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
};
if (document.hidden) renderApp();
else setTimeout(renderApp, 0);
