import { defineEndpoints } from '../api/endpoint.js';

/** Accounts: sign-up, verification, login, password reset, profile, password. */
export const userEndpoints = defineEndpoints('user', {});
