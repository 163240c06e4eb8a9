import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landingContent } from '@/test/api-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { HomeFooter } from './home-footer';

describe('HomeFooter', () => {
  it('opens a new message to the care team in the app (never an e-mail that leaves it), the emergency numbers and the legal pages', async () => {
    mockFetch({ 'GET /api/content/landing': { body: landingContent({ clinicName: 'Cedar Grove', contactEmail: 'care@cedar.example' }) } });
    renderWithProviders(<HomeFooter />);
    expect(await screen.findByText(/the Cedar Grove care team/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a message' })).toHaveAttribute('href', '/messages?new=1');
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Release of Information' })).toHaveAttribute('href', '/release-of-information');
  });

  it('still shows the emergency line when the clinic content cannot load', async () => {
    mockFetch({ 'GET /api/content/landing': { status: 500 } });
    renderWithProviders(<HomeFooter />);
    expect(screen.getByText('Not for emergencies')).toBeInTheDocument();
    expect(await screen.findByText(/your care team/)).toBeInTheDocument();
  });

  it('speaks French', async () => {
    i18n.activate('fr');
    mockFetch({
      'GET /api/content/landing': { body: landingContent({ clinicName: 'Clinique Cèdre', contactEmail: 'soins@cedre.example' }) },
    });
    renderWithProviders(<HomeFooter />);
    expect(await screen.findByText(/l’équipe de soins de Clinique Cèdre/)).toBeInTheDocument();
    expect(screen.getByText('Pas pour les urgences')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrire un message' })).toHaveAttribute('href', '/messages?new=1');
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy-policy');
  });
});
