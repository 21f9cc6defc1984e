import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@dating/shared-contracts/api';
import { activeMember, createTestApp, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe('kinder words: offensive messages asked about, hidden words kept aside', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 2 });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const send = (from: Member, to: Member, body: string) =>
    call('POST', '/api/chat.php', from, { profile_id: to.profileId, nonce: randomUUID(), body });
  const listen = (member: Member) => {
    const events: LiveEvent[] = [];
    const stop = ctx.app.live.subscribe(member.userId, (event) => events.push(event));
    return { events, stop };
  };
  const notifiesFor = async (member: Member) =>
    (
      await ctx.app.db
        .selectFrom('jobs')
        .select('payload')
        .where('name', '=', 'notify.event')
        .execute()
    ).filter((job) => JSON.parse(job.payload).userId === member.userId).length;
  const speaks = (member: Member, language: string) =>
    ctx.app.db.updateTable('users').set({ language }).where('id', '=', member.userId).execute();
  const lastMessageOf = async (reader: Member, conversationId: string) =>
    (await call('GET', `/api/chat.php?id=${conversationId}`, reader, undefined))
      .json()
      .conversation.messages.at(-1);

  it('marks a message with a word of its sender’s language’s list for its reader only', async () => {
    const [writer, reader] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    const rude = await send(writer, reader, 'Jij bent een vuile HOER');
    expect(rude.statusCode).toBe(201);
    const conversation = rude.json().conversation_id;
    expect(await lastMessageOf(reader, conversation)).toMatchObject({ offensive: true });
    expect(await lastMessageOf(writer, conversation)).toMatchObject({ offensive: false });

    await send(writer, reader, 'Sorry, dat was niet aardig. Zin in koffie?');
    expect(await lastMessageOf(reader, conversation)).toMatchObject({ offensive: false });

    // The list is the sender's language's: an English insult from an English speaker.
    await speaks(writer, 'en');
    await send(writer, reader, 'shut up, you fat cow');
    expect(await lastMessageOf(reader, conversation)).toMatchObject({ offensive: true });
  });

  it('puts a first message with a hidden word in the hidden folder, unannounced', async () => {
    const [stranger, reader] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await call('PUT', '/api/safety.php', reader, { hidden_words: ['Western Union', 'geld'] });
    const live = listen(reader);
    const notified = await notifiesFor(reader);

    const first = await send(stranger, reader, 'Hoi schat, kun je geld sturen via western union?');
    // The sender is told nothing: the message is sent as any other.
    expect(first.statusCode).toBe(201);
    const conversation = first.json().conversation_id;
    const list = async (folder = '') =>
      (await call('GET', `/api/chats.php${folder}`, reader)).json();
    expect((await list()).chats).toEqual([]);
    expect((await list()).hidden_count).toBe(1);
    expect(
      (await list('?folder=hidden')).chats.map(
        (c: { conversation: { id: string } }) => c.conversation.id,
      ),
    ).toEqual([conversation]);
    // Later messages wait there too, and nothing calls the reader to them.
    await send(stranger, reader, 'Hallo? Waarom antwoord je niet?');
    expect((await list()).chats).toEqual([]);
    expect(live.events.filter((e) => e.type === 'message')).toEqual([]);
    expect(await notifiesFor(reader)).toBe(notified);
    live.stop();

    // Answering takes the conversation out of the folder.
    expect((await send(reader, stranger, 'Nee, dank je.')).statusCode).toBe(201);
    expect((await list()).chats).toHaveLength(1);
    expect((await list()).hidden_count).toBe(0);

    // Words only hide a conversation's first message: a friendly one goes to the list.
    const friend = await activeMember(ctx.app);
    await send(friend, reader, 'Hoi! Leuk profiel.');
    await send(friend, reader, 'Geld maakt niet gelukkig, toch?');
    expect((await list()).chats).toHaveLength(2);
  });

  it('keeps a like from a profile with a hidden word in the hidden folder; a match never', async () => {
    const reader = await activeMember(ctx.app);
    await call('PUT', '/api/safety.php', reader, { hidden_words: ['sugar daddy'] });
    const daddy = await activeMember(ctx.app, { name: 'Rijke Henk' });
    await call('PUT', '/api/my-profile.php', daddy, {
      about: 'Gulle Sugar Daddy zoekt gezelschap',
    });
    const live = listen(reader);

    expect(
      (await call('POST', '/api/like.php', daddy, { profile_id: reader.profileId })).statusCode,
    ).toBe(200);
    const likes = async (folder = '') =>
      (await call('GET', `/api/likes.php${folder}`, reader)).json();
    expect((await likes()).liked_by).toEqual([]);
    expect(
      (await likes('?folder=hidden')).liked_by.map(
        (l: { profile: { id: string } }) => l.profile.id,
      ),
    ).toEqual([daddy.profileId]);
    expect((await call('GET', '/api/chats.php', reader)).json().hidden_count).toBe(1);
    expect(live.events.filter((e) => e.type === 'like')).toEqual([]);
    live.stop();

    // The reader likes back: a match is wanted by both, and tells them both.
    const other = await activeMember(ctx.app);
    await call('PUT', '/api/my-profile.php', other, { about: 'Geen sugar daddy, wel een lieverd' });
    await call('POST', '/api/like.php', reader, { profile_id: other.profileId });
    await call('POST', '/api/like.php', other, { profile_id: reader.profileId });
    expect((await likes()).liked_by.map((l: { profile: { id: string } }) => l.profile.id)).toEqual([
      other.profileId,
    ]);
  });
});
