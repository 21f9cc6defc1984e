import { FREE_CHATS_STARTED, mayStartChat, photoLimit } from '@dating/shared-contracts/api';
import { activeMember, createTestApp, type TestContext } from '../helper';
import { chatKit } from '../chat-test-kit';

/** One table each, run against the shared rules and against the API's real routes. */
const CHAT_CASES: readonly { paid: boolean; chatsStarted: number; mayStart: boolean }[] = [
  { paid: false, chatsStarted: 0, mayStart: true },
  { paid: false, chatsStarted: 1, mayStart: true },
  { paid: false, chatsStarted: 2, mayStart: false },
  { paid: true, chatsStarted: 2, mayStart: true },
  { paid: true, chatsStarted: 3, mayStart: true },
];
const PHOTO_CASES: readonly { paid: boolean; max: number }[] = [
  { paid: false, max: 3 },
  { paid: true, max: 25 },
];

let ctx: TestContext;
let kit: ReturnType<typeof chatKit>;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = chatKit(ctx);
});
afterAll(() => ctx.close());

describe.each(CHAT_CASES)(
  'a member (paid: $paid) who started $chatsStarted chats',
  ({ paid, chatsStarted, mayStart }) => {
    it('may start another one with a text, by the shared rule', () => {
      expect(mayStartChat({ paid, chatsStarted })).toBe(mayStart);
    });

    it('may start another one with a text, by POST /api/chat.php', async () => {
      const member = await activeMember(ctx.app);
      await kit.setCredits(member, 1000, paid);
      for (let i = 0; i < chatsStarted; i += 1) {
        const started = await kit.send(member, await activeMember(ctx.app), { body: 'Hoi' });
        expect(started.statusCode).toBe(201);
      }
      const next = await kit.send(member, await activeMember(ctx.app), { body: 'Hallo' });
      expect(next.statusCode).toBe(mayStart ? 201 : 403);
      if (!mayStart) {
        expect(next.json()).toMatchObject({
          code: 'free_chat_limit',
          params: { max: FREE_CHATS_STARTED },
        });
      }
    });
  },
);

describe.each(PHOTO_CASES)('a member (paid: $paid)', ({ paid, max }) => {
  it('may have this many photos, by the shared rule', () => {
    expect(photoLimit(paid)).toBe(max);
  });

  it('may have this many photos, by GET /api/photos.php', async () => {
    const member = await activeMember(ctx.app);
    await kit.setCredits(member, 0, paid);
    const response = await kit.call('GET', '/api/photos.php', member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().max).toBe(max);
  });
});
