import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { OpenAlertCards } from './open-alert-cards';

type Kind = 'phq9_item9' | 'bp_crisis' | 'critical_lab';
const alert = (kind: Kind, extra: { acknowledged_at?: string | null; resolved_at?: string | null; created_at?: string } = {}) => ({
  _id: `${kind}-1`,
  kind,
  created_at: '2026-11-29T05:59:00.000Z',
  acknowledged_at: null,
  resolved_at: null,
  ...extra,
});

function renderWith(alerts: Array<ReturnType<typeof alert>>) {
  mockFetch({ 'GET /api/user/alerts': { body: { alerts } } });
  return renderWithProviders(<OpenAlertCards />);
}

describe('OpenAlertCards', () => {
  it('keeps the crisis lines and what happens next on the home while a self-harm alert is open', async () => {
    renderWith([alert('phq9_item9')]);
    const card = await screen.findByRole('region', { name: 'Help is available right now' });
    expect(card).toHaveTextContent('You told us you have had thoughts that you would be better off dead or of hurting yourself.');
    const [call988, text988] = within(card).getAllByRole('link', { name: '9-8-8' });
    expect(call988).toHaveAttribute('href', 'tel:988');
    expect(text988).toHaveAttribute('href', 'sms:988');
    expect(card).toHaveTextContent('(9-8-8 Suicide Crisis Helpline): free, 24 hours a day, 7 days a week.');
    expect(within(card).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(card).toHaveTextContent('If you are in immediate danger, call 911 or go to the nearest emergency department.');
    expect(card).toHaveTextContent('What happens next: your care team has been told about your answer and will contact you.');
    expect(card).toHaveTextContent('do not wait to hear from us');
    expect(card).toHaveTextContent('This stays here until your care team has followed up with you.');
    // Not seen yet: the card promises no date.
    expect(within(card).queryByTestId('seen-by-care-team')).not.toBeInTheDocument();
  });

  it('says when the care team saw it, and keeps the newest open alert of each kind', async () => {
    renderWith([
      alert('bp_crisis', { created_at: '2026-11-28T13:00:00.000Z', acknowledged_at: '2026-11-28T15:30:00.000Z' }),
      { ...alert('bp_crisis', { created_at: '2026-11-20T13:00:00.000Z' }), _id: 'older' },
      alert('critical_lab'),
    ]);
    const card = await screen.findByRole('region', { name: 'Your blood pressure was very high' });
    expect(card).toHaveTextContent(/The reading you logged on November 28, 2026 at .* was above 180\/120\./);
    expect(card).toHaveTextContent(
      'Call 911 now if you have chest pain, shortness of breath, weakness, or a change in your vision or speech: they can be signs of a heart attack or a stroke.',
    );
    expect(card).toHaveTextContent('If it is still above 180/120, contact your doctor or go to urgent care today.');
    expect(card).toHaveTextContent('Your care team has been told about this reading and will follow up with you.');
    expect(within(card).getByTestId('seen-by-care-team')).toHaveTextContent(/^Seen by your care team on November 28, 2026 at .*m\.$/);
    expect(within(card).getByRole('link', { name: 'See your readings' })).toHaveAttribute('href', '/blood-pressure');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('lets the advice go once the care team has closed the alert', async () => {
    const { queryClient } = renderWith([
      alert('phq9_item9', { resolved_at: '2026-11-29T09:00:00.000Z' }),
      alert('bp_crisis', { resolved_at: '2026-11-29T09:00:00.000Z' }),
    ]);
    // The alerts have come: the query cache tells the card on the loop's next turn, and it renders then.
    await vi.waitFor(
      () => {
        const queries = queryClient.getQueryCache().getAll();
        expect(queries.length).toBeGreaterThan(0);
        expect(queries.every((q) => q.state.status === 'success')).toBe(true);
      },
      { timeout: 15_000 },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    i18n.activate('fr');
    renderWith([alert('phq9_item9'), alert('bp_crisis')]);
    const support = await screen.findByRole('region', { name: 'De l’aide est offerte dès maintenant' });
    expect(support).toHaveTextContent('Ligne d’aide en cas de crise de suicide 9-8-8');
    expect(support).toHaveTextContent('Si vous êtes en danger immédiat, composez le 911 ou rendez-vous à l’urgence la plus proche.');
    const bp = screen.getByRole('region', { name: 'Votre pression artérielle était très élevée' });
    expect(bp).toHaveTextContent(/La mesure que vous avez notée le 29 novembre 2026 .* était au-dessus de 180\/120\./);
    expect(bp).toHaveTextContent('Composez le 911 maintenant si vous avez une douleur à la poitrine');
  });
});
