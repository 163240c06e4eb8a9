import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { captureInstallPrompt, setInstallPromptStateForTests } from '../pwa/install-prompt';
import { DownloadAppPage } from './download-app-page';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome, platform: 'web' }) });
}

function standalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  setInstallPromptStateForTests();
  captureInstallPrompt();
});

describe('DownloadAppPage', () => {
  it('says truthfully what the device keeps for offline use, and that logging out erases it', () => {
    renderWithProviders(<DownloadAppPage />, { route: '/download-app' });
    expect(screen.queryByText(/never stored on the device/)).not.toBeInTheDocument();
    expect(screen.getByText('Erased when you log out')).toBeInTheDocument();
    expect(screen.getByText(/keeps a copy of what you last saw on this device for up to 7 days/)).toBeInTheDocument();
    expect(screen.getByText(/Logging out erases all of it\./)).toBeInTheDocument();
  });

  it("offers the browser's install prompt when it has been captured, and confirms the install", async () => {
    const { user } = renderWithProviders(<DownloadAppPage />, { route: '/download-app' });
    expect(screen.queryByRole('button', { name: 'Install WellPath' })).not.toBeInTheDocument();

    const event = installPromptEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Install WellPath' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('WellPath is installed on this device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install WellPath' })).not.toBeInTheDocument();
  });

  it('falls back to the instructions when the member dismisses the prompt', async () => {
    const event = installPromptEvent('dismissed');
    act(() => {
      window.dispatchEvent(event);
    });
    const { user } = renderWithProviders(<DownloadAppPage />, { route: '/download-app' });
    await user.click(screen.getByRole('button', { name: 'Install WellPath' }));
    expect(await screen.findByText(/No problem. You can still install WellPath later/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install WellPath' })).not.toBeInTheDocument();
  });

  it('shows the iPhone and iPad steps first on iOS, where there is no install prompt', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderWithProviders(<DownloadAppPage />, { route: '/download-app' });

    expect(screen.queryByRole('button', { name: 'Install WellPath' })).not.toBeInTheDocument();
    const guides = screen.getAllByTestId(/^install-guide-/);
    expect(guides.map((g) => g.dataset.testid)).toEqual(['install-guide-ios', 'install-guide-android', 'install-guide-desktop']);
    const ios = guides[0]!;
    expect(within(ios).getByRole('heading', { name: 'iPhone and iPad' })).toBeInTheDocument();
    expect(within(ios).getByText('This device')).toBeInTheDocument();
    expect(within(ios).getByText('Add to Home Screen')).toBeInTheDocument();
    expect(within(ios).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the Android steps first on Android', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    renderWithProviders(<DownloadAppPage />, { route: '/download-app' });
    const first = screen.getAllByTestId(/^install-guide-/)[0]!;
    expect(first.dataset.testid).toBe('install-guide-android');
    expect(within(first).getByText('Install app')).toBeInTheDocument();
  });

  it('says the app is installed when it runs standalone', () => {
    standalone(true);
    renderWithProviders(<DownloadAppPage />, { route: '/download-app' });
    expect(screen.getByText('WellPath is installed on this device')).toBeInTheDocument();
    expect(screen.getByText(/You are using the app right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Install it on your other devices' })).toBeInTheDocument();
  });

  it('says the app is installed when iOS Safari reports it (navigator.standalone)', () => {
    standalone(false);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      renderWithProviders(<DownloadAppPage />, { route: '/download-app' });
      expect(screen.getByText('WellPath is installed on this device')).toBeInTheDocument();
    } finally {
      delete (navigator as { standalone?: boolean }).standalone;
    }
  });

  it('speaks French, the iPhone steps naming what iOS shows in French', () => {
    i18n.activate('fr');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderWithProviders(<DownloadAppPage />, { route: '/download-app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Télécharger l’application' })).toBeInTheDocument();
    const ios = screen.getAllByTestId(/^install-guide-/)[0]!;
    expect(within(ios).getByRole('heading', { name: 'iPhone et iPad' })).toBeInTheDocument();
    expect(within(ios).getByText('Cet appareil')).toBeInTheDocument();
    expect(within(ios).getByText('Sur l’écran d’accueil')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comment l’installer' })).toBeInTheDocument();
  });
});
