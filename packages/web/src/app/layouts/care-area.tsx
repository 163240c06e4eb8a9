import { lazy } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/features/auth/auth-store';

// The workspace is its own chunk: members and visitors never download it.
const CareLayout = lazy(() => import('./care-layout').then((m) => ({ default: m.CareLayout })));

/** The guard of /care: a visitor without a token goes to /login; anyone signed in gets the workspace's layout, which checks the role. */
export function CareArea() {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <CareLayout />;
}
