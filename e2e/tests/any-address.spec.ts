import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, WebSocket } from '@playwright/test';
import { E2E_PORT } from '../paths.mjs';
import { chat, send } from './chat-page';
import { expect, test } from './fixtures';
import { startSecondApi, stopSecondApi } from './helpers';
import { choosePackage, outboxTexts, payNow, providerChooses } from './payments-page';
import { acceptSiteEntry, logIn } from './session';

// Decision 0139: the product runs right on any port and host name of the machine. A second
// API of its own, on a port that is not 8080 and without PUBLIC_URL, opened by IP: live
// messages, a purchase through the test provider and the mailed activation link all work.

const PORT = E2E_PORT + 5;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIVE_OFFLINE = 'Live-updates offline, opnieuw verbinden…';

/** The API on PORT, with this deployment and a database of its own; PUBLIC_URL unset. */
const startApi = (data: string) =>
  startSecondApi({
    port: PORT,
    data,
    name: `the API on ${PORT}`,
    // A first start seeds, and a restart after SIGKILL recovers its database: both can be slow.
    timeoutMs: 90_000,
    env: { PUBLIC_URL: '', SEED_PROFILES: '20', SSR_BUDGET_MS: '2000' },
  });

/** Every live socket the page asks for, the newest last (listen before the page loads). */
function liveSockets(page: Page): WebSocket[] {
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (socket.url() === `ws://127.0.0.1:${PORT}/api/live.php`) sockets.push(socket);
  });
  return sockets;
}

/** The frame with `text` on the page's open live socket. */
function liveFrame(sockets: WebSocket[], text: string) {
  const open = sockets.filter((socket) => !socket.isClosed()).at(-1);
  if (!open) throw new Error('no open live socket');
  return open.waitForEvent('framereceived', {
    predicate: ({ payload }) => String(payload).includes(text),
    timeout: 10_000,
  });
}

const liveOffline = (page: Page) => page.getByRole('status').filter({ hasText: LIVE_OFFLINE });

test.describe('on a port of its own, opened by IP, without PUBLIC_URL', () => {
  let server: ChildProcess | undefined;
  let data = '';
  test.use({ baseURL: ORIGIN });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    data = mkdtempSync(path.join(tmpdir(), 'any-address-'));
    server = await startApi(data);
  });

  test.afterAll(async () => {
    await stopSecondApi(server, 'SIGTERM');
    if (data) rmSync(data, { recursive: true, force: true });
  });

  test('the mailed activation link, a live message, a paid purchase, and live back after the API restarts', async ({
    page,
    browser,
    anotherMember,
    deleteAfterTest,
  }) => {
    test.setTimeout(180_000);
    // Sanne signs up; the activation mail links to the address she used, and it works there.
    const sanne = {
      email: `sanne-${Date.now()}@example.nl`,
      password: 'e2e-password-1',
    };
    const signup = await page.request.post('/api/signup.php', {
      data: { ...sanne, name: 'Sanne', date_of_birth: '1992-04-12' },
    });
    expect(signup.status()).toBe(201);
    deleteAfterTest(sanne);
    const [activation] = await outboxTexts(page.request, sanne.email);
    const link = new RegExp(`${ORIGIN}/api/activate\\.php\\?token=[\\w%-]+`).exec(
      activation ?? '',
    )?.[0];
    expect(link, activation).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(`${ORIGIN}/activate/done`);

    // Noor, in a browser of her own on the same address, has her chats open.
    const noor = await anotherMember('Noor');
    const noorContext = await browser.newContext({ baseURL: ORIGIN, locale: 'nl-NL' });
    try {
      await acceptSiteEntry(noorContext, ORIGIN);
      await logIn(noorContext.request, noor);
      const noorPage = await noorContext.newPage();
      const noorSockets = liveSockets(noorPage);
      await noorPage.goto('/members');
      const messages = noorPage
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: /^Berichten/ });
      await expect.poll(() => noorSockets.length, { timeout: 20_000 }).toBeGreaterThan(0);

      // Sanne writes; the message reaches Noor's tab over the live socket, not a refresh.
      const sanneProfile = (await logIn(page.request, sanne)).user.profile.id;
      const sanneSockets = liveSockets(page);
      await page.goto(`/members/${noor.user.profile.id}/chat`);
      await expect.poll(() => sanneSockets.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const frame = liveFrame(noorSockets, 'Hoi Noor, via 127.0.0.1!');
      await send(chat(page, 'Noor').field, 'Hoi Noor, via 127.0.0.1!');
      await frame;
      await expect(messages).toHaveAccessibleName(/^Berichten 1 ongelezen bericht$/, {
        timeout: 5_000,
      });
      await expect(liveOffline(noorPage)).toHaveCount(0);
      await expect(liveOffline(page)).toHaveCount(0);

      // A purchase: the test provider's checkout and its return are on this address too.
      await page.goto('/credits');
      await choosePackage(page, 50, 'iDEAL');
      await payNow(page);
      expect(page.url()).toMatch(new RegExp(`^${ORIGIN}/test-provider/checkout/tr_test_`));
      await providerChooses(page, 'Betaald / Paid');
      expect(page.url()).toMatch(new RegExp(`^${ORIGIN}/transactions/\\d+$`));
      await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible({
        timeout: 20_000,
      });
      await page.goto('/transactions');
      await expect(page.getByText('Betaald').first()).toBeVisible();

      // The API goes away: the page says, quietly, that live updates are offline.
      // Only once the page has fully loaded and its socket is open: killed mid-load, the page
      // cannot fetch its own code, and the shell reloads it once, onto a server that is gone.
      const socketsBefore = sanneSockets.length;
      await page.goto('/chats');
      await expect
        .poll(() => sanneSockets.length > socketsBefore && !sanneSockets.at(-1)!.isClosed(), {
          timeout: 20_000,
        })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await expect(liveOffline(page)).toHaveCount(0);
      await stopSecondApi(server, 'SIGKILL');
      await expect(liveOffline(page)).toBeVisible({ timeout: 10_000 });
      // Back: the channel reconnects by itself, the notice goes, and messages come live again.
      server = await startApi(data);
      // The retries wait 1, 2, 4, 8, 16 s: the one after the start opens.
      await expect(liveOffline(page)).toHaveCount(0, { timeout: 40_000 });
      const again = liveFrame(sanneSockets, 'Weer live!');
      const sent = await noorContext.request.post('/api/chat.php', {
        data: { profile_id: sanneProfile, body: 'Weer live!', nonce: randomUUID() },
      });
      expect(sent.status()).toBe(201);
      await again;
    } finally {
      await noorContext.close();
    }
  });
});
