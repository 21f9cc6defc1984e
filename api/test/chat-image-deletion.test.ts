import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveEvent } from '@dating/shared-contracts/api';
import sharp from 'sharp';
import { activeMember, createTestApp, multipart, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe("a deleted account's chat images (decision 0120)", () => {
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

  it('removes every size from the media store and shows the partner an image no longer available', async () => {
    const [sender, partner] = [await activeMember(ctx.app), await activeMember(ctx.app)];
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
    const conversationId = sent[0].conversation_id;
    const before = (await conversationOf(partner, conversationId)).messages;
    expect(before.map((m: { image_status: string }) => m.image_status)).toEqual(['ready', 'ready']);
    const links = before.flatMap((m: { image_url: string; image_thumb_url: string }) => [
      m.image_url,
      m.image_thumb_url,
    ]);
    for (const url of links) expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    expect(filesOf(sender)).toHaveLength(4);

    const events: LiveEvent[] = [];
    const stop = ctx.app.live.subscribe(partner.userId, (event) => events.push(event));
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { password: 'secret-password', reasons: [] },
      headers: { cookie: sender.cookie },
    });
    expect(deleted.json()).toEqual({ ok: true });
    await ctx.app.jobs.drain();
    stop();

    expect(filesOf(sender)).toEqual([]);
    // Links handed out before (still within their expiry) find nothing.
    for (const url of links) expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    const after = (await conversationOf(partner, conversationId)).messages;
    expect(after).toEqual(
      sent.map((s) =>
        expect.objectContaining({
          id: s.message.id,
          kind: 'image',
          image_status: 'failed',
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
    // Again (a job run twice): nothing left to do, nothing told twice.
    await ctx.app.chatImages.purgeSentBy(sender.userId);
    expect(filesOf(sender)).toEqual([]);
  });

  it('keeps the images of other members and of an account that is not deleted', async () => {
    const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await ctx.app.db.updateTable('users').set({ credits: 50 }).where('id', '=', a.userId).execute();
    const sent = (await sendImage(a, b)).json();
    await ctx.app.jobs.drain();
    await ctx.app.chatImages.purgeSentBy(a.userId);
    expect(filesOf(a)).toHaveLength(2);
    const [message] = (await conversationOf(b, sent.conversation_id)).messages;
    expect(message.image_status).toBe('ready');
  });
});
