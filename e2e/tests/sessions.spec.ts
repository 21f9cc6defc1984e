import { expect, test } from './fixtures';
import { logIn } from './session';

// The settings' list of where a member is signed in: a second browser is signed out from
// the first one and finds itself logged out.

test('a member signs out another browser from the settings', async ({ page, member, browser }) => {
  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  });
  try {
    const phone = await other.newPage();
    await logIn(phone.request, member);
    await phone.goto('/notifications');
    await expect(phone.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();

    await page.goto('/notifications');
    const sessions = page.getByRole('region', { name: 'Waar je bent ingelogd' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Dit apparaat')).toBeVisible();
    await sessions.getByRole('button', { name: 'Chrome op Android uitloggen' }).click();
    await expect(sessions.getByRole('status')).toHaveText('Uitgelogd.');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The phone is logged out: the session probe finds no user and the settings ask to log in.
    expect(await (await phone.request.get('/api/user.php')).json()).toEqual({ user: null });
    await phone.reload();
    await expect(
      phone.getByText('Log in om je instellingen te bekijken en te wijzigen.'),
    ).toBeVisible();
    // This browser is still logged in.
    expect((await (await page.request.get('/api/user.php')).json()).user).not.toBeNull();
  } finally {
    await other.close();
  }
});
