import { lazy } from 'react';
import { useIsAuthenticated } from '@/features/auth/auth-store';
import { LoginRedirect } from '@/features/auth/components/login-redirect';

// The workspace is its own chunk: members and visitors never download it.
const CareLayout = lazy(() => import('./care-layout').then((m) => ({ default: m.CareLayout })));

/** The guard of /care: a visitor without a token goes to /login (and back here after login); anyone signed in gets the workspace's layout, which checks the role. */
export function CareArea() {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <LoginRedirect />;
  return <CareLayout />;
}
