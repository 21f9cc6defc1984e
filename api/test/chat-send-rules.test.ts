import { randomUUID } from 'node:crypto';
import { activeMember, createTestApp, signup, type TestContext } from './helper';
import { chatKit } from './chat-test-kit';

describe('sending in a chat: nonces, charges and refusals', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof chatKit>;
  beforeAll(async () => {
    ctx = await createTestApp();
    kit = chatKit(ctx);
  });
  afterAll(() => ctx.close());

  describe('nonce', () => {
    it('answers a retry with the original message and charges once', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      await kit.setCredits(a, 20);
      const nonce = randomUUID();
      const first = await kit.send(a, b, { body: 'Hoi!' }, nonce);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ cost: 5, credits: 15, message: { nonce } });
      const again = await kit.send(a, b, { body: 'Hoi!' }, nonce);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await kit.credits(a)).toBe(15);
      expect(await kit.messagesFrom(a)).toHaveLength(1);
      expect(await kit.ledger(a)).toEqual([
        { amount: -5, reason: 'message', reference: `message:${first.json().message.id}` },
      ]);
    });

    it('answers a retry with the original message even once a block stands between the two', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      await kit.setCredits(a, 20);
      const nonce = randomUUID();
      const first = await kit.send(a, b, { body: 'Hoi!' }, nonce);
      expect(first.statusCode).toBe(201);
      await kit.call('POST', '/api/block.php', b.cookie, { profile_id: a.profileId });
      const again = await kit.send(a, b, { body: 'Hoi!' }, nonce);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      // A new nonce meets the block.
      expect((await kit.send(a, b, { body: 'Hoi!' })).statusCode).toBe(404);
      expect(await kit.messagesFrom(a)).toHaveLength(1);
    });

    it('gives racing retries one message, one charge and the same answer', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      await kit.setCredits(a, 50);
      const nonce = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => kit.send(a, b, { body: 'Tegelijk' }, nonce)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(answers.map((r) => r.json().message.id));
      expect(ids.size).toBe(1);
      expect(new Set(answers.map((r) => r.json().credits))).toEqual(new Set([45]));
      expect(await kit.messagesFrom(a)).toHaveLength(1);
      expect(await kit.credits(a)).toBe(45);
      expect(await kit.ledger(a)).toHaveLength(1);
    });

    it('refuses a nonce reused for another text or member, and a missing or short one', async () => {
      const [a, b, c] = [
        await activeMember(ctx.app),
        await activeMember(ctx.app),
        await activeMember(ctx.app),
      ];
      const nonce = randomUUID();
      expect((await kit.send(a, b, { body: 'Eén' }, nonce)).statusCode).toBe(201);
      for (const retry of [
        kit.send(a, b, { body: 'Twee' }, nonce),
        kit.send(a, c, { body: 'Eén' }, nonce),
      ]) {
        expect((await retry).json()).toMatchObject({
          code: 'field_invalid',
          fields: [{ field: 'nonce' }],
        });
      }
      expect((await kit.send(a, b, { body: 'Kort' }, 'short')).json().code).toBe(
        'validation_failed',
      );
      const missing = await kit.call('POST', '/api/chat.php', a.cookie, {
        profile_id: b.profileId,
        body: 'Geen nonce',
      });
      expect(missing.json().code).toBe('validation_failed');
      expect(await kit.messagesFrom(a)).toHaveLength(1);
    });
  });

  describe('charges and refusals', () => {
    it('refuses a paying member without credits and leaves balance and ledger as they were', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      await kit.setCredits(a, 4);
      const refused = await kit.send(a, b, { body: 'Te duur' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'insufficient_credits',
        params: { credits: 5 },
      });
      expect(await kit.credits(a)).toBe(4);
      expect(await kit.ledger(a)).toEqual([]);
      expect(await kit.messagesFrom(a)).toEqual([]);
      // The same nonce may be used again once the member has bought credits.
    });

    it('lets a free member start two chats, not a third, and keeps its credits', async () => {
      const a = await activeMember(ctx.app);
      await kit.setCredits(a, 30, false);
      for (let i = 0; i < 2; i += 1) {
        const other = await activeMember(ctx.app);
        expect((await kit.send(a, other, { body: 'Hallo' })).json()).toMatchObject({ cost: 0 });
      }
      const third = await kit.send(a, await activeMember(ctx.app), { body: 'Hallo' });
      expect(third.statusCode).toBe(403);
      expect(third.json()).toMatchObject({ code: 'free_chat_limit', params: { max: 2 } });
      expect(await kit.credits(a)).toBe(30);
      expect(await kit.ledger(a)).toEqual([]);
    });

    it('charges gift_credits for a gift in the chat, from a free member too', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      await kit.setCredits(a, 20, false);
      const gift = (await kit.call('GET', '/api/gifts.php', a.cookie)).json().gifts[0];
      const sent = await kit.send(a, b, { gift_id: gift.id });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({
        cost: 15,
        credits: 5,
        message: { kind: 'gift', gift: gift.slug, body: null },
      });
      expect(await kit.ledger(a)).toEqual([
        { amount: -15, reason: 'gift', reference: `message:${sent.json().message.id}` },
      ]);
      const poor = await kit.send(a, b, { gift_id: gift.id });
      expect(poor.json()).toMatchObject({ code: 'insufficient_credits', params: { credits: 15 } });
      expect(await kit.credits(a)).toBe(5);
      expect(await kit.ledger(a)).toHaveLength(1);
      // Text and gift together, or an unknown gift, are refused.
      expect((await kit.send(a, b, { gift_id: gift.id, body: 'x' })).json().code).toBe(
        'field_invalid',
      );
      expect((await kit.send(a, b, { gift_id: '999999' })).json()).toMatchObject({
        code: 'field_invalid',
        fields: [{ field: 'gift_id' }],
      });
    });

    it('refuses a blocked member and an unactivated recipient, charging nothing', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      await kit.setCredits(a, 20);
      const pending = await signup(ctx.app);
      const unactivated = await kit.send(a, String(pending.user.profile.id), { body: 'Hoi' });
      expect(unactivated.statusCode).toBe(409);
      expect(unactivated.json().code).toBe('recipient_not_confirmed');
      await kit.call('POST', '/api/block.php', b.cookie, { profile_id: a.profileId });
      const blocked = await kit.send(a, b, { body: 'Hoi' });
      expect(blocked.statusCode).toBe(404);
      expect(await kit.credits(a)).toBe(20);
      expect(await kit.ledger(a)).toEqual([]);
    });

    it('refuses a message to a member one has blocked oneself, and one to nobody', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      await kit.call('POST', '/api/block.php', a.cookie, { profile_id: b.profileId });
      expect((await kit.send(a, b, { body: 'Hoi' })).statusCode).toBe(404);
      expect((await kit.send(b, a, { body: 'Hoi' })).statusCode).toBe(404);
      expect((await kit.send(a, '99999999', { body: 'Hoi' })).statusCode).toBe(404);
      expect((await kit.send(a, a, { body: 'Hoi' })).statusCode).toBe(404);
    });

    it('answers too_many_requests after 30 messages in a minute, and takes more a minute later', async () => {
      const a = await activeMember(ctx.app);
      const target = await kit.seededProfile();
      for (let i = 0; i < 30; i += 1) {
        expect((await kit.send(a, target, { body: `Bericht ${i}` })).statusCode).toBe(201);
      }
      const refused = await kit.send(a, target, { body: 'Nog een' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_requests');
      ctx.clock.advance(61_000);
      expect((await kit.send(a, target, { body: 'Later' })).statusCode).toBe(201);
      expect(await kit.messagesFrom(a)).toHaveLength(31);
    });
  });
});
