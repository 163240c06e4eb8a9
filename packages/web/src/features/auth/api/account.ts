import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiQuery, queryKeyOf, useApiMutation } from '@/api/resources';
import { paths } from '@/config/paths';
import { call, isApiError, type ApiInput } from '@/lib/api-client';
import { adoptAccountLocale } from '@/lib/i18n/switch-locale';
import { logger } from '@/lib/logger';
import { storage } from '@/lib/storage';
import { eraseMemberOfflineData } from '@/lib/offline/session';
import { noteFirstLogin, noteLoginRemembered, useAuthStore } from '../auth-store';
import { forgetPageOnLogout, takeDestination } from '../session-return';

// The account calls a visitor makes go without the token (§7).
const PUBLIC = { auth: false } as const;

type LoginInput = ApiInput<'POST /user/login'>['body'];

/** Loads a page anew (a sign-in into another language than the page's); replaced in tests. */
export const pageLoader = { replace: (href: string) => window.location.replace(href) };

/**
 * Logs in, keeps the token (§4) and opens the journey home, or the care workspace for staff (the
 * answer carries the role); after an ended session, the page it ended on. A failure is logged and
 * shown by the page (§8).
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  const setToken = useAuthStore((s) => s.setToken);
  const navigate = useNavigate();
  return useApiMutation('POST /user/login', (body: LoginInput) => [{ body }, PUBLIC], {
    onSuccess: ({ token, role, language, first_login }, body) => {
      // Nothing cached for a previous session may leak into this one.
      queryClient.clear();
      noteLoginRemembered(body.remember === true);
      noteFirstLogin(first_login === true);
      setToken(token);
      logger.info('Login succeeded');
      const destination = takeDestination(role);
      // The account's saved language wins (decision 0050): the destination then loads in it.
      if (adoptAccountLocale(language)) pageLoader.replace(destination);
      else void navigate(destination, { replace: true });
    },
    onError: (error) =>
      logger.warn('Login failed', {
        status: isApiError(error) ? error.status : undefined,
        verified: isApiError(error) ? error.verified : undefined,
        code: isApiError(error) ? error.code : undefined,
      }),
  });
}

/** Ends the session (§4): tells the server (best effort), forgets the token and cached data, opens /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const clearToken = useAuthStore((s) => s.clearToken);
  const navigate = useNavigate();
  return useCallback(async () => {
    // The request is built (with the bearer header) before the token is cleared below.
    call('POST /user/logout').catch((error: unknown) => logger.warn('Logout request failed', { error }));
    forgetPageOnLogout();
    // Leave the member area first, so that the guard never renders the landing page on the way out.
    await navigate(paths.auth.login.getHref(), { replace: true });
    clearToken();
    queryClient.clear();
    // Nothing of the member stays in this browser's storage either (the device's database is erased by the layout).
    storage.eraseSignedInState();
    logger.info('Logged out');
  }, [clearToken, navigate, queryClient]);
}

/** Opens the goodbye page after the member deleted their account; the page then ends what is left of the session here. */
export function useAccountDeletedExit() {
  const navigate = useNavigate();
  return useCallback(
    async (userId: string) => {
      const state: DeletedAccountState = { deletedUserId: userId };
      await navigate(paths.auth.accountDeleted.getHref(), { replace: true, state });
    },
    [navigate],
  );
}

/** What the profile hands the goodbye page: whose account was deleted. */
export interface DeletedAccountState {
  deletedUserId: string;
}

/**
 * On the goodbye page (so the member area is gone and cannot send anyone to /login): forgets the
 * token and every cached answer, and erases what this device kept of the deleted member. The server
 * already ended every session.
 */
export function useEndDeletedAccount(userId: string | undefined) {
  const queryClient = useQueryClient();
  const clearToken = useAuthStore((s) => s.clearToken);
  useEffect(() => {
    if (!userId) return;
    forgetPageOnLogout();
    clearToken();
    queryClient.clear();
    storage.eraseSignedInState();
    eraseMemberOfflineData().then(
      () => logger.info('Account deleted'),
      (error: unknown) => logger.warn('Erasing offline data failed', { error }),
    );
  }, [clearToken, queryClient, userId]);
}

/** The registration payload as the contract declares it (§3: the address nested). */
export type RegistrationPayload = ApiInput<'POST /user/register'>['body'];

export function useRegisterMutation() {
  return useApiMutation('POST /user/register', (body: RegistrationPayload) => [{ body }, PUBLIC], {
    onError: (error) =>
      logger.warn('Registration failed', {
        status: isApiError(error) ? error.status : undefined,
        errors: isApiError(error) ? error.errors : undefined,
      }),
  });
}

export function useResendVerificationMutation() {
  return useApiMutation('POST /user/resend-verification', (email: string) => [{ body: { email } }, PUBLIC]);
}

export function useForgotPasswordMutation() {
  return useApiMutation('POST /user/forgot-password', (email: string) => [{ body: { email } }, PUBLIC]);
}

export function useResetPasswordMutation() {
  return useApiMutation('POST /user/reset-password', (body: { token: string; password: string }) => [{ body }, PUBLIC]);
}

/**
 * The token is single use, so the call runs once per token and page load: a query (not an effect)
 * is shared by StrictMode's double mount and never refetched. Its answer is only logged (§7).
 */
export function useVerifyEmailQuery(token: string) {
  const input = { params: { token } };
  return useQuery({
    queryKey: queryKeyOf('GET /user/verify-email/:token', input),
    // No abort signal: StrictMode's unmount would cancel the call and its remount would spend the token again.
    queryFn: async () => {
      const data = await call('GET /user/verify-email/:token', input, PUBLIC);
      logger.info('Email verification answered', { message: data.message });
      return data;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The invitation behind a staff member's set-password link; 404 when it is invalid, spent or expired. */
export function useStaffInvitationQuery(token: string) {
  return useQuery({
    ...apiQuery('GET /staff-invitations/:token', { params: { token } }, PUBLIC),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Sets the invited staff member's password (the link is the credential: no token is sent). */
export function useAcceptStaffInvitationMutation() {
  return useApiMutation(
    'POST /staff-invitations/:token',
    ({ token, ...body }: { token: string; password: string; confirmPassword: string }) => [{ params: { token }, body }, PUBLIC],
    { onError: (error) => logger.warn('Setting a staff password failed', { status: isApiError(error) ? error.status : undefined }) },
  );
}
