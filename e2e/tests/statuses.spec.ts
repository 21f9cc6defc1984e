import { expect, test } from './fixtures';
import { signUpMember } from './session';

// A page's HTTP status is that of what it shows (decision 0140): crawlers and link checkers
// see a missing page as missing, and the server's paint and the shell agree on it.

const SHELL_NOT_FOUND = 'Deze pagina kon niet worden gevonden';
const LANDER_NOT_FOUND = 'Deze pagina bestaat niet';

const NOT_FOUND_PAGES = [
  // No release owns the path: the shell's own page.
  ['/this/does/not/exist', SHELL_NOT_FOUND],
  // mfe-landers owns these and draws its not-found page, on the server and in the browser.
  ['/pages/unknown', SHELL_NOT_FOUND],
  ['/abc123token', SHELL_NOT_FOUND],
  ['/landers/no-such-campaign', LANDER_NOT_FOUND],
] as const;

test('unknown URLs answer 404 with the translated not-found page, painted and after the shell took over', async ({
  page,
}) => {
  for (const [url, heading] of NOT_FOUND_PAGES) {
    const response = await page.goto(url);
    expect({ url, status: response?.status() }).toEqual({ url, status: 404 });
    // The shell has taken over (the server's paint is gone) and shows the same page.
    await expect(page.locator('#ssr')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The painted page already says so, before any script ran.
  const painted = await page.request.get('/abc123token');
  expect(painted.status()).toBe(404);
  expect(await painted.text()).toContain(SHELL_NOT_FOUND);
});

test('a known token, page and lander answer 200', async ({ page }) => {
  for (const url of ['/algemene-voorwaarden', '/pages/terms', '/landers/video', '/']) {
    const response = await page.goto(url);
    expect({ url, status: response?.status() }).toEqual({ url, status: 200 });
  }
});

test("a member's unknown page is a 404 too, without a server paint", async ({ page, member }) => {
  for (const [url, heading] of NOT_FOUND_PAGES) {
    const response = await page.goto(url);
    expect({ url, status: response?.status() }).toEqual({ url, status: 404 });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect((await page.goto('/algemene-voorwaarden'))?.status()).toBe(200);
  // Still the member's page: the account menu shows.
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
  test.info().annotations.push({ type: 'member', description: member.email });
});

test("a gone member's profile answers 404: deleted, or hiding from the one they blocked", async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const gone = await signUpMember(request, 'Lotte');
    const profile = `/members/${gone.user.profile.id}`;
    expect((await page.goto(profile))?.status()).toBe(200);
    const deleted = await request.post('/api/account-delete.php', {
      data: { password: gone.password, reasons: [] },
    });
    expect(deleted.ok()).toBe(true);
    const response = await page.goto(profile);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dit profiel bestaat niet (meer)' }),
    ).toBeVisible();
    expect((await page.goto(`${profile}/landing`))?.status()).toBe(404);
  } finally {
    await request.dispose();
  }
});
