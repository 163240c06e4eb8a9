import { describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('storage', () => {
  it('keeps only the client log when the member signs out (issue 32)', () => {
    localStorage.setItem('token', 'secret-token');
    localStorage.setItem('locale', 'fr');
    localStorage.setItem('app_logs', '[{"message":"Logged in"}]');
    localStorage.setItem('some-later-key', 'member data');
    sessionStorage.setItem('session_return', '{"path":"/blood-pressure"}');
    sessionStorage.setItem('first_login', 'true');
    storage.eraseSignedInState();
    expect(Object.keys(localStorage)).toEqual(['app_logs']);
    expect(sessionStorage.length).toBe(0);
  });
});
