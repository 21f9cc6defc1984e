import type { LiveEvent } from '@dating/shared-contracts/api';
import { activeMember, createTestApp, waitFor, type TestContext } from './helper';
import { chatKit } from './chat-test-kit';

describe('chat delivery: pages, read marks, typing, deletion, reports', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof chatKit>;
  beforeAll(async () => {
    ctx = await createTestApp();
    kit = chatKit(ctx);
  });
  afterAll(() => ctx.close());

  describe('history', () => {
    it('pages by id, 50 at a time, newest first, and resyncs after an id without gap or double', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      const first = (await kit.send(a, b, { body: 'm0' })).json();
      const conversationId = first.conversation_id;
      // 119 more, written directly: the rate limit is not what this test is about.
      await ctx.app.db
        .insertInto('messages')
        .values(
          Array.from({ length: 119 }, (_, i) => ({
            conversation_id: Number(conversationId),
            sender_profile_id: Number(i % 2 ? a.profileId : b.profileId),
            kind: 'text' as const,
            body: `m${i + 1}`,
            image_id: null,
            gift: null,
            credits_spent: 0,
            created_at: '2026-06-01T12:00:00.000Z',
          })),
        )
        .execute();
      const page = async (query: string) =>
        (await kit.call('GET', `/api/chat.php?id=${conversationId}${query}`, a.cookie)).json()
          .conversation;
      const newest = await page('');
      expect(newest.messages.map((m: { body: string }) => m.body)).toEqual(
        Array.from({ length: 50 }, (_, i) => `m${70 + i}`),
      );
      expect(newest.has_older).toBe(true);
      const older = await page(`&before=${newest.messages[0].id}`);
      expect(older.messages[0].body).toBe('m20');
      expect(older.messages.at(-1).body).toBe('m69');
      const oldest = await page(`&before=${older.messages[0].id}`);
      expect(oldest.messages.map((m: { body: string }) => m.body)).toEqual(
        Array.from({ length: 20 }, (_, i) => `m${i}`),
      );
      expect(oldest.has_older).toBe(false);

      // The resync after the last id a client had: everything after it, in order.
      const resync = await page(`&after=${older.messages[10].id}`);
      expect(resync.messages.map((m: { body: string }) => m.body)).toEqual(
        Array.from({ length: 89 }, (_, i) => `m${31 + i}`),
      );
      expect(resync).toMatchObject({ has_newer: false, has_older: true });
      const nothing = await page(`&after=${newest.messages.at(-1).id}`);
      expect(nothing.messages).toEqual([]);
      expect(
        (await kit.call('GET', `/api/chat.php?id=${conversationId}&before=1&after=1`, a.cookie))
          .statusCode,
      ).toBe(400);
    });

    it("answers the footer prices with the minimum message cost of the member's country", async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      const { conversation_id } = (await kit.send(a, b, { body: 'Hoi' })).json();
      const free = (await kit.call('GET', `/api/chat.php?id=${conversation_id}`, a.cookie)).json();
      expect(free.costs).toEqual({
        message_credits: 0,
        photo_credits: 10,
        gift_credits: 15,
        minimum_message_cost: { costs: 0.83, currency: 'EUR' },
      });
      await kit.setCredits(a, 10);
      const paid = (await kit.call('GET', `/api/chat.php?id=${conversation_id}`, a.cookie)).json();
      expect(paid.costs.message_credits).toBe(5);
    });
  });

  describe('read marks', () => {
    it('stores "read up to", never moves it back, and tells both members\' tabs', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      const one = (await kit.send(a, b, { body: 'Een' })).json();
      const two = (await kit.send(a, b, { body: 'Twee' })).json();
      const id = one.conversation_id;
      const [aTabs, bTabs] = [kit.listen(a), kit.listen(b)];
      const open = (await kit.call('GET', `/api/chat.php?id=${id}`, b.cookie)).json();
      expect(open.conversation).toMatchObject({ read_up_to: '0', num_unread_messages: 2 });

      const read = await kit.call('POST', '/api/chat-read.php', b.cookie, {
        conversation_id: id,
        up_to_message_id: one.message.id,
      });
      expect(read.json()).toEqual({
        ok: true,
        read_up_to: one.message.id,
        num_unread_messages: 1,
        total_unread_messages: 1,
      });
      const receipt = {
        type: 'read',
        conversation_id: id,
        profile_id: b.profileId,
        up_to_message_id: one.message.id,
        num_unread_messages: 1,
      };
      expect(await waitFor(() => aTabs.events.find((e) => e.type === 'read'), 'receipt')).toEqual(
        receipt,
      );
      expect(await waitFor(() => bTabs.events.find((e) => e.type === 'read'), 'own tabs')).toEqual(
        receipt,
      );
      // Past the last message counts as the last; an earlier id does not move it back.
      await kit.call('POST', '/api/chat-read.php', b.cookie, {
        conversation_id: id,
        up_to_message_id: '2000000000',
      });
      const back = await kit.call('POST', '/api/chat-read.php', b.cookie, {
        conversation_id: id,
        up_to_message_id: one.message.id,
      });
      expect(back.json()).toMatchObject({ read_up_to: two.message.id, num_unread_messages: 0 });
      const seen = (await kit.call('GET', `/api/chat.php?id=${id}`, a.cookie)).json();
      expect(seen.conversation.partner_read_up_to).toBe(two.message.id);
      aTabs.stop();
      bTabs.stop();

      // Not a member of the conversation: as if it did not exist.
      const stranger = await activeMember(ctx.app);
      const foreign = await kit.call('POST', '/api/chat-read.php', stranger.cookie, {
        conversation_id: id,
        up_to_message_id: two.message.id,
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('typing', () => {
    it('names the sender, reaches only the partner, expires by itself and is rate-limited', async () => {
      const [a, b, c] = [
        await activeMember(ctx.app),
        await activeMember(ctx.app),
        await activeMember(ctx.app),
      ];
      const id = (await kit.send(a, b, { body: 'Hoi' })).json().conversation_id;
      const [aTabs, bTabs, cTabs] = [kit.listen(a), kit.listen(b), kit.listen(c)];
      // The message's own events may still arrive: only typing counts here.
      const typingOf = (tabs: { events: LiveEvent[] }) =>
        tabs.events.filter((event) => event.type === 'typing');
      const expiresAt = new Date(ctx.clock.now.getTime() + 6000).toISOString();
      const typing = await kit.call('POST', '/api/chat-typing.php', a.cookie, {
        conversation_id: id,
      });
      expect(typing.json()).toEqual({ ok: true, expires_at: expiresAt });
      expect(typingOf(bTabs)).toEqual([
        {
          type: 'typing',
          conversation_id: id,
          profile_id: a.profileId,
          expires_at: expiresAt,
        },
      ]);
      expect(typingOf(aTabs)).toEqual([]);
      expect(typingOf(cTabs)).toEqual([]);
      const tooSoon = await kit.call('POST', '/api/chat-typing.php', a.cookie, {
        conversation_id: id,
      });
      expect(tooSoon.statusCode).toBe(429);
      ctx.clock.advance(2000);
      expect(
        (await kit.call('POST', '/api/chat-typing.php', a.cookie, { conversation_id: id }))
          .statusCode,
      ).toBe(200);
      expect(typingOf(bTabs)).toHaveLength(2);
      const foreign = await kit.call('POST', '/api/chat-typing.php', c.cookie, {
        conversation_id: id,
      });
      expect(foreign.statusCode).toBe(404);
      [aTabs, bTabs, cTabs].forEach((tabs) => tabs.stop());
    });
  });

  describe('delete and report', () => {
    it("deletes every chat with a profile and tells the member's tabs", async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      const id = (await kit.send(a, b, { body: 'Hoi' })).json().conversation_id;
      const tabs = kit.listen(a);
      const deleted = await kit.call('DELETE', `/api/chat.php?profile_id=${b.profileId}`, a.cookie);
      expect(deleted.json()).toEqual({ ok: true });
      expect(
        await waitFor(() => tabs.events.find((e) => e.type === 'chat_deleted'), 'deletion'),
      ).toEqual({ type: 'chat_deleted', conversation_ids: [id] });
      tabs.stop();
      expect((await kit.call('GET', '/api/chats.php', a.cookie)).json().chats).toEqual([]);
      expect((await kit.call('GET', `/api/chat.php?id=${id}`, a.cookie)).statusCode).toBe(404);
      // The partner keeps its copy.
      expect((await kit.call('GET', '/api/chats.php', b.cookie)).json().chats).toHaveLength(1);
      const again = await kit.call('DELETE', `/api/chat.php?profile_id=${b.profileId}`, a.cookie);
      expect(again.statusCode).toBe(404);
    });

    it('stores a notice about a message or a conversation with a reference', async () => {
      const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
      const sent = (await kit.send(a, b, { body: 'Koop mijn crypto' })).json();
      const report = (payload: object, member = b) =>
        kit.call('POST', '/api/chat-report.php', member.cookie, {
          conversation_id: sent.conversation_id,
          reason: 'scam',
          ...payload,
        });
      const first = await report({ message_id: sent.message.id, text: ' Oplichting ' });
      expect(first.json()).toEqual({
        ok: true,
        report_id: expect.stringMatching(/^[0-9]+$/),
        reference: expect.stringMatching(/^DSA-2026-[0-9]{6}$/),
        created: true,
      });
      const stored = await ctx.app.db
        .selectFrom('reports')
        .selectAll()
        .where('id', '=', Number(first.json().report_id))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        reporter_profile_id: Number(b.profileId),
        profile_id: Number(a.profileId),
        conversation_id: Number(sent.conversation_id),
        message_id: Number(sent.message.id),
        reason: 'scam',
        text: 'Oplichting',
        status: 'open',
      });
      const repeat = await report({ message_id: sent.message.id });
      expect(repeat.json()).toEqual({ ...first.json(), created: false });
      const whole = await report({ reason: 'harassment' });
      expect(whole.json()).toMatchObject({ created: true });
      expect(whole.json().report_id).not.toBe(first.json().report_id);
      // A profile report is its own notice beside the chat's.
      const profile = await kit.call('POST', '/api/report.php', b.cookie, {
        profile_id: a.profileId,
        reason: 'spam',
      });
      expect(profile.json()).toMatchObject({ created: true });
      // One's own message, or a conversation one is not in, is no notice.
      expect((await report({ message_id: sent.message.id }, a)).statusCode).toBe(404);
      const stranger = await activeMember(ctx.app);
      expect((await report({}, stranger)).statusCode).toBe(404);
    });
  });
});
