import type { LiveEvent } from '@dating/shared-contracts/api';
import { activeMember, createTestApp, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;
interface Likes {
  profiles: { id: string }[];
  liked_by: { id: string; like_new: boolean }[];
  total_new_likes: number;
}

describe('GET /api/likes.php: received, given and mutual likes', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp({ profiles: 12 });
  });
  afterEach(() => ctx.close());

  const likesOf = async (member: Member): Promise<Likes> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/likes.php',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const received = async (member: Member) =>
    (await likesOf(member)).liked_by.map((like) => [like.id, like.like_new]);
  const given = async (member: Member) => (await likesOf(member)).profiles.map((p) => p.id);
  const like = async (from: Member, to: Member) => {
    ctx.clock.advance(1000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: from.cookie },
      payload: { profile_id: to.profileId },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { match: boolean };
  };
  const view = (viewer: Member, profileId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/profile.php?id=${profileId}`,
      headers: { cookie: viewer.cookie },
    });
  const block = (blocker: Member, blocked: Member) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blocker.cookie },
      payload: { profile_id: blocked.profileId },
    });
  /** The live events each of these members receives from now on (earlier jobs run first). */
  const listen = async (...members: Member[]) => {
    await ctx.app.jobs.drain();
    const heard = new Map<Member, LiveEvent[]>(members.map((m) => [m, []]));
    for (const member of members)
      ctx.app.live.subscribe(member.userId, (event) => heard.get(member)!.push(event));
    return async (member: Member) => {
      await ctx.app.jobs.drain();
      return heard.get(member)!;
    };
  };

  it('lists received likes new first, then latest, and given likes latest first', async () => {
    const [a, b, c, d] = [
      await activeMember(ctx.app),
      await activeMember(ctx.app),
      await activeMember(ctx.app),
      await activeMember(ctx.app),
    ];
    await like(b, a);
    await like(c, a);
    await like(d, a);
    // Seeing C's like makes it old: the older new like of B comes first.
    expect((await view(a, c.profileId)).statusCode).toBe(200);
    expect(await received(a)).toEqual([
      [d.profileId, true],
      [b.profileId, true],
      [c.profileId, false],
    ]);
    expect((await likesOf(a)).total_new_likes).toBe(2);

    await like(a, d);
    expect(await like(a, c)).toEqual({ ok: true, match: true });
    expect(await given(a)).toEqual([c.profileId, d.profileId]);
    // Mutual likes (matches) are those in both lists.
    const { profiles, liked_by } = await likesOf(a);
    const givenIds = new Set(profiles.map((p) => p.id));
    expect(liked_by.filter((l) => givenIds.has(l.id)).map((l) => l.id)).toEqual([
      d.profileId,
      c.profileId,
    ]);
    // The other side sees the like it got as new.
    expect(await received(c)).toEqual([[a.profileId, true]]);
    expect(await given(c)).toEqual([a.profileId]);
  });

  it("clears a like's new flag when the liker is viewed, and tells the member's pages once", async () => {
    const [a, b, c] = [
      await activeMember(ctx.app),
      await activeMember(ctx.app),
      await activeMember(ctx.app),
    ];
    await like(b, a);
    const heard = await listen(a, b);
    expect((await likesOf(a)).total_new_likes).toBe(1);

    // Viewing someone who did not like the member changes nothing and tells nobody.
    await view(a, c.profileId);
    expect(await heard(a)).toEqual([]);

    await view(a, b.profileId);
    expect(await received(a)).toEqual([[b.profileId, false]]);
    expect((await likesOf(a)).total_new_likes).toBe(0);
    expect(await heard(a)).toEqual([{ type: 'likes' }]);
    // A second view has nothing to clear: no second event; the liker hears nothing.
    await view(a, b.profileId);
    expect(await heard(a)).toEqual([{ type: 'likes' }]);
    expect(await heard(b)).toEqual([]);
    // The liker viewing the member does not clear the member's own likes.
    await like(a, b);
    await view(a, b.profileId);
    expect(await received(b)).toEqual([[a.profileId, true]]);
  });

  it('a block, either way, takes both members out of each other’s likes and counts', async () => {
    const [a, b, c] = [
      await activeMember(ctx.app),
      await activeMember(ctx.app),
      await activeMember(ctx.app),
    ];
    await like(a, b);
    await like(b, a);
    await like(c, a);
    await like(a, c);
    await like(c, b);
    expect((await likesOf(a)).total_new_likes).toBe(2);

    const heard = await listen(a, b, c);
    expect((await block(b, a)).statusCode).toBe(200);
    // Both members' pages hear at once that their likes changed; a repeat tells nobody.
    expect((await block(b, a)).statusCode).toBe(200);
    expect(await heard(a)).toEqual([{ type: 'likes' }]);
    expect(await heard(b)).toEqual([{ type: 'likes' }]);
    expect(await heard(c)).toEqual([]);
    // Neither the blocked member nor the blocker sees the other anywhere in likes.
    for (const [member, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const likes = await likesOf(member);
      expect(likes.liked_by.map((l) => l.id)).not.toContain(other.profileId);
      expect(likes.profiles.map((p) => p.id)).not.toContain(other.profileId);
    }
    expect(await received(a)).toEqual([[c.profileId, true]]);
    expect(await given(a)).toEqual([c.profileId]);
    expect((await likesOf(a)).total_new_likes).toBe(1);
    expect(await received(b)).toEqual([[c.profileId, true]]);
    expect(await given(b)).toEqual([]);
    expect((await likesOf(b)).total_new_likes).toBe(1);

    // Unblocking brings the likes back as they were, and says so.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/block.php?profile_id=${a.profileId}`,
      headers: { cookie: b.cookie },
    });
    expect(await heard(a)).toEqual([{ type: 'likes' }, { type: 'likes' }]);
    expect((await received(a)).map(([id]) => id)).toEqual([c.profileId, b.profileId]);
    expect((await likesOf(a)).total_new_likes).toBe(2);
    expect(await given(b)).toEqual([a.profileId]);
  });

  it('the auto-like never picks a profile blocked either way', async () => {
    const autoLike = async (member: Member) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auto-like.php',
        headers: { cookie: member.cookie },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { profile: { id: string } | null }).profile?.id;
    };
    // A probe member finds whom the auto-like picks first for a member of this country.
    const probe = await activeMember(ctx.app);
    const first = await autoLike(probe);
    expect(first).toBeDefined();

    const blocker = await activeMember(ctx.app);
    const blockResponse = await ctx.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blocker.cookie },
      payload: { profile_id: first },
    });
    expect(blockResponse.statusCode).toBe(200);
    const pickedForBlocker = await autoLike(blocker);
    expect(pickedForBlocker).toBeDefined();
    expect(pickedForBlocker).not.toBe(first);

    const blocked = await activeMember(ctx.app);
    await ctx.app.db
      .insertInto('blocks')
      .values({
        blocker_profile_id: Number(first),
        blocked_profile_id: Number(blocked.profileId),
        created_at: ctx.clock.now.toISOString(),
      })
      .execute();
    const pickedForBlocked = await autoLike(blocked);
    expect(pickedForBlocked).toBeDefined();
    expect(pickedForBlocked).not.toBe(first);
    expect((await likesOf(blocked)).liked_by.map((l) => l.id)).toEqual([pickedForBlocked]);
  });
});
