import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConditionSummary } from '@wellpath/shared/conditions/wire';
import { mockFetch, type MockHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ConditionsPage } from './conditions-page';

const conditions: ConditionSummary[] = [
  {
    _id: 'c1',
    key: 'hypertension',
    name: 'High blood pressure (hypertension)',
    summary: 'Blood pressure that stays high.',
    has_condition: false,
  },
  { _id: 'c2', key: 'prediabetes', name: 'Prediabetes', summary: 'Blood sugar higher than healthy.', has_condition: true },
];

/** The server's side: marking changes what the list answers next. */
function renderPage(routes: Record<string, MockHandler>) {
  let state = conditions.map((c) => ({ ...c }));
  const fetch = mockFetch({
    'GET /api/conditions': () => ({ body: state }),
    'PUT /api/conditions/c1/member': (req) => {
      const { has_condition } = req.body as { has_condition: boolean };
      state = state.map((c) => (c._id === 'c1' ? { ...c, has_condition } : c));
      return { body: { _id: 'c1', has_condition } };
    },
    ...routes,
  });
  return { ...renderWithProviders(<ConditionsPage />, { route: '/conditions' }), fetch };
}

describe('ConditionsPage', () => {
  it('lists the catalogue with each condition marked or not, linking to its page', async () => {
    renderPage({});
    const cards = await screen.findAllByTestId('condition');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!).getByRole('checkbox', { name: 'I have this condition: High blood pressure (hypertension)' }),
    ).not.toBeChecked();
    expect(within(cards[1]!).getByRole('checkbox', { name: 'I have this condition: Prediabetes' })).toBeChecked();
    expect(within(cards[0]!).getByRole('link', { name: 'Learn more about High blood pressure (hypertension)' })).toHaveAttribute(
      'href',
      '/conditions/c1',
    );
    expect(screen.getByText('You have marked 1 condition.')).toBeInTheDocument();
  });

  it('marks a condition with PUT member and says it is on the profile', async () => {
    const { user, fetch } = renderPage({});
    const box = await screen.findByRole('checkbox', { name: /High blood pressure/ });
    await user.click(box);
    expect(await screen.findByText('Added to your profile.')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(fetch.calls('PUT /api/conditions/c1/member')[0]?.body).toEqual({ has_condition: true });
  });

  it('unmarks a condition', async () => {
    const { user, fetch } = renderPage({ 'PUT /api/conditions/c2/member': { body: { _id: 'c2', has_condition: false } } });
    await user.click(await screen.findByRole('checkbox', { name: /Prediabetes/ }));
    expect(await screen.findByText('Removed from your profile.')).toBeInTheDocument();
    expect(fetch.calls('PUT /api/conditions/c2/member')[0]?.body).toEqual({ has_condition: false });
  });

  it('puts the box back and says so when the change fails', async () => {
    const { user } = renderPage({ 'PUT /api/conditions/c1/member': { status: 500, body: { message: 'Something went wrong' } } });
    const box = await screen.findByRole('checkbox', { name: /High blood pressure/ });
    await user.click(box);
    expect(await screen.findByText('Your choice could not be saved. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("shows 'Failed to load conditions. Please try again later.' when the list cannot be loaded", async () => {
    renderPage({ 'GET /api/conditions': { status: 404, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load conditions. Please try again later.');
  });
});
