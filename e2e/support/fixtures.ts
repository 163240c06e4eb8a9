import { test as base, type Page } from '@playwright/test';
import { createVerifiedMember, logIn } from './members.js';

export { expect } from '@playwright/test';

type Member = Awaited<ReturnType<typeof createVerifiedMember>>;

/**
 * Playwright's `test` with the sign-in every member spec starts with (decision 0081):
 * - `member`: a new verified member of this test alone (unique address, created through the API, so
 *   nothing another test or the other worker does touches their data), signed in on `page`;
 * - `signedInPage`: that same `page`, for a test that needs the member's session but not their address.
 */
export const test = base.extend<{ member: Member; signedInPage: Page }>({
  member: async ({ page }, use) => {
    const member = await createVerifiedMember();
    await logIn(page, member);
    await use(member);
  },
  signedInPage: async ({ page, member }, use) => {
    void member;
    await use(page);
  },
});
