import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { rememberLocale } from '@/lib/i18n/locale';
import { renderWithProviders } from '@/test/render';
import { LandingHeader } from './landing-header';

describe("the landing page's language link", () => {
  it('offers French, named in French, as a plain link the server answers', () => {
    mockFetch({});
    renderWithProviders(<LandingHeader />);
    // In the header on a wide screen, in the section menu on a phone.
    const links = screen.getAllByRole('link', { name: 'Français', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/?lang=fr');
      expect(link).toHaveAttribute('lang', 'fr-CA');
    }
  });

  it('speaks French on the French page and offers English', async () => {
    i18n.activate('fr');
    mockFetch({});
    const { user } = renderWithProviders(<LandingHeader onChooseLanguage={rememberLocale} />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByText('Menu'));
    expect(screen.getAllByRole('link', { name: 'Fonctionnalités' })[0]).toHaveAttribute('href', '#features');
    const english = screen.getAllByRole('link', { name: 'English' })[0]!;
    expect(english).toHaveAttribute('href', '/?lang=en');
    expect(english).toHaveAttribute('lang', 'en-CA');
    // Followed in the app (not on the prerendered page), the choice is kept on the device too.
    english.addEventListener('click', (event) => event.preventDefault());
    await user.click(english);
    expect(localStorage.getItem('locale')).toBe('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });
});
