import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { entry, exerciseProgram, progressFor, standardProgram } from '@/features/programs/testing/fixtures';
import { today } from '@/lib/dates';
import { memberProfile } from '@/test/api-fixtures';
import { mockFetch, mockRoutes, type CallReply } from '@/test/fetch-mock';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { prefetchMemberHomeReads } from '@/api/member-home-reads';
import { preloadMemberHome } from '../preload-member-home';
import { MemberHomePage } from './member-home';
import { noteFirstLogin } from '@/features/auth/auth-store';

const daily = standardProgram();
const weekly = exerciseProgram();

const onboardingDone = {
  show_onboarding: false,
  status: 'completed' as const,
  welcome_text: 'Welcome.',
  completion_text: 'All done.',
  surveys: [],
  current_survey_index: 0,
  total_surveys: 0,
  progress: 100,
  survey_completion: {},
  survey_history: [],
};

const api = mockRoutes({
  'GET /api/user/profile': { body: memberProfile({ firstName: 'Morgan', lastName: 'Lavoie' }) },
  'GET /api/user/onboarding/status': { body: onboardingDone },
  'GET /api/lifestyle/pillars': {
    body: [{ _id: 'p1', name: 'Sleep', description: 'Sleep well.', icon: 'moon' as const, slug: 'sleep', is_active: true }],
  },
  'GET /api/programs/in-progress': {
    body: {
      programs: [
        { program: daily, progress: progressFor(daily, [entry(today())]) },
        { program: weekly, progress: progressFor(weekly) },
      ],
    },
  },
  'GET /api/surveys/suggested-programs': { body: { suggested_programs: [] } },
  'GET /api/user/week-summary': {
    body: {
      week_start: '2026-11-23',
      week_end: '2026-11-29',
      actions: { done: 1, target: 9, programs: 2 },
      active_minutes: { minutes: 40, target: 150 },
      bp_readings: { count: 0, days: 0 },
    },
  },
  'GET /api/healthtracking/bloodpresults/latest': { body: { results: [] } },
  'GET /api/healthtracking/bloodpresults/markers': { body: { markers: [] } },
  'GET /api/healthtracking/heart-risk': { status: 500 },
  'GET /api/lifestyle/recommendations/user': { body: { recommendations: [] } },
  'GET /api/messages/unread': { body: { count: 1 } },
  'GET /api/user/alerts': { body: { alerts: [] } },
  'GET /api/content/landing': { status: 500 },
});

describe('MemberHomePage', () => {
  // The sections' chunk is transformed on its first import, which on a loaded two-core machine takes
  // longer than a wait: once, before the tests, so each test waits only for its own rendering.
  beforeAll(() => Promise.all([import('./member-home-sections'), import('./member-home-later')]), 120_000);

  it('says Welcome right after the member’s very first login, and Welcome back afterwards', async () => {
    mockFetch(api);
    noteFirstLogin(true);
    const first = renderWithProviders(<MemberHomePage />);
    expect(await screen.findByText('Welcome, Morgan. Small, steady steps add up.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    first.unmount();
    noteFirstLogin(false);
    renderWithProviders(<MemberHomePage />);
    expect(await screen.findByText('Welcome back, Morgan. Small, steady steps add up.')).toBeInTheDocument();
  });

  it('puts today first, then what needs attention, the week, and the rest of the spec’s home in order', async () => {
    mockFetch(api);
    renderWithProviders(<MemberHomePage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'A new reply from your care team' });
    await screen.findByText('1 of 9');
    // The cards below the fold come with their own chunk (decision 0116).
    await screen.findByRole('heading', { level: 2, name: 'General Recommendations' });
    const order = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(order).toEqual([
      'Today',
      'This week',
      'Wellness Dimensions',
      'Active Journeys',
      'Blood Markers',
      'Heart health',
      // Issue 35: the latest weight, BMI and waist, one tap from Body.
      'Body',
      'General Recommendations',
      'Questions about your care?',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Health Journey' })).toBeInTheDocument();
    // The untracked weekly programme comes first in Today, one tap from tracking.
    const todayRegion = screen.getByRole('region', { name: 'Today' });
    expect(within(todayRegion).getAllByTestId('today-action')[0]).toHaveTextContent('Strength Foundations');
    // The care team's reply sits between Today and the week.
    const reply = screen.getByRole('link', { name: 'A new reply from your care team' });
    expect(reply).toHaveAttribute('href', '/messages');
    expect(todayRegion.compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      reply.compareDocumentPosition(screen.getByRole('region', { name: 'This week' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('lays what to do now beside the week where there is room, in one column order on phones', async () => {
    mockFetch(api);
    renderWithProviders(<MemberHomePage />);
    const todayRegion = await screen.findByRole('region', { name: 'Today' });
    const reply = await screen.findByRole('link', { name: 'A new reply from your care team' });
    const week = screen.getByRole('region', { name: 'This week' });
    const row = screen.getByTestId('home-now');
    // One column in this order on phones; from xl (styles.css .home-now) today beside the week, the
    // onboarding below them across the width.
    expect(row).toHaveClass('home-now', 'grid-cols-1');
    const [now, onboarding, side] = [...row.children];
    expect(now).toContainElement(todayRegion);
    expect(now).toContainElement(reply);
    expect(onboarding).toHaveAttribute('data-home-onboarding');
    expect(side).toContainElement(week);
  });

  it('gives the onboarding the whole width below today and the week, never half of it (issue 32)', async () => {
    mockFetch({
      ...api,
      'GET /api/user/onboarding/status': {
        body: {
          ...onboardingDone,
          show_onboarding: true,
          status: 'in_progress',
          surveys: [{ _id: 's1', title: 'Health Profile', description: 'About you.', status: 'pending', added_reason: null }],
          current_survey_index: 0,
          total_surveys: 1,
          progress: 0,
          survey_completion: { s1: false },
          survey_history: [],
        },
      },
    });
    renderWithProviders(<MemberHomePage />);
    const banner = await screen.findByRole('region', { name: 'Your onboarding surveys' });
    const row = screen.getByTestId('home-now');
    const [now, onboarding] = [...row.children];
    expect(onboarding).toContainElement(banner);
    expect(now).not.toContainElement(banner);
    // Its own item of the grid, which spans every column from xl (styles.css), never inside today's column.
    expect(onboarding).toHaveAttribute('data-home-onboarding');
    expect(getComputedStyle(onboarding!).display).not.toBe('none');
  });

  it('gives the week the whole width when nothing is due today and nothing needs attention', async () => {
    mockFetch({ ...api, 'GET /api/programs/in-progress': { body: { programs: [] } }, 'GET /api/messages/unread': { body: { count: 0 } } });
    renderWithProviders(<MemberHomePage />);
    await screen.findByText('1 of 9');
    const [now] = [...screen.getByTestId('home-now').children];
    // Empty once the programmes are in, so hidden (empty:hidden): the week's column is the only one.
    await waitFor(() => expect(now).toBeEmptyDOMElement());
    expect(now).toHaveClass('empty:hidden');
  });

  it('makes exactly the reads the boot preload starts (api/member-home-reads.ts)', async () => {
    mockFetch(api);
    const queryClient = createTestQueryClient();
    renderWithProviders(<MemberHomePage />, { queryClient });
    await screen.findByText('1 of 9');
    await screen.findByRole('heading', { name: 'General Recommendations' });
    const preloaded = createTestQueryClient();
    await prefetchMemberHomeReads(preloaded);
    const hashes = (client: typeof queryClient) =>
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryHash)
        .sort();
    expect(hashes(queryClient)).toEqual(hashes(preloaded));
  });

  it('starts those reads two per task from the next one, the member’s name and open alerts first (issue 39)', async () => {
    mockFetch(api);
    const queryClient = createTestQueryClient();
    const started = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => String(q.queryKey[1]));
    const settled = prefetchMemberHomeReads(queryClient);
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    // None in the task that called it (on the page, the one evaluating the app's modules).
    expect(started()).toEqual([]);
    await nextTask();
    expect(started()).toEqual(['GET /user/profile', 'GET /user/alerts']);
    await nextTask();
    expect(started()).toHaveLength(4);
    await settled;
    expect(started()).toHaveLength(14);
  });

  it('starts them all at once in a hidden tab, whose timers run about once a second', async () => {
    mockFetch(api);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const queryClient = createTestQueryClient();
    const settled = prefetchMemberHomeReads(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(14);
    hidden.mockRestore();
    await settled;
  });

  describe("in place of the landing's member shell (decision 0055)", () => {
    afterEach(() => {
      document.getElementById('member-shell')?.remove();
      localStorage.clear();
    });

    /** The page's first home (its reads preloaded, as on /), its profile answering when the test says. */
    function firstHome(
      shell: boolean,
      { alerts = api['GET /api/user/alerts'], shellAlerts = false }: { alerts?: CallReply<'GET /user/alerts'>; shellAlerts?: boolean } = {},
    ) {
      if (shell) {
        const element = Object.assign(document.createElement('div'), { id: 'member-shell' });
        // The shell's alert card (decision 0093), as boot.ts leaves it for an open alert the device keeps.
        if (shellAlerts) element.innerHTML = '<section data-alert="phq9_item9"><h2>Help is available right now</h2></section>';
        document.body.append(element);
      }
      let answer: (reply: CallReply<'GET /user/profile'>) => void = () => {};
      mockFetch({
        ...api,
        'GET /api/user/alerts': alerts,
        'GET /api/user/profile': () => new Promise<CallReply<'GET /user/profile'>>((resolve) => (answer = resolve)),
      });
      localStorage.setItem('token', 'session-1');
      // Whether the app's own alert card was on the page when it took the shell's place.
      const shown = vi.fn(() => document.querySelector('body > div:not(#member-shell) [data-alert]') !== null);
      document.addEventListener('wellpath:app-shown', shown);
      const queryClient = createTestQueryClient();
      preloadMemberHome(queryClient, '/');
      renderWithProviders(<MemberHomePage />, { queryClient });
      return { shown, answer: () => answer(api['GET /api/user/profile']) };
    }

    it("takes the shell's place only once its own greeting has the name", async () => {
      const { shown, answer } = firstHome(true);
      await screen.findByRole('heading', { level: 1, name: 'Your Health Journey' });
      expect(shown).not.toHaveBeenCalled();
      answer();
      await screen.findByText('Welcome back, Morgan. Small, steady steps add up.');
      expect(shown).toHaveBeenCalled();
    });

    it("with the member's open alerts in the shell, takes its place only with the home's own alert cards (decision 0093)", async () => {
      const open = {
        _id: 'alert-1',
        kind: 'phq9_item9' as const,
        created_at: '2026-11-20T10:00:00.000Z',
        acknowledged_at: null,
        resolved_at: null,
      };
      const { shown, answer } = firstHome(true, { alerts: { body: { alerts: [open] } }, shellAlerts: true });
      await screen.findByRole('heading', { level: 1, name: 'Your Health Journey' });
      answer();
      await screen.findByText('Welcome back, Morgan. Small, steady steps add up.');
      await screen.findByTestId('self-harm-support');
      await waitFor(() => expect(shown).toHaveBeenCalled());
      expect(shown.mock.results[0]?.value).toBe(true);
    });

    it('shows at once where no shell shows', async () => {
      const { shown, answer } = firstHome(false);
      await screen.findByRole('heading', { level: 1, name: 'Your Health Journey' });
      expect(shown).toHaveBeenCalled();
      answer();
    });
  });
});
