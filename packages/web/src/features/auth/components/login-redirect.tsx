import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { rememberRequestedPage } from '../session-return';

/** Sends a visitor without a session to /login (§2), which opens the page they asked for once they have logged in. */
export function LoginRedirect() {
  const { pathname, search, hash } = useLocation();
  const requested = `${pathname}${search}${hash}`;
  useEffect(() => rememberRequestedPage(requested), [requested]);
  return <Navigate to={paths.auth.login.getHref()} replace />;
}
