import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConditionSummary } from '@wellpath/shared/conditions/wire';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ConditionsPage } from './conditions-page';

const conditions: ConditionSummary[] = [
  {
    _id: 'c1',
    key: 'hypertension',
    name: 'High blood pressure (hypertension)',
    summary: 'Blood pressure that stays high.',
    has_condition: false,
    marked_from: null,
  },
  {
    _id: 'c2',
    key: 'prediabetes',
    name: 'Prediabetes',
    summary: 'Blood sugar higher than healthy.',
    has_condition: true,
    // Put there by the health profile.
    marked_from: {
      type: 'question_option',
      survey_id: 's1',
      survey_title: 'Health profile',
      question_text: 'Has a health professional ever told you that you have any of these conditions?',
      option_text: 'Prediabetes',
      score: null,
      range_text: null,
    },
  },
];

/** The server's side: marking changes what the list answers next. */
function renderPage<R = object>(routes?: MockRoutes<R>) {
  let state = conditions.map((c) => ({ ...c }));
  // The member's choice is theirs: no answer is behind it any more.
  const mark = (id: string, body: unknown) => {
    const { has_condition } = body as { has_condition: boolean };
    state = state.map((c) => (c._id === id ? { ...c, has_condition, marked_from: null } : c));
    return { body: { _id: id, has_condition } };
  };
  const fetch = mockFetch(
    {
      'GET /api/conditions': () => ({ body: state }),
      'PUT /api/conditions/c1/member': (req) => mark('c1', req.body),
      'PUT /api/conditions/c2/member': (req) => mark('c2', req.body),
    },
    routes,
  );
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

  it('says which answer marked a condition, and the member can untick it for good', async () => {
    const { user, fetch } = renderPage({});
    const box = await screen.findByRole('checkbox', { name: /Prediabetes/ });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Marked because you answered "Prediabetes" in the Health profile. Untick it if it is not right.',
    );
    await user.click(box);
    expect(await screen.findByText('Removed from your profile.')).toBeInTheDocument();
    expect(fetch.calls('PUT /api/conditions/c2/member')[0]?.body).toEqual({ has_condition: false });
    // Read again from the server, it stays unticked and the note is gone.
    await waitFor(() => expect(fetch.calls('GET /api/conditions').length).toBeGreaterThan(1));
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Marked because/)).not.toBeInTheDocument();
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

  it('speaks French: the page, the count and why an answer marked a condition', async () => {
    i18n.activate('fr');
    renderPage({});
    const cards = await screen.findAllByTestId('condition');
    expect(screen.getByRole('heading', { level: 1, name: 'Problèmes de santé' })).toBeInTheDocument();
    expect(screen.getByText('Vous avez coché 1 problème de santé.')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('checkbox', { name: /^J’ai ce problème de santé\s: Prediabetes$/ })).toBeChecked();
    expect(cards[1]).toHaveTextContent('Coché parce que vous avez répondu « Prediabetes » au questionnaire Health profile.');
  });
});
