import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recommendation } from '@wellpath/shared/lifestyle/recommendations';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_SECONDS } from '@/components/ui/undo-toast';
import { logger } from '@/lib/logger';
import { mockFetch, NEVER, type MockReply } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { GeneralRecommendations } from './general-recommendations';

let n = 0;
function rec(overrides: Partial<Recommendation> = {}): Recommendation {
  n += 1;
  return {
    _id: `r${n}`,
    title: `Recommendation ${n}`,
    category: 'General Health',
    subcategory: 'Blood pressure',
    description: '<p>Check your <strong>blood pressure</strong>.</p><img src=x onerror="alert(1)"><script>alert(1)</script>',
    color: 'red',
    status: 'not_started',
    is_completed: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    survey_title: 'Health profile',
    external_links: [],
    source: null,
    pillar: null,
    ...overrides,
  };
}

const LIST = 'GET /api/lifestyle/recommendations/user';

function cards() {
  return screen.getAllByTestId('recommendation-card');
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

/** The home screen's cards open from their title (an accordion header). */
function titleButton(c: HTMLElement) {
  return within(c).getByRole('button', { expanded: false });
}

/** The labels of a card's action buttons (Start Progress, Mark Complete), without its title button. */
function actions(c: HTMLElement) {
  return within(c)
    .queryAllByRole('button')
    .filter((b) => !b.hasAttribute('aria-expanded'))
    .map((b) => b.textContent);
}

/** Finds a card by its title and opens it. */
async function openCard(user: { click: (e: Element) => Promise<void> }, title: string) {
  const c = await screen.findByRole('article', { name: title });
  await user.click(titleButton(c));
  return c;
}

function setup(recs: Recommendation[], status: (id: string, body: unknown) => MockReply = () => ({ status: 500 })) {
  let state = recs;
  const routes: Record<string, (r: { body: unknown; path: string }) => MockReply> = {
    [LIST]: () => ({ body: { recommendations: state } }),
  };
  for (const r of recs) {
    routes[`POST /api/lifestyle/recommendations/${r._id}/status`] = ({ body }) => {
      const reply = status(r._id, body);
      if ((reply.status ?? 200) < 300) {
        const b = body as { status: Recommendation['status']; is_completed: boolean };
        state = state.map((s) =>
          s._id === r._id ? { ...s, status: b.status, is_completed: b.is_completed, updated_at: '2026-02-01T00:00:00.000Z' } : s,
        );
      }
      return reply;
    };
  }
  const server = mockFetch(routes);
  const view = renderWithProviders(<GeneralRecommendations />);
  return { server, ...view };
}

describe('RecommendationCard', () => {
  it('shows its title, status and one line, and the rest on request', async () => {
    const { user } = setup([
      rec({
        title: 'Walk daily',
        description: '<p>Walking lowers blood pressure. It also helps sleep.</p><ul><li>Start with 10 minutes</li></ul>',
        source: { type: 'question_option', question_text: 'How active are you?', option_text: 'Rarely' },
      }),
    ]);
    const c = await screen.findByRole('article', { name: 'Walk daily' });
    expect(within(c).getByText('Not started')).toBeInTheDocument();
    expect(within(c).getByText('Walking lowers blood pressure.')).toBeVisible();
    // The closed card does not render its details at all (the home lists many cards).
    expect(within(c).queryByText('Start with 10 minutes')).toBeNull();
    expect(within(c).queryByText(/^Added based on your answer "Rarely"/)).toBeNull();
    expect(actions(c)).toEqual([]);

    await user.click(within(c).getByRole('button', { name: 'Walk daily' }));
    expect(within(c).getByRole('button', { name: 'Walk daily' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(c).getByText('Start with 10 minutes')).toBeVisible();
    expect(within(c).getByText('Added based on your answer "Rarely" to "How active are you?"')).toBeVisible();
    expect(actions(c)).toEqual(['Start Progress', 'Mark Complete']);
  });

  it('offers Start Progress and Mark Complete when not started', async () => {
    const { user } = setup([rec({ title: 'Walk daily', status: 'not_started' })]);
    const c = await openCard(user, 'Walk daily');
    expect(actions(c)).toEqual(['Start Progress', 'Mark Complete']);
    expect(within(c).getByText('Not started')).toBeInTheDocument();
  });

  it('offers only Mark Complete when in progress', async () => {
    const { user } = setup([rec({ title: 'Walk daily', status: 'in_progress' })]);
    const c = await openCard(user, 'Walk daily');
    expect(actions(c)).toEqual(['Mark Complete']);
    expect(within(c).getByText('In progress')).toBeInTheDocument();
  });

  it('offers neither Start Progress nor Mark Complete once completed, only Reopen, and says when it was completed', async () => {
    const { user } = setup([rec({ title: 'Walk daily', status: 'completed', is_completed: true, updated_at: '2026-03-04T12:00:00.000Z' })]);
    const c = await openCard(user, 'Walk daily');
    expect(actions(c)).toEqual(['Reopen']);
    expect(within(c).getByText('Completed')).toBeInTheDocument();
    expect(within(c).getByText('Completed March 4, 2026')).toBeInTheDocument();
  });

  it('counts is_completed true without a status as completed', async () => {
    setup([rec({ title: 'Legacy', status: undefined as unknown as Recommendation['status'], is_completed: true })]);
    const c = await screen.findByRole('article', { name: 'Legacy' });
    expect(c).toHaveAttribute('data-status', 'completed');
    expect(actions(c)).toEqual([]);
    expect(
      within(screen.getByRole('list', { name: 'Completed recommendations' })).getByRole('article', { name: 'Legacy' }),
    ).toBeInTheDocument();
  });

  it('counts a missing status without is_completed as not started', async () => {
    const { user } = setup([rec({ title: 'Legacy', status: undefined as unknown as Recommendation['status'], is_completed: false })]);
    const c = await openCard(user, 'Legacy');
    expect(actions(c)).toEqual(['Start Progress', 'Mark Complete']);
  });

  it('shows category, subcategory, sanitised description, safe links and why it was made', async () => {
    const { user } = setup([
      rec({
        title: 'Know your numbers',
        external_links: [
          { title: 'Hypertension Canada', url: 'https://hypertension.ca/' },
          { title: 'Bad', url: 'javascript:alert(1)' },
        ],
        source: { type: 'question_option', question_text: 'Do you have high blood pressure?', option_text: 'Yes' },
      }),
    ]);
    const c = await openCard(user, 'Know your numbers');
    expect(within(c).getByText('General Health')).toBeInTheDocument();
    expect(within(c).getByText('Blood pressure')).toBeInTheDocument();
    expect(within(c).getByText('blood pressure', { selector: 'strong' })).toBeInTheDocument();
    expect(c.querySelector('script')).toBeNull();
    expect(c.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    const link = within(c).getByRole('link', { name: /Hypertension Canada/ });
    expect(link).toHaveAttribute('href', 'https://hypertension.ca/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(c).queryByRole('link', { name: /Bad/ })).not.toBeInTheDocument();
    expect(within(c).getByText('Health profile')).toBeInTheDocument();
    expect(within(c).getByText('Added based on your answer "Yes" to "Do you have high blood pressure?"')).toBeInTheDocument();
  });
});

describe('RecommendationList', () => {
  it('lists in-progress ones first, then Completed with its count, most recently updated first', async () => {
    setup([
      rec({ title: 'A not started' }),
      rec({ title: 'B in progress', status: 'in_progress' }),
      rec({ title: 'C done long ago', status: 'completed', is_completed: true, updated_at: '2026-01-02T00:00:00.000Z' }),
      rec({ title: 'D not started' }),
      rec({ title: 'E done recently', status: 'completed', is_completed: true, updated_at: '2026-03-02T00:00:00.000Z' }),
    ]);
    await screen.findByRole('article', { name: 'A not started' });
    const active = within(screen.getByRole('list', { name: 'Active recommendations' })).getAllByRole('article');
    expect(active.map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent)).toEqual([
      'B in progress',
      'A not started',
      'D not started',
    ]);
    expect(screen.getByRole('heading', { name: /Completed 2 recommendations/ })).toBeInTheDocument();
    const done = within(screen.getByRole('list', { name: 'Completed recommendations' })).getAllByRole('article');
    expect(done.map((a) => within(a).getByRole('heading').textContent)).toEqual(['E done recently', 'C done long ago']);
  });

  it('starts a recommendation: sends the status and moves it to the top', async () => {
    const { user, server } = setup([rec({ title: 'First' }), rec({ title: 'Second' })], () => ({ body: {} }));
    await user.click(within(await openCard(user, 'Second')).getByRole('button', { name: 'Start Progress' }));

    await waitFor(() => expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Second'));
    expect(actions(card('Second'))).toEqual(['Mark Complete']);
    const [call] = server.requests.filter((r) => r.method === 'POST');
    expect(call!.path).toMatch(/\/api\/lifestyle\/recommendations\/r\d+\/status$/);
    expect(call!.body).toEqual({ status: 'in_progress', is_completed: false });
    expect(await screen.findByText('Started: Second')).toBeInTheDocument();
  });

  it('marks a recommendation complete and moves it to the Completed list', async () => {
    const { user, server } = setup([rec({ title: 'Walk daily', status: 'in_progress' })], () => ({ body: {} }));
    await user.click(within(await openCard(user, 'Walk daily')).getByRole('button', { name: 'Mark Complete' }));

    const completed = await screen.findByRole('list', { name: 'Completed recommendations' });
    expect(within(completed).getByRole('article', { name: 'Walk daily' })).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')!.body).toEqual({ status: 'completed', is_completed: true });
    expect(await screen.findByRole('heading', { name: /Completed 1 recommendation$/ })).toBeInTheDocument();
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });

  it('offers Undo after Mark Complete: it puts the card back where it was, keyboard first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup([rec({ title: 'Walk daily' }), rec({ title: 'Sleep by 11' })], () => ({ body: {} }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(await openCard(user, 'Walk daily')).getByRole('button', { name: 'Mark Complete' }));

    expect(await screen.findByTestId('undo-toast')).toHaveTextContent('Marked complete: Walk daily');
    expect(screen.getByTestId('undo-toast').closest('[role="status"]')).not.toBeNull();
    // Focus stays on the card, which moved; Tab reaches Undo from there.
    const moved = within(await screen.findByRole('list', { name: 'Completed recommendations' })).getByRole('article', {
      name: 'Walk daily',
    });
    await waitFor(() => expect(moved).toHaveFocus());
    const undo = screen.getByRole('button', { name: 'Undo Mark Complete for Walk daily' });
    for (let i = 0; i < 5 && document.activeElement !== undo; i++) await user.tab();
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');

    const active = await screen.findByRole('list', { name: 'Active recommendations' });
    await waitFor(() => expect(within(active).getByRole('article', { name: 'Walk daily' })).toHaveAttribute('data-status', 'not_started'));
    expect(screen.queryByRole('list', { name: 'Completed recommendations' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { status: 'completed', is_completed: true },
      { status: 'not_started', is_completed: false },
    ]);
    expect(await screen.findByText('Undone, back in your list: Walk daily')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('undo-toast')).not.toBeInTheDocument());
  });

  it('takes the undo away after a few seconds; the card can still be reopened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup([rec({ title: 'Walk daily', status: 'in_progress' })], () => ({ body: {} }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(await openCard(user, 'Walk daily')).getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByTestId('undo-toast')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(UNDO_SECONDS * 1000 + 100));
    expect(screen.queryByTestId('undo-toast')).not.toBeInTheDocument();

    const done = within(screen.getByRole('list', { name: 'Completed recommendations' })).getByRole('article', { name: 'Walk daily' });
    await user.click(titleButton(done));
    await user.click(within(done).getByRole('button', { name: 'Reopen' }));
    const active = await screen.findByRole('list', { name: 'Active recommendations' });
    await waitFor(() => expect(within(active).getByRole('article', { name: 'Walk daily' })).toHaveAttribute('data-status', 'in_progress'));
    expect(server.requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({ status: 'in_progress', is_completed: false });
    expect(await screen.findByText('Reopened: Walk daily')).toBeInTheDocument();
  });

  it('puts the card back and only logs when the server refuses the change', async () => {
    const { user } = setup([rec({ title: 'Walk daily' })], () => ({ status: 400, body: { message: 'Nope' } }));
    await user.click(within(await openCard(user, 'Walk daily')).getByRole('button', { name: 'Mark Complete' }));

    await waitFor(() => expect(logger.entries().some((e) => e.message === 'Failed to update recommendation status')).toBe(true));
    const c = await screen.findByRole('article', { name: 'Walk daily' });
    expect(c).toHaveAttribute('data-status', 'not_started');
    // Still open (it never left its place in the list), with both actions again.
    expect(within(c).getByRole('button', { name: 'Walk daily' })).toHaveAttribute('aria-expanded', 'true');
    expect(actions(c)).toEqual(['Start Progress', 'Mark Complete']);
    expect(screen.queryByRole('list', { name: 'Completed recommendations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('GeneralRecommendations', () => {
  it('asks for the general recommendations only', async () => {
    const { server } = setup([rec({ title: 'Walk daily' })]);
    await screen.findByRole('article', { name: 'Walk daily' });
    expect(server.requests[0]!.url).toContain('/api/lifestyle/recommendations/user?exclude_pillars=true');
  });

  it('shows placeholders while loading', () => {
    mockFetch({ [LIST]: NEVER });
    renderWithProviders(<GeneralRecommendations />);
    expect(screen.getByRole('list', { name: 'Loading recommendations' })).toBeInTheDocument();
  });

  it('tells a member without recommendations to complete surveys', async () => {
    setup([]);
    expect(await screen.findByText('No recommendations yet')).toBeInTheDocument();
    expect(screen.getByText(/appear here after you complete surveys/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Surveys' })).toHaveAttribute('href', '/surveys');
  });

  it('says so when recommendations cannot be loaded, and can try again', async () => {
    let fail = true;
    const server = mockFetch({ [LIST]: () => (fail ? { status: 500 } : { body: { recommendations: [rec({ title: 'Back again' })] } }) });
    const { user } = renderWithProviders(<GeneralRecommendations />);
    expect(await screen.findByText("We couldn't load your recommendations. Please try again later.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
    expect(server.calls(LIST)).toHaveLength(2);
  });
});
