import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { activeMember, createTestApp, creditsOf, multipart, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

/** A part whose header names `field`, for bodies that go wrong around it. */
const part = (boundary: string, field: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

/**
 * Bodies that say multipart/form-data and are not: each must answer the coded 400 of a bad
 * field (its text is the localized field_invalid or field_required), never a 5xx.
 */
const malformed = (field: string, jpeg: Buffer) => [
  { name: 'no boundary', type: 'multipart/form-data', body: Buffer.from(part('x', field)) },
  { name: 'no boundary and no body', type: 'multipart/form-data', body: Buffer.alloc(0) },
  { name: 'an empty boundary', type: 'multipart/form-data; boundary=', body: Buffer.alloc(0) },
  {
    name: 'a boundary longer than the parser takes',
    type: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: Buffer.from(part('b'.repeat(300), field)),
  },
  { name: 'an empty body', type: 'multipart/form-data; boundary=xyz', body: Buffer.alloc(0) },
  {
    name: 'another boundary than the header’s',
    type: 'multipart/form-data; boundary=xyz',
    body: Buffer.concat([Buffer.from(part('abc', field)), jpeg, Buffer.from('\r\n--abc--\r\n')]),
  },
  {
    name: 'a body cut short inside the file',
    type: 'multipart/form-data; boundary=xyz',
    body: Buffer.concat([Buffer.from(part('xyz', field)), jpeg.subarray(0, 40)]),
  },
  {
    name: 'a body cut short inside a part header',
    type: 'multipart/form-data; boundary=xyz',
    body: Buffer.from('--xyz\r\nContent-Disposition: form-da'),
  },
  {
    name: 'a part header without its blank line',
    type: 'multipart/form-data; boundary=xyz',
    body: Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="${field}"\r\n--xyz--\r\n`),
  },
];

describe('multipart uploads (photos.php, chat-image.php) with a malformed body', () => {
  let ctx: TestContext;
  let mediaDir: string;
  let jpeg: Buffer;
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-malformed-'));
    ctx = await createTestApp({ config: { mediaDir } });
    jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#208040' } })
      .jpeg()
      .toBuffer();
    [a, b] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await ctx.app.db
      .updateTable('users')
      .set({ credits: 100 })
      .where('id', '=', a.userId)
      .execute();
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const photosOf = async (member: Member) =>
    (
      await ctx.app.db
        .selectFrom('images')
        .select('id')
        .where('profile_id', '=', Number(member.profileId))
        .execute()
    ).length;
  const messagesFrom = async (member: Member) =>
    (
      await ctx.app.db
        .selectFrom('messages')
        .select('id')
        .where('sender_profile_id', '=', Number(member.profileId))
        .execute()
    ).length;

  const routes = [
    { route: 'POST /api/photos.php', url: () => '/api/photos.php', field: 'photo' },
    {
      route: 'POST /api/chat-image.php',
      url: () => `/api/chat-image.php?profile_id=${b.profileId}&nonce=${crypto.randomUUID()}`,
      field: 'image',
    },
  ];

  describe.each(routes)('$route', ({ url, field }) => {
    it('answers every malformed body with the coded 400 of its field, and stores nothing', async () => {
      const before = [await photosOf(a), await messagesFrom(a), await creditsOf(ctx.app, a.userId)];
      const answers: Record<string, unknown> = {};
      for (const { name, type, body } of malformed(field, jpeg)) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: url(),
          payload: body,
          headers: { 'content-type': type, cookie: a.cookie },
        });
        answers[name] = { status: response.statusCode, body: response.json() };
      }
      const expected = Object.fromEntries(
        malformed(field, jpeg).map(({ name }) => [
          name,
          {
            status: 400,
            body: {
              statusCode: 400,
              code: 'validation_failed',
              messageKey: 'validation_failed',
              fields: [{ field, messageKey: expect.stringMatching(/^field_(invalid|required)$/) }],
            },
          },
        ]),
      );
      expect(answers).toEqual(expected);
      expect([
        await photosOf(a),
        await messagesFrom(a),
        await creditsOf(ctx.app, a.userId),
      ]).toEqual(before);
    });

    it('still takes a well-formed upload afterwards', async () => {
      const body = multipart(jpeg, 'a.jpg', 'image/jpeg', field);
      const response = await ctx.app.inject({
        method: 'POST',
        url: url(),
        payload: body.payload,
        headers: { ...body.headers, cookie: a.cookie },
      });
      expect(response.statusCode).toBe(201);
    });
  });

  it('answers a malformed multipart body on the other photo routes with a 4xx too', async () => {
    const statuses: Record<string, number> = {};
    for (const [method, url] of [
      ['PUT', '/api/photos.php'],
      ['DELETE', '/api/photos.php?id=1'],
      ['POST', '/api/photo-moderation.php'],
    ] as const) {
      for (const type of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
        const response = await ctx.app.inject({
          method,
          url,
          payload: part('xyz', 'photo'),
          headers: { 'content-type': type, cookie: a.cookie },
        });
        statuses[`${method} ${url} ${type}`] = response.statusCode;
        expect(response.json()).toHaveProperty('code');
      }
    }
    for (const [request, status] of Object.entries(statuses)) {
      expect({ request, clientError: status >= 400 && status < 500 }).toEqual({
        request,
        clientError: true,
      });
    }
  });
});
