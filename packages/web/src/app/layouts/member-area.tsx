import { lazy } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/features/auth/auth-store';
import { LoginRedirect } from '@/features/auth/components/login-redirect';

// Each side is its own chunk: a visitor on / downloads the landing page only, a member never downloads it.
const LandingPage = lazy(() => import('@/features/landing/pages/landing-page').then((m) => ({ default: m.LandingPage })));
const MemberLayout = lazy(() => import('./member-layout').then((m) => ({ default: m.MemberLayout })));

/**
 * The route guard of the signed-in area (§2, §6). With a stored token it shows the member layout;
 * without one, / is the landing page and every other member route sends the visitor to /login (and
 * back to the route once they have logged in).
 */
export function MemberArea() {
  const authenticated = useIsAuthenticated();
  const { pathname } = useLocation();
  if (authenticated) return <MemberLayout />;
  if (pathname === paths.home.path) return <LandingPage />;
  return <LoginRedirect />;
}
