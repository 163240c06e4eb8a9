import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  it("shows the server's page, with the date it was last updated", async () => {
    mockFetch({
      'GET /api/content/pages/privacy-policy': {
        body: { slug: 'privacy-policy', title: 'Privacy Policy', updated: '2026-03-01', html: '<p>We keep your data safe.</p>' },
      },
    });
    renderWithProviders(<LegalPage slug="privacy-policy" />);
    expect(await screen.findByText('We keep your data safe.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
  });

  it('speaks French while the page cannot load', async () => {
    i18n.activate('fr');
    mockFetch({ 'GET /api/content/pages/terms-and-conditions': { status: 500 } });
    renderWithProviders(<LegalPage slug="terms-and-conditions" />);
    expect(screen.getByRole('heading', { name: 'Conditions d’utilisation' })).toBeInTheDocument();
    expect(await screen.findByText('Nous n’avons pas pu charger cette page. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
