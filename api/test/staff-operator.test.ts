import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@dating/shared-contracts/api';
import { UNANSWERED_REFUND_MS, VULNERABLE_CREDITS_24H } from '@dating/shared-contracts/api';
import { activeMember, createTestApp, type TestContext } from './helper';
import { chatKit, type Member } from './chat-test-kit';
import { StaffBrowser, staffAccount } from './staff-kit';

describe('operators answer for fictional profiles (decision 0164)', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof chatKit>;
  let staffOrigin: string;
  let operator: StaffBrowser;
  let admin: StaffBrowser;
  let moderator: StaffBrowser;
  let support: StaffBrowser;
  let operatorId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    kit = chatKit(ctx);
    await ctx.app.listenStaff();
    staffOrigin = `http://127.0.0.1:${ctx.app.staffAddress()!.port}`;
    const signedIn = async (roles: Parameters<typeof staffAccount>[1], name: string) => {
      const account = await staffAccount(ctx, roles, name);
      const browser = new StaffBrowser(staffOrigin);
      expect((await browser.signIn(account)).status).toBe(200);
      return { browser, id: account.id };
    };
    ({ browser: operator, id: operatorId } = await signedIn(['operator'], 'Otto'));
    ({ browser: admin } = await signedIn(['admin'], 'Ada'));
    ({ browser: moderator } = await signedIn(['moderator'], 'Mo'));
    ({ browser: support } = await signedIn(['support'], 'Sam'));
  });
  afterAll(() => ctx.close());

  /** A seeded profile without an account, made fictional. */
  async function fictionalProfile(): Promise<string> {
    const row = await ctx.app.db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', 'is', null)
      .where('status', '=', 'active')
      .where('id', 'not in', ctx.app.db.selectFrom('conversation_members').select('profile_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('profiles')
      .set({ is_fictional: 1 })
      .where('id', '=', row.id)
      .execute();
    return String(row.id);
  }

  /** A paying member with credits, in the given language. */
  async function payingMember(language = 'nl'): Promise<Member> {
    const member = await activeMember(ctx.app);
    await kit.setCredits(member, 100);
    await ctx.app.db
      .updateTable('users')
      .set({ language })
      .where('id', '=', member.userId)
      .execute();
    return member;
  }

  /** The member writes to the profile; returns the conversation and the message ids. */
  async function writes(member: Member, profileId: string, body = 'Hoi, hoe gaat het?') {
    const sent = await kit.send(member, profileId, { body });
    expect(sent.statusCode).toBe(201);
    const json = sent.json();
    return { conversationId: String(json.conversation_id), messageId: Number(json.message.id) };
  }

  const claim = (browser: StaffBrowser, conversationId: string) =>
    browser.call('POST', `/staff-api/operator/conversations/${conversationId}/claim`);

  /** Holds the conversation, then answers, as the console does. */
  const answer = async (
    browser: StaffBrowser,
    conversationId: string,
    body: { body?: string; honest?: boolean; nonce?: string },
  ) => {
    expect((await claim(browser, conversationId)).status).toBe(200);
    return browser.call('POST', `/staff-api/operator/conversations/${conversationId}/messages`, {
      nonce: randomUUID(),
      ...body,
    });
  };

  const waitingIds = async (browser: StaffBrowser = operator) => {
    const inbox = await browser.call('GET', '/staff-api/operator/conversations');
    expect(inbox.status).toBe(200);
    return (inbox.body.conversations as { id: string }[]).map((one) => one.id);
  };

  describe('who may do what', () => {
    it('lets operators and admins in; moderators and support get 403, no session 401', async () => {
      const profileId = await fictionalProfile();
      const { conversationId } = await writes(await payingMember(), profileId);
      for (const browser of [operator, admin]) {
        expect((await browser.call('GET', '/staff-api/operator/conversations')).status).toBe(200);
        const one = await browser.call(
          'GET',
          `/staff-api/operator/conversations/${conversationId}`,
        );
        expect(one.status).toBe(200);
      }
      for (const browser of [moderator, support]) {
        for (const [method, path, body] of [
          ['GET', '/staff-api/operator/conversations', undefined],
          ['GET', `/staff-api/operator/conversations/${conversationId}`, undefined],
          [
            'POST',
            `/staff-api/operator/conversations/${conversationId}/messages`,
            { nonce: randomUUID(), body: 'Hallo' },
          ],
        ] as const) {
          const refused = await browser.call(method, path, body);
          expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
        }
      }
      const nobody = await new StaffBrowser(staffOrigin).call(
        'GET',
        '/staff-api/operator/conversations',
      );
      expect([nobody.status, nobody.body.code]).toEqual([401, 'staff_authentication_required']);
      // The member listener knows no staff route.
      const onMember = await ctx.app.inject({
        method: 'GET',
        url: '/staff-api/operator/conversations',
      });
      expect(onMember.statusCode).toBe(404);
    });

    it('lets one operator answer a conversation at a time: a hold, renewed, released or run out', async () => {
      const profileId = await fictionalProfile();
      const { conversationId } = await writes(await payingMember(), profileId);
      const ola = new StaffBrowser(staffOrigin);
      expect((await ola.signIn(await staffAccount(ctx, ['operator'], 'Ola'))).status).toBe(200);
      const send = (browser: StaffBrowser) =>
        browser.call('POST', `/staff-api/operator/conversations/${conversationId}/messages`, {
          nonce: randomUUID(),
          body: 'Hoi!',
        });

      // Nobody holds it: an answer needs a hold first.
      expect((await send(operator)).body.code).toBe('claim_required');
      const held = await claim(operator, conversationId);
      expect(held.status).toBe(200);
      const taken = await claim(ola, conversationId);
      expect([taken.status, taken.body.code, taken.body.params]).toEqual([
        409,
        'item_claimed',
        { holder: 'Otto' },
      ]);
      expect((await send(ola)).body.code).toBe('item_claimed');
      const inbox = await ola.call('GET', '/staff-api/operator/conversations');
      const row = (inbox.body.conversations as { id: string; holder: unknown }[]).find(
        (one) => one.id === conversationId,
      );
      expect(row?.holder).toEqual({ id: String(operatorId), name: 'Otto' });
      // Claiming again renews the holder's own lease.
      expect((await claim(operator, conversationId)).status).toBe(200);

      // Released: the other may take it.
      const released = await operator.call(
        'POST',
        `/staff-api/operator/conversations/${conversationId}/release`,
      );
      expect(released.status).toBe(204);
      expect((await claim(ola, conversationId)).status).toBe(200);
      expect((await send(ola)).status).toBe(200);

      // A lease that ran out is anyone's again.
      ctx.clock.advance(6 * 60_000);
      expect((await claim(operator, conversationId)).status).toBe(200);
    });

    it('lets the member know before paying: the offer counts their conversations with fictional profiles', async () => {
      const member = await payingMember();
      const offer = async () =>
        (await kit.call('GET', '/api/credits.php', member.cookie)).json()
          .fictional_conversations as number;
      expect(await offer()).toBe(0);
      await writes(member, await fictionalProfile());
      await writes(member, await fictionalProfile());
      await kit.send(member, await activeMember(ctx.app), { body: 'Hallo' });
      expect(await offer()).toBe(2);
    });

    it('answers 404 for a conversation between two members', async () => {
      const a = await payingMember();
      const b = await activeMember(ctx.app);
      const sent = await kit.send(a, b, { body: 'Hallo' });
      expect(sent.statusCode).toBe(201);
      const id = sent.json().conversation_id as string;
      const chat = await kit.call('GET', `/api/chat.php?id=${id}`, a.cookie);
      expect(chat.json().staff_written).toBe(false);
      expect((await operator.call('GET', `/staff-api/operator/conversations/${id}`)).status).toBe(
        404,
      );
      expect((await claim(operator, id)).status).toBe(404);
      const answered = await operator.call(
        'POST',
        `/staff-api/operator/conversations/${id}/messages`,
        {
          nonce: randomUUID(),
          body: 'Hallo',
        },
      );
      expect(answered.status).toBe(404);
    });
  });

  describe('the inbox and a conversation', () => {
    it('lists conversations whose last message is the member’s, oldest waiting first, with age', async () => {
      const first = await writes(await payingMember(), await fictionalProfile(), 'Eerste');
      ctx.clock.advance(60_000);
      const secondMember = await payingMember('de');
      const second = await writes(secondMember, await fictionalProfile(), 'Zweite');
      ctx.clock.advance(30_000);
      const inbox = await operator.call('GET', '/staff-api/operator/conversations');
      const rows = inbox.body.conversations as {
        id: string;
        waitingSeconds: number;
        lastMessage: string;
        member: { name: string; language: string; country: string; age: number };
      }[];
      const ids = rows.map((one) => one.id);
      expect(ids.indexOf(first.conversationId)).toBeLessThan(ids.indexOf(second.conversationId));
      const secondRow = rows.find((one) => one.id === second.conversationId)!;
      expect(secondRow.waitingSeconds).toBe(30);
      expect(secondRow.lastMessage).toBe('Zweite');
      expect(secondRow.member).toMatchObject({
        name: secondMember.user.profile.name,
        language: 'de',
      });
      expect(secondRow.member.age).toBeGreaterThanOrEqual(18);

      const opened = await operator.call(
        'GET',
        `/staff-api/operator/conversations/${second.conversationId}`,
      );
      expect(opened.body).toMatchObject({
        id: second.conversationId,
        waiting: true,
        member: { language: 'de', userId: String(secondMember.userId) },
        messages: [{ from: 'member', kind: 'text', body: 'Zweite' }],
        vulnerability: { flagged: false, creditsSpent24h: 5, distress: false },
      });
      const audit = await ctx.app.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_id', 'ip'])
        .where('action', '=', 'operator.viewed_conversation')
        .where('subject_id', '=', String(secondMember.userId))
        .execute();
      expect(audit).toEqual([
        { action: 'operator.viewed_conversation', staff_id: operatorId, ip: '127.0.0.1' },
      ]);
    });

    it('flags a member who spent more than the limit of credits in the last 24 hours', async () => {
      const member = await payingMember();
      const { conversationId } = await writes(member, await fictionalProfile());
      await ctx.app.db
        .insertInto('credit_ledger')
        .values({
          user_id: member.userId,
          amount: -VULNERABLE_CREDITS_24H,
          reason: 'gift',
          reference: 'message:0',
          created_at: ctx.clock.now.toISOString(),
        })
        .execute();
      const opened = await operator.call(
        'GET',
        `/staff-api/operator/conversations/${conversationId}`,
      );
      expect(opened.body.vulnerability).toEqual({
        flagged: true,
        creditsSpent24h: VULNERABLE_CREDITS_24H + 5,
        distress: false,
      });
    });

    it('flags a member whose messages speak of loneliness or self-harm, in any language', async () => {
      const member = await payingMember('de');
      const { conversationId } = await writes(
        member,
        await fictionalProfile(),
        'Ich bin so einsam seit dem Winter',
      );
      const opened = await operator.call(
        'GET',
        `/staff-api/operator/conversations/${conversationId}`,
      );
      expect(opened.body.vulnerability).toEqual({
        flagged: true,
        creditsSpent24h: 5,
        distress: true,
      });
      const inbox = await operator.call('GET', '/staff-api/operator/conversations');
      const row = (
        inbox.body.conversations as { id: string; vulnerability: { distress: boolean } }[]
      ).find((one) => one.id === conversationId);
      expect(row!.vulnerability.distress).toBe(true);
    });
  });

  describe('answering as the profile', () => {
    it('stores the answer as the profile’s message, tells the member live, and audits it', async () => {
      const member = await payingMember();
      const profileId = await fictionalProfile();
      const { conversationId } = await writes(member, profileId);
      const events: LiveEvent[] = [];
      const stop = ctx.app.live.subscribe(member.userId, (event) => events.push(event));
      const nonce = randomUUID();
      const answered = await answer(operator, conversationId, { body: 'Goed, en met jou?', nonce });
      expect(answered.status).toBe(200);
      expect(answered.body.message).toMatchObject({ from: 'profile', body: 'Goed, en met jou?' });
      // The same nonce again is the same message.
      const again = await answer(operator, conversationId, { body: 'Goed, en met jou?', nonce });
      expect(again.body.message).toEqual(answered.body.message);

      const stored = await ctx.app.db
        .selectFrom('messages')
        .select(['sender_profile_id', 'body', 'credits_spent'])
        .where('conversation_id', '=', Number(conversationId))
        .orderBy('id')
        .execute();
      expect(stored.at(-1)).toEqual({
        sender_profile_id: Number(profileId),
        body: 'Goed, en met jou?',
        credits_spent: 0,
      });
      expect(stored).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      stop();
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'message',
          conversation_id: conversationId,
          profile_id: profileId,
        }),
      );
      // The member reads it in the chat as any message, told that a staff member writes.
      const chat = await kit.call('GET', `/api/chat.php?id=${conversationId}`, member.cookie);
      expect(chat.json().conversation.messages.at(-1).body).toBe('Goed, en met jou?');
      expect(chat.json().staff_written).toBe(true);
      const notify = await ctx.app.db
        .selectFrom('jobs')
        .select('payload')
        .where('name', '=', 'notify.event')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(notify.payload)).toMatchObject({ kind: 'message', userId: member.userId });
      const audit = await ctx.app.db
        .selectFrom('staff_audit')
        .select(['staff_id', 'ip', 'detail', 'subject_type'])
        .where('action', '=', 'operator.answered')
        .where('subject_id', '=', String(member.userId))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        staff_id: operatorId,
        ip: '127.0.0.1',
        subject_type: 'member',
      });
      expect(JSON.parse(audit[0]!.detail!)).toMatchObject({
        role: 'operator',
        conversation: Number(conversationId),
        honest: false,
      });
      // Answered: it leaves the inbox until the member writes again.
      expect(await waitingIds()).not.toContain(conversationId);
      await writes(member, profileId, 'Prima!');
      expect(await waitingIds()).toContain(conversationId);
    });

    it('refuses an answer with a link or a word of credits, buying or paying', async () => {
      const member = await payingMember();
      const { conversationId } = await writes(member, await fictionalProfile());
      for (const body of [
        'Kijk op https://example.com',
        'Zie www.voorbeeld.nl',
        'Mail me via liefde.com',
        'Koop wat extra credits',
        'Je moet even betalen',
        'Buy a bigger package',
        'Du musst Guthaben aufladen',
        'Tu peux acheter plus',
      ]) {
        const refused = await answer(operator, conversationId, { body });
        expect([body, refused.status, refused.body.code]).toEqual([
          body,
          422,
          'operator_purchase_refused',
        ]);
      }
      const count = await ctx.app.db
        .selectFrom('messages')
        .select('id')
        .where('conversation_id', '=', Number(conversationId))
        .execute();
      expect(count).toHaveLength(1);
      expect((await answer(operator, conversationId, { body: 'Wat leuk, vertel!' })).status).toBe(
        200,
      );
    });

    it('gives the honest answer in the member’s language in one call', async () => {
      for (const [language, text] of [
        ['de', /Mitarbeiter dieser Website/],
        ['fi', /tämän sivuston työntekijä/],
        ['nl', /medewerker van deze site/],
      ] as const) {
        const member = await payingMember(language);
        const { conversationId } = await writes(member, await fictionalProfile(), 'Bist du echt?');
        const opened = await operator.call(
          'GET',
          `/staff-api/operator/conversations/${conversationId}`,
        );
        expect(opened.body.honestAnswer).toMatch(text);
        const honest = await answer(admin, conversationId, { honest: true });
        expect(honest.status).toBe(200);
        expect((honest.body.message as { body: string }).body).toBe(opened.body.honestAnswer);
      }
    });
  });

  describe('credits back when nobody answers', () => {
    const refundJob = async (messageId: number) =>
      ctx.app.db
        .selectFrom('jobs')
        .select(['payload', 'run_at'])
        .where('name', '=', 'operator.refund-unanswered')
        .execute()
        .then((jobs) =>
          jobs.find(
            (job) => (JSON.parse(job.payload) as { messageId: number }).messageId === messageId,
          ),
        );
    const refunds = (member: Member) =>
      ctx.app.db
        .selectFrom('credit_ledger')
        .select(['amount', 'reference'])
        .where('user_id', '=', member.userId)
        .where('reason', '=', 'unanswered_refund')
        .execute();

    it('gives the message’s credits back once after the answer time', async () => {
      const member = await payingMember();
      const { messageId } = await writes(member, await fictionalProfile());
      expect(await kit.credits(member)).toBe(95);
      const job = await refundJob(messageId);
      expect(Date.parse(job!.run_at)).toBe(ctx.clock.now.getTime() + UNANSWERED_REFUND_MS);
      ctx.clock.advance(UNANSWERED_REFUND_MS + 1000);
      await ctx.app.operator.refundUnanswered({ messageId });
      await ctx.app.operator.refundUnanswered({ messageId });
      expect(await kit.credits(member)).toBe(100);
      expect(await refunds(member)).toEqual([{ amount: 5, reference: `message:${messageId}` }]);
    });

    it('gives nothing back for an answered message', async () => {
      const member = await payingMember();
      const { conversationId, messageId } = await writes(member, await fictionalProfile());
      // The test clock has moved past the first sessions' twelve hours: sign in anew.
      const fresh = new StaffBrowser(staffOrigin);
      expect((await fresh.signIn(await staffAccount(ctx, ['operator'], 'Olga'))).status).toBe(200);
      expect((await answer(fresh, conversationId, { body: 'Hoi!' })).status).toBe(200);
      ctx.clock.advance(UNANSWERED_REFUND_MS + 1000);
      await ctx.app.operator.refundUnanswered({ messageId });
      expect(await kit.credits(member)).toBe(95);
      expect(await refunds(member)).toEqual([]);
    });

    it('plans no refund for a message to a member', async () => {
      const a = await payingMember();
      const b = await activeMember(ctx.app);
      const sent = await kit.send(a, b, { body: 'Hallo' });
      expect(await refundJob(Number(sent.json().message.id))).toBeUndefined();
    });
  });
});
