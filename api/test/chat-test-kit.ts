import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@dating/shared-contracts/api';
import { creditsOf, type activeMember, type TestContext } from './helper';

export type Member = Awaited<ReturnType<typeof activeMember>>;

/** What the chat tests do again and again, on one test app. */
export function chatKit(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const send = (from: Member, to: Member | string, content: object, nonce: string = randomUUID()) =>
    call('POST', '/api/chat.php', from.cookie, {
      profile_id: typeof to === 'string' ? to : to.profileId,
      nonce,
      ...content,
    });
  const setCredits = (member: Member, credits: number, paid = true) =>
    ctx.app.db
      .updateTable('users')
      .set({ paid_user: paid ? 1 : 0, credits })
      .where('id', '=', member.userId)
      .execute();
  const credits = (member: Member) => creditsOf(ctx.app, member.userId);
  const ledger = (member: Member) =>
    ctx.app.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'reference'])
      .where('user_id', '=', member.userId)
      .orderBy('id')
      .execute();
  const messagesFrom = async (member: Member) =>
    ctx.app.db
      .selectFrom('messages')
      .select(['id', 'body'])
      .where('sender_profile_id', '=', Number(member.profileId))
      .execute();
  /** What the member's open tabs receive from now on. */
  const listen = (member: Member) => {
    const events: LiveEvent[] = [];
    const stop = ctx.app.live.subscribe(member.userId, (event) => events.push(event));
    return { events, stop };
  };
  const seededProfile = async () =>
    String(
      (
        await ctx.app.db
          .selectFrom('profiles')
          .select('id')
          .where('user_id', 'is', null)
          .where('status', '=', 'active')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    );
  return { call, send, setCredits, credits, ledger, messagesFrom, listen, seededProfile };
}
