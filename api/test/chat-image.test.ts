import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveEvent } from '@dating/shared-contracts/api';
import sharp from 'sharp';
import { activeMember, createTestApp, creditsOf, multipart, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe('POST /api/chat-image.php (image messages)', () => {
  let ctx: TestContext;
  let mediaDir: string;
  let withGps: Buffer;
  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-image-test-'));
    ctx = await createTestApp({ config: { mediaDir } });
    withGps = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#4060c0' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 1/1' },
      })
      .toBuffer();
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const sendImage = (
    from: Member,
    to: Member,
    data: Buffer,
    nonce = randomUUID(),
    field = 'image',
  ) => {
    const body = multipart(data, 'a.jpg', 'image/jpeg', field);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/chat-image.php?profile_id=${to.profileId}&nonce=${nonce}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: from.cookie },
    });
  };
  const setCredits = (member: Member, credits: number) =>
    ctx.app.db.updateTable('users').set({ credits }).where('id', '=', member.userId).execute();
  const credits = (member: Member) => creditsOf(ctx.app, member.userId);
  const filesOf = (member: Member) => {
    const dirs = [
      path.join(mediaDir, 'private', 'c', member.profileId),
      path.join(mediaDir, 'private', 'originals', 'c', member.profileId),
    ];
    return dirs.flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []));
  };

  it('charges photo_credits, strips EXIF, and gives only the two members signed links', async () => {
    const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await setCredits(a, 25);
    const events: LiveEvent[] = [];
    const stop = ctx.app.live.subscribe(b.userId, (event) => events.push(event));
    const nonce = randomUUID();
    const sent = await sendImage(a, b, withGps, nonce);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      cost: 10,
      credits: 15,
      message: {
        kind: 'image',
        image_url: null,
        image_thumb_url: null,
        image_status: 'processing',
        nonce,
      },
    });
    const ledger = await ctx.app.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason'])
      .where('user_id', '=', a.userId)
      .execute();
    expect(ledger).toEqual([{ amount: -10, reason: 'message' }]);

    await ctx.app.jobs.drain();
    const id = sent.json().message.id;
    const ready = events.filter(
      (e): e is Extract<LiveEvent, { type: 'message' }> =>
        e.type === 'message' && e.message.id === id && e.message.image_url !== null,
    );
    expect(ready).toHaveLength(1);
    expect(ready[0]!.message).toMatchObject({ from_me: false, nonce: null, image_status: 'ready' });
    stop();

    const conversation = (
      await ctx.app.inject({
        url: `/api/chat.php?id=${sent.json().conversation_id}`,
        headers: { cookie: b.cookie },
      })
    ).json().conversation;
    const message = conversation.messages.at(-1);
    expect(message.image_url).toMatch(/^\/media\/private\/c\/.+\.jpg\?expires=\d+&sig=/);
    expect(message.image_thumb_url).toMatch(/_t\.jpg\?expires=/);
    for (const url of [message.image_url, message.image_thumb_url]) {
      const file = await ctx.app.inject({ url });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.toString('latin1')).not.toMatch(/TestCam|Leaky/);
    }
    // Without the signature the private file is not served.
    const unsigned = await ctx.app.inject({ url: message.image_url.split('?')[0] });
    expect(unsigned.statusCode).toBeGreaterThanOrEqual(400);
    // The receiver gets a small blurred preview to show until they choose to see the image.
    expect(message.image_blur_url).toMatch(/_b\.jpg\?expires=/);
    const preview = await ctx.app.inject({ url: message.image_blur_url });
    expect(preview.statusCode).toBe(200);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 48, height: 32 });
    // The sender sees their own image, and needs no preview.
    const own = (
      await ctx.app.inject({
        url: `/api/chat.php?id=${sent.json().conversation_id}`,
        headers: { cookie: a.cookie },
      })
    ).json().conversation.messages;
    expect(own.at(-1)).toMatchObject({ from_me: true, image_blur_url: null });
    // The original is gone once the sizes exist: the full size, the thumbnail, the preview.
    expect(filesOf(a).sort()).toHaveLength(3);

    // A retry answers the first message and keeps no second upload, nor a second charge.
    const again = await sendImage(a, b, withGps, nonce);
    expect(again.json().message.id).toBe(id);
    expect(await credits(a)).toBe(15);
    expect(filesOf(a)).toHaveLength(3);
  });

  it('refuses without credits, or with bytes that are no image, and keeps no file', async () => {
    const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await setCredits(a, 9);
    const poor = await sendImage(a, b, withGps);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'insufficient_credits', params: { credits: 10 } });
    await setCredits(a, 50);
    const junk = await sendImage(a, b, Buffer.from('not an image at all'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().code).toBe('invalid_image');
    const missing = await sendImage(a, b, withGps, randomUUID(), 'photo');
    expect(missing.json()).toMatchObject({ fields: [{ field: 'image' }] });
    expect(filesOf(a)).toEqual([]);
    expect(await credits(a)).toBe(50);
  });

  it('marks an image whose file cannot be read failed and gives its credits back', async () => {
    const [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await setCredits(a, 30);
    const sent = (await sendImage(a, b, withGps)).json();
    await ctx.app.jobs.drain();
    // A job run that finds the upload's original gone (a lost file): no sizes can be made.
    const { chat_image_id } = await ctx.app.db
      .selectFrom('messages')
      .select('chat_image_id')
      .where('id', '=', Number(sent.message.id))
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('chat_images')
      .set({ status: 'processing' })
      .where('id', '=', chat_image_id!)
      .execute();
    await ctx.app.chatImages.process(chat_image_id!);
    await ctx.app.jobs.drain();
    expect(await credits(a)).toBe(30);
    const ledger = await ctx.app.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'reference'])
      .where('user_id', '=', a.userId)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { amount: -10, reason: 'message', reference: `message:${sent.message.id}` },
      { amount: 10, reason: 'refund', reference: `message:${sent.message.id}` },
    ]);
    const conversation = (
      await ctx.app.inject({
        url: `/api/chat.php?id=${sent.conversation_id}`,
        headers: { cookie: b.cookie },
      })
    ).json().conversation;
    expect(conversation.messages.at(-1)).toMatchObject({
      id: sent.message.id,
      image_status: 'failed',
      image_url: null,
    });
  });
});
