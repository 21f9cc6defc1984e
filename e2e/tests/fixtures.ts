import { test as base, type APIRequestContext } from '@playwright/test';
import { acceptSiteEntry, deleteAccount, signUpMember, type Member } from './session';

export { expect } from '@playwright/test';
export type { Member };

interface Fixtures {
  returningVisitor: boolean;
  /**
   * A fresh, active member, logged in in this test's browser, deleted afterwards. Journeys
   * that change a member (language, push, messages, likes) use one, so the demo member
   * stays as the seed made it for the journeys that only read it.
   */
  member: Member;
  /** Makes another person: a fresh member with a request context of its own, deleted afterwards. */
  anotherMember: (name: string) => Promise<Member & { request: APIRequestContext }>;
  /** Deletes, after the test, a member the test made itself (e.g. through the signup form). */
  deleteAfterTest: (credentials: { email: string; password: string }) => void;
}

/**
 * By default a test is a returning visitor who accepted the site-entry warning once;
 * `test.use({ returningVisitor: false })` starts as a first-time visitor.
 */
export const test = base.extend<Fixtures>({
  returningVisitor: [true, { option: true }],
  page: async ({ page, returningVisitor, baseURL }, use) => {
    if (returningVisitor) await acceptSiteEntry(page.context(), baseURL!);
    await use(page);
  },
  deleteAfterTest: async ({ playwright, baseURL }, use) => {
    const made: { email: string; password: string }[] = [];
    await use((credentials) => void made.push(credentials));
    // A context of its own: the test may have logged its browser out or in as someone else.
    const request = await playwright.request.newContext({ baseURL });
    try {
      for (const credentials of made) await deleteAccount(request, credentials);
    } finally {
      await request.dispose();
    }
  },
  member: async ({ page, deleteAfterTest }, use) => {
    const member = await signUpMember(page.request, 'Sanne');
    deleteAfterTest(member);
    await use(member);
  },
  anotherMember: async ({ playwright, baseURL, deleteAfterTest }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (name) => {
      const request = await playwright.request.newContext({ baseURL });
      contexts.push(request);
      const member = await signUpMember(request, name);
      deleteAfterTest(member);
      return { ...member, request };
    });
    await Promise.all(contexts.map((request) => request.dispose()));
  },
});
