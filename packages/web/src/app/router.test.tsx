import { i18n } from '@lingui/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { landingContent, loginAnswer, memberProfile } from '@/test/api-fixtures';
import { mockFetch, mockRoutes } from '@/test/fetch-mock';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { AppProvider } from './provider';
import { AppRouter, routes } from './router';

const userEventClick = (element: HTMLElement) => userEvent.setup().click(element);

const landing = landingContent();

const memberApi = mockRoutes({
  'GET /api/lifestyle/pillars': { body: [] },
  'GET /api/education/categories': { body: { categories: [] } },
  'GET /api/user/profile': { body: memberProfile() },
  'POST /api/user/logout': { body: { message: 'Logged out' } },
});

beforeEach(() => {
  useAuthStore.setState({ token: null });
});

function signIn() {
  localStorage.setItem('token', 'session-1');
  useAuthStore.setState({ token: 'session-1' });
}

// The first render of a lazy screen transforms its whole module graph, which on the busy two-core CI
// machine can take longer than a test's wait: load the screens the first tests open once, here.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/pages/login-page'), import('@/app/layouts/member-layout')]);
}, 120_000);

describe('routes', () => {
  it.each(['/surveys', '/profile', '/programs/abc', '/education/category/c1/s1', '/download-app'])(
    'sends a visitor without a token from %s to /login',
    async (path) => {
      mockFetch({});
      const { router } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('shows the landing page on / to a visitor, without calling member APIs', async () => {
    const server = mockFetch({ 'GET /api/content/landing': { body: landing } });
    renderRoutes(routes, '/');

    expect(await screen.findByRole('heading', { name: landing.hero.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Your Journey/ })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /care@wellpath.example/ })).toHaveAttribute('href', 'mailto:care@wellpath.example');
    for (const figure of ['95%', '80%', '50+', '24/7']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('about')).not.toBeNull();
    expect(document.getElementById('testimonials')).not.toBeNull();
    expect(server.requests.map((r) => r.path)).toEqual(['/api/content/landing']);
  });

  it('shows a graceful error on the landing page when its content cannot load', async () => {
    mockFetch({ 'GET /api/content/landing': { status: 500 } });
    renderRoutes(routes, '/');
    expect(await screen.findByText(/couldn't load this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  });

  // The home's sections are a lazy chunk (the first import in a worker transforms dozens of modules):
  // on a loaded machine that alone took more than the 15 s wait, so this test waits longer for them.
  it('shows the journey home on / to a signed-in member', { timeout: 120_000 }, async () => {
    signIn();
    mockFetch(memberApi);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Your Health Journey' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wellness Dimensions' }, { timeout: 100_000 })).toBeInTheDocument();
  });

  it('renders every login-required route of the spec for a member', async () => {
    signIn();
    mockFetch(memberApi);
    const { router } = renderRoutes(routes, '/blood-pressure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blood Pressure' })).toBeInTheDocument();

    const memberPaths = [
      '/profile',
      '/lifestyle/sleep',
      '/surveys',
      '/surveys/s1/start',
      '/surveys/s1/complete',
      '/surveys/s1/history',
      '/health',
      '/blood-results',
      '/blood-pressure',
      '/education',
      '/education/nutrition',
      '/education/posts/p1',
      '/education/category/c1',
      '/education/category/c1/s1',
      '/programs',
      '/programs/p1',
      '/conditions',
      '/conditions/c1',
      '/exercises',
      '/exercises/category/strength',
      '/exercises/e1',
      '/program-requests',
      '/activities',
      '/coaches',
      '/coaches/c1',
      '/download-app',
      '/messages',
      '/messages/t1',
    ];
    for (const path of memberPaths) {
      await router.navigate(path);
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe(path);
      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    }
  });

  it('logs out: calls the server, forgets the token and opens /login', async () => {
    signIn();
    const server = mockFetch(memberApi);
    const { user, router } = renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(server.calls('POST /api/user/logout')[0]!.headers.authorization).toBe('Bearer session-1');
  });

  it('ends the session when the server no longer accepts the token, and returns there after login', async () => {
    signIn();
    window.history.replaceState(null, '', '/surveys');
    let expired = true;
    mockFetch({
      ...memberApi,
      'GET /api/user/profile': () => (expired ? { status: 401, body: { message: 'Session expired' } } : { body: memberProfile() }),
      'GET /api/surveys': { body: { surveys: [] } },
      'POST /api/user/login': { body: loginAnswer('member', 'session-2') },
    });
    const { router, user } = renderRoutes(routes, '/surveys');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');

    expired = false;
    await user.type(screen.getByLabelText('Email'), 'jane@example.ca');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/surveys'));
    window.history.replaceState(null, '', '/');
  });

  it('opens the page a visitor asked for (a link in an e-mail) once they have logged in, without saying a session ended', async () => {
    mockFetch({
      ...memberApi,
      'GET /api/messages': { body: { threads: [], unread: 0 } },
      'POST /api/user/login': { body: loginAnswer('member', 'session-2') },
    });
    const { router, user } = renderRoutes(routes, '/messages/t1?from=mail');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'jane@example.ca');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/t1'));
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('opens the Health page from the tab bar', async () => {
    signIn();
    mockFetch(memberApi);
    const { router, user } = renderRoutes(routes, '/');
    await user.click(within(await screen.findByRole('navigation', { name: 'Tab bar' })).getByRole('link', { name: 'Health' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Tracking' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/health');
  });

  it('opens a staff invitation link without a session', async () => {
    mockFetch({ 'GET /api/staff-invitations/abc': { body: { email: 'sam@clinic.example', firstName: 'Sam', role: 'coach' } } });
    renderRoutes(routes, '/staff-invitation/abc');
    expect(await screen.findByText('Welcome, Sam: choose your password for the care workspace (Coach)')).toBeInTheDocument();
  });

  it('sends /reset-password without a token to /login', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('hides the top navigation on /login, /register and /forgot-password but shows it on public pages', async () => {
    mockFetch({
      'GET /api/content/pages/privacy-policy': {
        body: {
          slug: 'privacy-policy',
          title: 'Privacy Policy',
          updated: '2025-01-15',
          html: '<h2>What we collect</h2><p>Only what we need.</p><script>alert(1)</script>',
        },
      },
    });
    const { router } = renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    await router.navigate('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Last updated January 15, 2025')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('reads in French on a missing page: the public header, the way back and the legal links', async () => {
    i18n.activate('fr');
    mockFetch({});
    renderRoutes(routes, '/nulle-part');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Compte' });
    expect(within(nav).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', '/register');
    expect(within(nav).getByRole('button', { name: 'English: show the app in English' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à l’accueil' })).toHaveAttribute('href', '/');
    const legal = screen.getByRole('navigation', { name: 'Mentions légales' });
    expect(within(legal).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('opens the Health page in French from the tab bar', async () => {
    i18n.activate('fr');
    signIn();
    mockFetch(memberApi);
    renderRoutes(routes, '/');
    const tabs = await screen.findByRole('navigation', { name: 'Barre d’onglets' });
    await userEventClick(within(tabs).getByRole('link', { name: 'Santé' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Suivi de santé' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Pression artérielle' })).toHaveAccessibleDescription(
      'Notez vos mesures prises à la maison et comparez votre moyenne sur 7 jours à la valeur recommandée.',
    );
  });
});

// The app's own router is the declarative one (decision 0126); the tests above mount the same route
// table in a memory data router.
describe('AppRouter', () => {
  it("opens the screen at the browser's address and logs out to /login without saying the session ended", async () => {
    signIn();
    window.history.replaceState(null, '', '/');
    mockFetch(memberApi);
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <AppRouter />
      </AppProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
  });
});
