import { expect, test } from './fixtures';

// Like and unlike on a profile: the button shows what the server holds after each change,
// and a like returned is a match. Both members are the test's own.
test('a member likes a profile back, sees the match, and takes the like back', async ({
  page,
  member,
  anotherMember,
}) => {
  const noor = await anotherMember('Noor');
  const likedFirst = await noor.request.post('/api/like.php', {
    data: { profile_id: member.user.profile.id },
  });
  expect(likedFirst.ok()).toBe(true);

  await page.goto(`/members/${noor.user.profile.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Noor, \d+$/ })).toBeVisible();
  const like = page.getByRole('button', { name: 'Vind ik leuk' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  const liked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/like.php') && response.request().method() === 'POST',
  );
  await like.click();
  expect((await liked).ok()).toBe(true);
  // The shell's full-screen match modal opens over the page; Escape closes it.
  const matchModal = page.getByRole('dialog', { name: 'Nieuwe like!' });
  await expect(matchModal).toContainText('Noor vindt jou leuk.');
  await page.keyboard.press('Escape');
  await expect(matchModal).toBeHidden();
  await expect(page.getByText('Het is een match! Jullie vinden elkaar leuk.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Geliket' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The like is the server's, not the page's: a new page load shows it too.
  await page.reload();
  const likedButton = page.getByRole('button', { name: 'Geliket' });
  await expect(likedButton).toHaveAttribute('aria-pressed', 'true');
  await likedButton.click();
  await expect(page.getByRole('button', { name: 'Vind ik leuk' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Vind ik leuk' })).toBeVisible();
});
