import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LanguageCard } from './language-card';

describe('LanguageCard', () => {
  it('saves French on the account and on this device, then loads the page again', async () => {
    storage.set(STORAGE_KEYS.token, 'token-1');
    const server = mockFetch({ 'PUT /api/user/language': { body: { language: 'fr' } } });
    const reload = vi.fn();
    const { user } = renderWithProviders(<LanguageCard reload={reload} />);

    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save Language' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.click(save);

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(server.calls('PUT /api/user/language')[0]!.body).toEqual({ language: 'fr' });
    expect(window.localStorage.getItem('locale')).toBe('fr');
  });

  it('is in French when the app is, with each language named in itself', () => {
    i18n.activate('fr');
    renderWithProviders(<LanguageCard reload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });
});
