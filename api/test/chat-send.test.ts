import { randomUUID } from 'node:crypto';
import { activeMember, createTestApp, login, signup, type TestContext } from './helper';

describe('POST /api/chat.php (sending a message)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (cookie: string | undefined, profile_id: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/chat.php',
      payload: { profile_id, body, nonce: randomUUID() },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const seededProfiles = async (count: number) =>
    (
      await ctx.app.db
        .selectFrom('profiles')
        .select('id')
        .where('user_id', 'is', null)
        .where('status', '=', 'active')
        .orderBy('id', 'desc')
        .limit(count)
        .execute()
    ).map((row) => String(row.id));
  const makePaid = (userId: number, credits: number) =>
    ctx.app.db
      .updateTable('users')
      .set({ paid_user: 1, credits })
      .where('id', '=', userId)
      .execute();
  const userRow = (userId: number) =>
    ctx.app.db
      .selectFrom('users')
      .select(['credits', 'paid_user'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const messageCount = async () =>
    Number(
      (
        await ctx.app.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('needs a session', async () => {
    const [target] = await seededProfiles(1);
    const response = await send(undefined, target!, 'Hoi');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('authentication_required');
  });

  it('starts a conversation, answers the message and counts it unread for the recipient', async () => {
    const a = await activeMember(ctx.app);
    const b = await activeMember(ctx.app);
    const response = await send(a.cookie, b.profileId, '  Hallo daar!  ');
    expect(response.statusCode).toBe(201);
    const sent = response.json();
    expect(sent).toEqual({
      conversation_id: expect.stringMatching(/^[0-9]+$/),
      message: {
        id: expect.stringMatching(/^[0-9]+$/),
        kind: 'text',
        body: 'Hallo daar!',
        image_url: null,
        image_thumb_url: null,
        image_blur_url: null,
        image_status: null,
        gift: null,
        from_me: true,
        offensive: false,
        caution: false,
        nonce: expect.any(String),
        created_at: '2026-06-01T12:00:00.000Z',
      },
      cost: 0,
      credits: 0,
    });
    const inbox = (await get('/api/chats.php', b.cookie)).json();
    expect(inbox.total_unread_messages).toBe(1);
    expect(inbox.chats[0]).toMatchObject({
      conversation: {
        id: sent.conversation_id,
        messages: [{ body: 'Hallo daar!', from_me: false }],
      },
      profile: { id: a.profileId },
      num_unread_messages: 1,
    });

    // A second message goes into the same conversation and raises the unread count.
    ctx.clock.advance(60_000);
    const again = (await send(a.cookie, b.profileId, 'Ben je er?')).json();
    expect(again.conversation_id).toBe(sent.conversation_id);
    const after = (await get('/api/chats.php', b.cookie)).json();
    expect(after.chats).toHaveLength(1);
    expect(after.chats[0].num_unread_messages).toBe(2);
    expect(after.chats[0].conversation.last_message_at).toBe('2026-06-01T12:01:00.000Z');
    // The sender's own side stays read; the answer goes into the same conversation.
    expect((await get('/api/chats.php', a.cookie)).json().chats[0].num_unread_messages).toBe(0);
    const reply = (await send(b.cookie, a.profileId, 'Ja!')).json();
    expect(reply.conversation_id).toBe(sent.conversation_id);
    const opened = (await get(`/api/chat.php?id=${sent.conversation_id}`, a.cookie)).json();
    expect(opened.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hallo daar!',
      'Ben je er?',
      'Ja!',
    ]);
  });

  it('lets a free member start 2 chats, and continue them, but not a third', async () => {
    const free = await signup(ctx.app);
    const [p1, p2, p3] = await seededProfiles(3);
    expect((await send(free.cookie, p1!, 'Een')).statusCode).toBe(201);
    expect((await send(free.cookie, p2!, 'Twee')).statusCode).toBe(201);
    const third = await send(free.cookie, p3!, 'Drie');
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'free_chat_limit', params: { max: 2 } });
    expect((await send(free.cookie, p1!, 'Nog eentje')).statusCode).toBe(201);
    // Deleting a started chat does not give a start back.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/chat.php?profile_id=${p2}`,
      headers: { cookie: free.cookie },
    });
    expect((await send(free.cookie, p3!, 'Drie')).json().code).toBe('free_chat_limit');
    // Free members' messages cost nothing.
    expect((await userRow(Number(free.user.id))).credits).toBe(0);
  });

  it('answering a chat another member started does not count as starting one', async () => {
    const free = await activeMember(ctx.app);
    const [p1, p2] = await seededProfiles(2);
    const others = [await activeMember(ctx.app), await activeMember(ctx.app)];
    for (const other of others) await send(other.cookie, free.profileId, 'Hoi!');
    for (const other of others) {
      expect((await send(free.cookie, other.profileId, 'Hoi terug')).statusCode).toBe(201);
    }
    expect((await send(free.cookie, p1!, 'Een')).statusCode).toBe(201);
    expect((await send(free.cookie, p2!, 'Twee')).statusCode).toBe(201);
  });

  it('charges a paid member exactly message_credits per message, with a ledger row', async () => {
    const paid = await activeMember(ctx.app);
    await makePaid(paid.userId, 12);
    const [target] = await seededProfiles(1);
    const { message_credits } = (await ctx.app.inject({ url: '/api/settings.php' })).json();
    expect(message_credits).toBe(5);
    const response = await send(paid.cookie, target!, 'Betaald bericht');
    expect(response.statusCode).toBe(201);
    expect(response.json().credits).toBe(7);
    expect((await userRow(paid.userId)).credits).toBe(7);
    const ledger = await ctx.app.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'reference'])
      .where('user_id', '=', paid.userId)
      .execute();
    expect(ledger).toEqual([
      { amount: -5, reason: 'message', reference: `message:${response.json().message.id}` },
    ]);
    const spent = await ctx.app.db
      .selectFrom('messages')
      .select('credits_spent')
      .where('id', '=', Number(response.json().message.id))
      .executeTakeFirstOrThrow();
    expect(spent.credits_spent).toBe(5);
    // Paid members are not held to the free limit of started chats.
    const more = await seededProfiles(4);
    await makePaid(paid.userId, 100);
    for (const id of more.slice(1))
      expect((await send(paid.cookie, id, 'Hoi')).statusCode).toBe(201);
  });

  it('refuses a paid member without enough credits and changes nothing', async () => {
    const paid = await activeMember(ctx.app);
    await makePaid(paid.userId, 4);
    const [target] = await seededProfiles(1);
    const before = await messageCount();
    const response = await send(paid.cookie, target!, 'Te duur');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'insufficient_credits', params: { credits: 5 } });
    expect((await userRow(paid.userId)).credits).toBe(4);
    expect(await messageCount()).toBe(before);
    expect((await get('/api/chats.php', paid.cookie)).json().chats).toEqual([]);
    const ledger = await ctx.app.db
      .selectFrom('credit_ledger')
      .select('id')
      .where('user_id', '=', paid.userId)
      .execute();
    expect(ledger).toEqual([]);
  });

  it('answers 404 when either side blocked the other, as if the member did not exist', async () => {
    const a = await activeMember(ctx.app);
    const b = await activeMember(ctx.app);
    const block = (cookie: string, profile_id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/block.php',
        payload: { profile_id },
        headers: { cookie },
      });
    await block(b.cookie, a.profileId);
    const blocked = await send(a.cookie, b.profileId, 'Hallo?');
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().code).toBe('not_found');
    // The blocker cannot write either.
    expect((await send(b.cookie, a.profileId, 'Hallo?')).statusCode).toBe(404);
    expect((await send(a.cookie, '999999', 'Hallo?')).statusCode).toBe(404);
    expect((await send(a.cookie, a.profileId, 'Hallo mij')).statusCode).toBe(404);
  });

  it('refuses a recipient who has not activated the account', async () => {
    const a = await activeMember(ctx.app);
    const pending = await signup(ctx.app);
    const response = await send(a.cookie, String(pending.user.profile.id), 'Hoi');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('recipient_not_confirmed');
  });

  it('checks the body: trimmed, not empty, at most message_length characters', async () => {
    const demo = await login(ctx.app);
    const [target] = await seededProfiles(1);
    const empty = await send(demo, target!, '   \n ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'field_required',
      fields: [{ field: 'body', messageKey: 'field_required' }],
    });
    const long = await send(demo, target!, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'message_too_long',
      params: { max: 1000 },
      fields: [{ field: 'body', messageKey: 'message_too_long' }],
    });
    expect((await send(demo, target!, undefined)).json()).toMatchObject({
      code: 'field_required',
      fields: [{ field: 'body', messageKey: 'field_required' }],
    });
    expect((await send(demo, 'abc', 'Hoi')).json().code).toBe('validation_failed');
  });

  it('keeps the client from choosing the price', async () => {
    const paid = await activeMember(ctx.app);
    await makePaid(paid.userId, 10);
    const [target] = await seededProfiles(1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat.php',
      payload: { profile_id: target, body: 'Gratis?', nonce: randomUUID(), cost: 0 },
      headers: { cookie: paid.cookie },
    });
    expect(response.statusCode).toBe(201);
    expect((await userRow(paid.userId)).credits).toBe(5);
  });
});
