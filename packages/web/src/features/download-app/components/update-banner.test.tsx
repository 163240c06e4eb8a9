import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './update-banner';

/** As showUpdateBanner renders it: in its own root, with the app's messages only. */
function renderBanner(props: { onReload: () => void; onDismiss: () => void }) {
  return render(
    <I18nProvider i18n={i18n}>
      <UpdateBanner {...props} />
    </I18nProvider>,
  );
}

describe('UpdateBanner', () => {
  it('announces the new version and reloads only when asked', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    renderBanner({ onReload, onDismiss });

    expect(screen.getByRole('region', { name: 'App update' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A new version of WellPath is available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Reloading/ })).toBeDisabled();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('can be put off', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderBanner({ onReload: () => {}, onDismiss });
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('speaks French', async () => {
    i18n.activate('fr');
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderBanner({ onReload: () => {}, onDismiss });
    expect(screen.getByRole('region', { name: 'Mise à jour de l’application' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Une nouvelle version de WellPath est disponible');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
