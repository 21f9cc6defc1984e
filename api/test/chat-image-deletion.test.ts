import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveEvent } from '@dating/shared-contracts/api';
import sharp from 'sharp';
import { DAY } from '../src/lib/time';
import {
  activeMember,
  createTestApp,
  login,
  mailedToken,
  multipart,
  sessionCookie,
  type TestContext,
} from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe("a deleted account's chat images (decisions 0120 and 0167)", () => {
  let ctx: TestContext;
  let mediaDir: string;
  let picture: Buffer;
  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-image-deletion-'));
    ctx = await createTestApp({ config: { mediaDir } });
    picture = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#c06040' },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const sendImage = (from: Member, to: Member) => {
    const body = multipart(picture, 'a.jpg', 'image/jpeg', 'image');
    return ctx.app.inject({
      method: 'POST',
      url: `/api/chat-image.php?profile_id=${to.profileId}&nonce=${randomUUID()}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: from.cookie },
    });
  };
  /** Every file of the member's chat images: the sizes, and originals not yet processed. */
  const filesOf = (member: Member) =>
    [
      path.join(mediaDir, 'private', 'c', member.profileId),
      path.join(mediaDir, 'private', 'originals', 'c', member.profileId),
    ].flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []));
  const conversationOf = async (member: Member, id: string) =>
    (
      await ctx.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: member.cookie } })
    ).json().conversation;

  /** Two image messages from `sender` to `partner`, processed; the conversation's id. */
  const sendTwo = async (sender: Member, partner: Member) => {
    await ctx.app.db
      .updateTable('users')
      .set({ credits: 50 })
      .where('id', '=', sender.userId)
      .execute();
    const sent = [
      (await sendImage(sender, partner)).json(),
      (await sendImage(sender, partner)).json(),
    ];
    await ctx.app.jobs.drain();
    return sent;
  };
  const deleteAccount = async (member: Member) => {
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { password: 'secret-password', reasons: [] },
      headers: { cookie: member.cookie },
    });
    expect(deleted.json()).toEqual({ ok: true });
    await ctx.app.jobs.drain();
  };
  const statuses = (messages: { image_status: string | null }[]) =>
    messages.map((m) => m.image_status);

  it('keeps every image through the grace period, and a reactivated member finds them', async () => {
    const [sender, partner] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    const sent = await sendTwo(sender, partner);
    // Every size of both images (how many sizes there are is the pipeline's business).
    const files = filesOf(sender);
    expect(files.length).toBeGreaterThanOrEqual(4);
    await deleteAccount(sender);
    const seen = (await conversationOf(partner, sent[0].conversation_id)).messages;
    expect(statuses(seen)).toEqual(['ready', 'ready']);
    for (const m of seen) expect((await ctx.app.inject({ url: m.image_url })).statusCode).toBe(200);
    ctx.clock.advance(13 * DAY);
    await ctx.app.jobs.schedule();
    await ctx.app.jobs.drain();
    expect(filesOf(sender)).toEqual(files);

    const token = await mailedToken(ctx.app, sender.email);
    const back = await ctx.app.inject({ url: `/api/reactivate.php?token=${token}` });
    expect(back.headers.location).toBe('/?reactivated=1');
    const own = await ctx.app.inject({
      url: `/api/chat.php?id=${sent[0].conversation_id}`,
      headers: { cookie: sessionCookie(back) },
    });
    expect(statuses(own.json().conversation.messages)).toEqual(['ready', 'ready']);
  });

  it('removes every size from the media store once the grace period has ended, and tells the partner', async () => {
    const [sender, partner] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    const sent = await sendTwo(sender, partner);
    const conversationId = sent[0].conversation_id;
    expect(filesOf(sender).length).toBeGreaterThanOrEqual(4);
    await deleteAccount(sender);

    const events: LiveEvent[] = [];
    const stop = ctx.app.live.subscribe(partner.userId, (event) => events.push(event));
    ctx.clock.advance(14 * DAY + 60_000);
    expect(await ctx.app.jobs.schedule()).toEqual(['retention.sweep']);
    await ctx.app.jobs.drain();
    stop();

    expect(filesOf(sender)).toEqual([]);
    // The partner's session has ended meanwhile (idle): a new one.
    const again = { ...partner, cookie: await login(ctx.app, partner.email, 'secret-password') };
    const after = (await conversationOf(again, conversationId)).messages;
    expect(after).toEqual(
      sent.map((s) =>
        expect.objectContaining({
          id: s.message.id,
          kind: 'image',
          image_status: null,
          image_url: null,
          image_thumb_url: null,
        }),
      ),
    );
    // The partner's open screen hears of it at once.
    const told = events.filter((e) => e.type === 'message');
    expect(told.map((e) => e.type === 'message' && e.message)).toEqual(
      sent.map((s) => expect.objectContaining({ id: s.message.id, image_status: 'failed' })),
    );
    // Again (a job run twice): nothing left to do.
    await ctx.app.chatImages.purgeSentBy(sender.userId);
    await ctx.app.retention.sweep({});
    expect(filesOf(sender)).toEqual([]);
  });

  it('keeps the images of other members and of an account that is not deleted', async () => {
    const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await ctx.app.db.updateTable('users').set({ credits: 50 }).where('id', '=', a.userId).execute();
    const sent = (await sendImage(a, b)).json();
    await ctx.app.jobs.drain();
    const files = filesOf(a);
    expect(files.length).toBeGreaterThanOrEqual(2);
    await ctx.app.chatImages.purgeSentBy(a.userId);
    expect(filesOf(a)).toEqual(files);
    const [message] = (await conversationOf(b, sent.conversation_id)).messages;
    expect(message.image_status).toBe('ready');
  });
});
