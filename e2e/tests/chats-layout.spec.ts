import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

// /chats: on a phone the conversation list alone; on a desktop the list,
// at most 400 px wide, beside "choose a conversation". The conversation screen's own widths
// are tested with that screen.
for (const width of [360, 1280]) {
  test(`the chats list fits at ${width} px, with the pane beside it on a desktop`, async ({
    page,
    member,
    anotherMember,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { request: noor } = await anotherMember('Noor');
    const sent = await noor.post('/api/chat.php', {
      data: { profile_id: member.user.profile.id, body: 'Hoi, leuk profiel!', nonce: randomUUID() },
    });
    expect(sent.status()).toBe(201);

    await page.goto('/chats');
    await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Je gesprekken' });
    const conversation = nav
      .getByRole('list', { name: 'Gesprekken' })
      .getByRole('link', { name: /Noor/ });
    await expect(conversation).toBeVisible();
    await expect(conversation).toContainText('Hoi, leuk profiel!');
    await expect(conversation).toHaveAttribute('href', /^\/chats\/\d+$/);
    await expect(conversation).not.toHaveAttribute('aria-current');

    const pick = page.getByRole('region', { name: 'Kies een gesprek' });
    if (width < 768) {
      await expect(pick).toBeHidden();
    } else {
      await expect(pick).toBeVisible();
      await expect(pick.getByRole('link', { name: 'Iemand nieuws zoeken' })).toHaveAttribute(
        'href',
        '/members',
      );
      const list = await nav.boundingBox();
      const beside = await pick.boundingBox();
      expect(list!.width).toBeLessThanOrEqual(400);
      expect(beside!.x).toBeGreaterThanOrEqual(list!.x + list!.width);
    }
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // The conversations are links in the page's tab order.
    await conversation.focus();
    await expect(conversation).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`chats-${width}.png`) });
  });
}
