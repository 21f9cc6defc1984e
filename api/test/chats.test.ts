import { createTestApp, login, signup, type TestContext } from './helper';

describe('/api/chats.php, /api/chat.php, /api/likes.php, /api/auto-like.php', () => {
  let ctx: TestContext;
  let demo: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    demo = await login(ctx.app);
  });
  afterAll(() => ctx.close());
  const inject = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
    ctx.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}) });

  it('needs a session for every call', async () => {
    for (const url of [
      '/api/chats.php',
      '/api/likes.php',
      '/api/auto-like.php',
      '/api/chat.php?id=1',
    ]) {
      expect((await inject('GET', url)).json().code).toBe('authentication_required');
    }
    expect((await inject('DELETE', '/api/chat.php?id=1')).statusCode).toBe(403);
  });

  it('lists the chats with the last message, the other profile and unread counts', async () => {
    const body = (await inject('GET', '/api/chats.php', demo)).json();
    expect(body.chats).toHaveLength(3);
    expect(body.total_unread_messages).toBe(2);
    const first = body.chats[0];
    expect(first.conversation.messages).toHaveLength(1);
    expect(first.profile).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(typeof first.num_unread_messages).toBe('number');
  });

  it('opening a chat changes nothing; marking it read up to its last message zeroes its unread count', async () => {
    const unreadOf = async (id: string) =>
      (await inject('GET', '/api/chats.php', demo))
        .json()
        .chats.find((c: { conversation: { id: string } }) => c.conversation.id === id)
        .num_unread_messages;
    const unread = (await inject('GET', '/api/chats.php', demo))
      .json()
      .chats.find((c: { num_unread_messages: number }) => c.num_unread_messages > 0);
    const id = unread.conversation.id;
    const open = (await inject('GET', `/api/chat.php?id=${id}`, demo)).json();
    expect(open.conversation.messages.length).toBeGreaterThanOrEqual(1);
    expect(open.profile.id).toBe(unread.profile.id);
    expect(open.conversation.num_unread_messages).toBe(unread.num_unread_messages);
    expect(await unreadOf(id)).toBe(unread.num_unread_messages);

    const last = open.conversation.messages.at(-1).id;
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      payload: { conversation_id: id, up_to_message_id: last },
      headers: { cookie: demo },
    });
    expect(read.json()).toMatchObject({ ok: true, read_up_to: last, num_unread_messages: 0 });
    expect(await unreadOf(id)).toBe(0);
  });

  it('another member can neither read nor delete the chat', async () => {
    const chatId = (await inject('GET', '/api/chats.php', demo)).json().chats[0].conversation.id;
    const stranger = await signup(ctx.app);
    expect((await inject('GET', `/api/chat.php?id=${chatId}`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await inject('DELETE', `/api/chat.php?id=${chatId}`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', '/api/chats.php', stranger.cookie)).json().chats).toEqual([]);
    expect((await inject('GET', '/api/chats.php', demo)).json().chats).toHaveLength(3);
  });

  it('deletes a chat by id and every chat with a profile', async () => {
    const chats = (await inject('GET', '/api/chats.php', demo)).json().chats;
    expect(
      (await inject('DELETE', `/api/chat.php?id=${chats[0].conversation.id}`, demo)).json(),
    ).toEqual({ ok: true });
    expect(
      (await inject('DELETE', `/api/chat.php?profile_id=${chats[1].profile.id}`, demo)).json(),
    ).toEqual({ ok: true });
    expect((await inject('GET', '/api/chats.php', demo)).json().chats).toHaveLength(1);
    expect(
      (await inject('DELETE', `/api/chat.php?id=${chats[0].conversation.id}`, demo)).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', '/api/chat.php', demo)).json()).toMatchObject({
      code: 'validation_failed',
    });
  });

  it('lists likes given and received, new ones first', async () => {
    const body = (await inject('GET', '/api/likes.php', demo)).json();
    expect(body.profiles.length).toBeGreaterThanOrEqual(2);
    expect(body.liked_by.map((l: { like_new: boolean }) => l.like_new)).toEqual([
      true,
      true,
      false,
    ]);
    expect(body.total_new_likes).toBe(2);
  });

  it('auto-like adds a like from a member with a photo and reports it', async () => {
    const before = (await inject('GET', '/api/likes.php', demo)).json().liked_by.length;
    const body = (await inject('GET', '/api/auto-like.php', demo)).json();
    if (body.profile === null) return; // a tiny seed may have no fictional member left
    expect(body.profile.main_image.match).toMatch(/^\/media\/p\/\d+_m\.jpg$/);
    const after = (await inject('GET', '/api/likes.php', demo)).json();
    expect(after.liked_by).toHaveLength(before + 1);
    expect(after.liked_by[0]).toMatchObject({ id: body.profile.id, like_new: true });
  });
});
