import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../paths.mjs';

export const DEMO = { email: 'demo@example.nl', password: 'demo-password-1' } as const;

/** How long a journey waits for another's demo login, and when a left-over lock is stale. */
const DEMO_LOGIN_WAIT_MS = 30_000;

/**
 * Runs a login of `email`, one at a time across the parallel journeys when it is the demo
 * member's. Every journey's browser comes from one address without the account's device
 * cookie, and the server checks one password of an account from one client at a time (a
 * second one at that moment is answered 429 `login_delayed`, as parallel guesses are), so two
 * journeys logging the demo member in at once would fail one of them. A directory made with
 * mkdir, which only one process can make, is the lock.
 */
async function oneDemoLoginAtATime<T>(email: string, login: () => Promise<T>): Promise<T> {
  if (email !== DEMO.email) return login();
  const lock = path.join(E2E_DATA_DIR, 'demo-login.lock');
  const until = Date.now() + DEMO_LOGIN_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > DEMO_LOGIN_WAIT_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > until)
        throw new Error('another journey held the demo login for 30 s', { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await login();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Logs a browser context (or a bare request context) in through the API, as the login form does. */
export async function logIn(
  request: APIRequestContext,
  credentials: { email: string; password: string } = DEMO,
) {
  const response = await oneDemoLoginAtATime(credentials.email, () =>
    request.post('/api/user.php', { data: credentials }),
  );
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { user: { id: string; profile: { id: string } } };
}

/**
 * Serves this page as another domain of the product (e.g. the Belgian one): the pages come
 * with that domain's settings in their boot data, and a settings call asks for that host.
 */
export async function visitAs(page: Page, host: string) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      const response = await route.fetch({ headers: { ...request.headers(), host } });
      return route.fulfill({ response });
    }
    const url = new URL(request.url());
    if (url.pathname !== '/api/settings.php') return route.fallback();
    url.searchParams.set('host', host);
    return route.continue({ url: url.toString() });
  });
}

export interface Member {
  email: string;
  password: string;
  name: string;
  user: { id: string; profile: { id: string } };
}

/**
 * A new member, made the way a person would: signs up, follows the activation link
 * from the mail in the outbox, and stays logged in on this request context.
 */
export async function signUpMember(request: APIRequestContext, name: string): Promise<Member> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;
  const password = 'e2e-password-1';
  const signup = await request.post('/api/signup.php', {
    data: { email, name, password, date_of_birth: '1992-04-12' },
  });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const { user } = (await signup.json()) as Pick<Member, 'user'>;
  const outbox = await request.get(`/api/outbox.php?to=${encodeURIComponent(email)}`);
  // Named, not parsed: a balancer with no ready server answers with a page of its own.
  if (!outbox.ok())
    throw new Error(`outbox read failed: ${outbox.status()} ${await outbox.text()}`);
  const [mail] = ((await outbox.json()) as { mails: { text: string }[] }).mails;
  const token = /token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no activation mail to ${email}`);
  const activation = await request.get(`/api/activate.php?token=${token}`, { maxRedirects: 0 });
  if (activation.headers().location !== '/activate/done') throw new Error('activation failed');
  return { email, password, name, user };
}

/**
 * Deletes a member's account through the API, as the settings page does (the API keeps a
 * deleted account, disabled, for its reactivation link; it has no call that erases one).
 */
export async function deleteAccount(
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  await logIn(request, credentials);
  const response = await request.post('/api/account-delete.php', {
    data: { password: credentials.password, reasons: [] },
  });
  if (!response.ok()) {
    throw new Error(
      `deleting ${credentials.email} failed: ${response.status()} ${await response.text()}`,
    );
  }
}

/** Logs in through the login form the page shows, as a person does, and lands on /members. */
export async function logInWithForm(page: Page, credentials = DEMO) {
  await page.getByLabel('E-mailadres').fill(credentials.email);
  await page.getByLabel('Wachtwoord').fill(credentials.password);
  await oneDemoLoginAtATime(credentials.email, async () => {
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/members$/);
  });
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
}

/**
 * A browser that accepted the site-entry warning once: its cookie (decision 0128), which the
 * server's first paint reads as well as the shell.
 */
export async function acceptSiteEntry(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: 'site_entry_accepted', value: String(Date.now()), url: baseURL },
  ]);
}

/**
 * A browser page of its own for another member, logged in, past the site-entry warning.
 * Close its context (`page.context().close()`) when done.
 */
export async function pageOf(
  browser: Browser,
  baseURL: string,
  member: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL' });
  await acceptSiteEntry(context, baseURL);
  await logIn(context.request, member);
  return context.newPage();
}

/**
 * Opens `path` and waits until the page's live channel is open: the server has answered its
 * handshake, so live events (a match, a message) reach the page from now on. The member's part
 * of the page opens it after the page has loaded, seconds later on a busy machine, and an
 * event sent before then is not delivered to it.
 */
export async function gotoLive(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const liveSockets = new Set<string>();
  const opened = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
      if (new URL(url).pathname === '/api/live.php') liveSockets.add(requestId);
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
      if (liveSockets.has(requestId) && response.status === 101) resolve();
    });
  });
  try {
    await page.goto(path);
    await opened;
  } finally {
    await cdp.detach();
  }
}

/** The token of the newest mail to `email` whose link goes to `path`, from the dev outbox. */
export async function tokenFromMail(request: APIRequestContext, email: string, path: string) {
  const outbox = await request.get(`/api/outbox.php?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const { mails } = (await outbox.json()) as { mails: { text: string }[] };
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`);
  const tokens = mails.map((mail) => pattern.exec(mail.text)?.[1]).filter(Boolean);
  expect(tokens.length, `a mail to ${email} with a link to ${path}`).toBeGreaterThan(0);
  // The outbox lists the newest mail first.
  return tokens[0]!;
}

/**
 * A seeded member's profile id: the first of a visitor's search with a photo. The journeys
 * running beside one add members of their own (no photo) and delete them when they end, so the
 * first of the search may be gone by the time a page asks for it.
 */
export async function seededProfileId(request: APIRequestContext): Promise<string> {
  const search = await request.get('/api/search.php?per_page=20');
  expect(search.ok()).toBe(true);
  const { profiles } = (await search.json()) as {
    profiles: { id: string; main_image: unknown }[];
  };
  const seeded = profiles.find((profile) => profile.main_image !== null);
  expect(seeded).toBeDefined();
  return seeded!.id;
}
