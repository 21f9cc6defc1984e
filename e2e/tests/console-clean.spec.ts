import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seededProfileId } from './session';

// Every route of the product, walked as a visitor and as a member: the console stays clean
// (no error, no warning: a failed request, a React warning and a thrown error all land
// there), and no text on screen still shows a `{{placeholder}}` (decision 0140).

/**
 * Console lines a walk may write, each with the reason it is not a fault. Keep it short:
 * a line here is a line nobody will look at again.
 */
const ALLOWED: readonly { readonly pattern: RegExp; readonly why: string }[] = [];

/** What a walk needs to fill the routes' parameters: real ids, so no page is a 404. */
interface Ids {
  /** A member every visitor may see. */
  readonly profile: string;
  /** A credit package of the member's country. */
  readonly creditPackage: string;
  /** A payment method of that country. */
  readonly method: string;
  /** A conversation of the member's (member walk only). */
  readonly conversation?: string;
}

/** Every route of the route table, with its parameters filled. */
function routes(ids: Ids): string[] {
  const { profile } = ids;
  const landers = [
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ];
  return [
    '/',
    '/likes',
    '/likes/given',
    `/likes/m/${profile}`,
    '/account-deleted',
    '/chats',
    ...(ids.conversation ? [`/chats/${ids.conversation}`] : []),
    '/complaints',
    '/complete-signup',
    '/credits',
    '/credits/repeat-order',
    `/credits/${ids.creditPackage}`,
    `/credits/${ids.creditPackage}/${ids.method}`,
    '/directdebit',
    '/lang-config',
    '/login',
    '/match-finder',
    '/members',
    `/members/${profile}`,
    `/members/${profile}/chat`,
    `/members/${profile}/landing`,
    `/members/${profile}/signup`,
    `/members/${profile}/landing2`,
    `/members/${profile}/landing2/chat`,
    `/members/${profile}/landing3`,
    '/notifications',
    '/premium',
    '/pricing',
    '/profile',
    '/reset-password',
    '/reset-password/do',
    '/signup',
    '/signup-matches',
    '/swipe-game',
    '/activate/done',
    '/activate/error',
    '/mail-change/do',
    '/transactions',
    ...landers.flatMap((name) => [`/landers/${name}`, `/landers/${name}/amsterdam`]),
    '/landers/tinderswipe',
    '/algemene-voorwaarden',
    ...['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'].map(
      (token) => `/pages/${token}`,
    ),
  ];
}

/** The ids a walk fills the routes with, asked of the API as the person walking. */
async function idsFor(request: APIRequestContext): Promise<Ids> {
  const offer = await request.get('/api/credits.php');
  expect(offer.ok()).toBe(true);
  const { packages, methods } = (await offer.json()) as {
    packages: { id: string }[];
    methods: { id: string }[];
  };
  return {
    profile: await seededProfileId(request),
    creditPackage: String(packages[0]!.id),
    method: methods[0]!.id,
  };
}

/**
 * Opens each route in turn and returns what was wrong on each: console errors and warnings
 * (those not allowed), uncaught errors, and placeholders left in the visible text.
 */
async function walk(page: Page, urls: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  let at = '';
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (ALLOWED.some(({ pattern }) => pattern.test(text))) return;
    const where = message.location().url;
    problems.push(`${at}: console.${message.type()}: ${text}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`${at}: uncaught: ${error.message}`));
  for (const url of urls) {
    at = url;
    await test.step(url, async () => {
      const response = await page.goto(url);
      if (!response?.ok()) problems.push(`${url}: answered ${response?.status()}`);
      // The remote, its texts and its first queries; then the session's first refresh.
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      const unfilled = text.match(/\{\{[^}]*\}\}/g);
      if (unfilled) problems.push(`${url}: shows ${unfilled.join(', ')}`);
    });
  }
  return problems;
}

test('a visitor walks every route with a clean console', async ({ page }) => {
  test.setTimeout(300_000);
  const ids = await idsFor(page.request);
  expect(await walk(page, routes(ids))).toEqual([]);
});

test('a member walks every route with a clean console', async ({ page, member, anotherMember }) => {
  test.setTimeout(300_000);
  // A conversation of their own, so /chats/{id} shows one.
  const noor = await anotherMember('Noor');
  const sent = await page.request.post('/api/chat.php', {
    data: { profile_id: noor.user.profile.id, body: 'Hoi Noor', nonce: randomUUID() },
  });
  expect(sent.status()).toBe(201);
  const { conversation_id: conversation } = (await sent.json()) as { conversation_id: string };
  const ids = { ...(await idsFor(page.request)), conversation };
  test.info().annotations.push({ type: 'member', description: member.email });
  expect(await walk(page, routes(ids))).toEqual([]);
});
