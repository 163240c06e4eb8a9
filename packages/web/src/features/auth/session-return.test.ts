import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@/lib/api-client';
import { mockFetch } from '@/test/fetch-mock';
import { useAuthStore } from './auth-store';
import {
  forgetPageOnLogout,
  rememberEndedSession,
  rememberRequestedPage,
  sameOriginPath,
  sessionEndedNotice,
  takeDestination,
} from './session-return';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('an ended session', () => {
  it('remembers the page it ended on at the first 401, and only then', async () => {
    mockFetch({ 'GET /api/user/profile': { status: 401, body: { message: 'Session expired' } } });
    useAuthStore.getState().setToken('old-session');
    window.history.replaceState(null, '', '/blood-pressure?range=30#chart');

    await expect(call('GET /user/profile')).rejects.toThrow();
    expect(useAuthStore.getState().token).toBeNull();
    expect(sessionEndedNotice()).toBe(true);

    // Later answers of the same ended session (now without a token) change nothing.
    window.history.replaceState(null, '', '/login');
    localStorage.setItem('token', 'stale');
    await expect(call('GET /user/profile')).rejects.toThrow();
    expect(takeDestination('member')).toBe('/blood-pressure?range=30#chart');
    expect(sessionEndedNotice()).toBe(false);
  });

  it('sends staff to the care workspace and members home when nothing is remembered', () => {
    expect(takeDestination('coach')).toBe('/care');
    expect(takeDestination('member')).toBe('/');
  });

  it('remembers a page asked for without a session, keeping the notice of an ended one', () => {
    rememberRequestedPage('/care/alerts');
    expect(sessionEndedNotice()).toBe(false);
    expect(takeDestination('clinician')).toBe('/care/alerts');

    rememberEndedSession('/blood-pressure');
    rememberRequestedPage('/blood-pressure?range=30');
    expect(sessionEndedNotice()).toBe(true);
    expect(takeDestination('member')).toBe('/blood-pressure?range=30');
  });

  it('forgets nothing for a page it cannot return to', () => {
    rememberRequestedPage('/messages/t1');
    rememberRequestedPage('//evil.example/phish');
    rememberRequestedPage('/login');
    expect(takeDestination('member')).toBe('/messages/t1');
  });

  it('accepts only paths of this site, and never the account forms', () => {
    expect(sameOriginPath('/messages/t1?x=1')).toBe('/messages/t1?x=1');
    for (const unsafe of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/login', '/', 42, null]) {
      expect(sameOriginPath(unsafe)).toBeNull();
    }
  });
});

describe('a logout', () => {
  it('opens the home page at the next login, not the page the member logged out from', () => {
    rememberRequestedPage('/messages/t1');
    forgetPageOnLogout();
    // The guard of the page being left sees no session on the way out.
    rememberRequestedPage('/profile');
    expect(takeDestination('member')).toBe('/');
    // After that login, a page asked for without a session is remembered again.
    rememberRequestedPage('/profile');
    expect(takeDestination('member')).toBe('/profile');
  });
});
