import type { LightMyRequestResponse } from 'fastify';
import { soughtGenders } from '../src/modules/swipe/swipe.repository';
import { HOUR, MINUTE } from '../src/lib/time';
import { activeMember, createTestApp, signup, type TestContext } from './helper';

type Card = { id: string; gender: string };

function requests(ctx: TestContext) {
  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const ids = (response: LightMyRequestResponse) =>
    (response.json().profiles as Card[]).map((p) => p.id);
  return { get, post, ids };
}

/** At 2026-06-01T12:00Z (the test clock) it is 14:00 in Amsterdam and 08:00 in New York. */
describe('/api/swipe.php: the swipe game and its daily likes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 60 });
  });
  afterAll(() => ctx.close());

  const swipe = (cookie: string, profileId: string, action: 'like' | 'pass', tz?: string) =>
    requests(ctx).post('/api/swipe.php', cookie, { profile_id: profileId, action, tz });
  const cards = (cookie: string, tz?: string) =>
    requests(ctx).get(`/api/swipe.php${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`, cookie);
  const likeCount = async (profileId: string) =>
    (
      await ctx.app.db
        .selectFrom('likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('from_profile_id', '=', Number(profileId))
        .executeTakeFirstOrThrow()
    ).n;
  const profileIdOf = (member: Awaited<ReturnType<typeof signup>>) =>
    String(member.user.profile.id);

  it('deals cards with four likes until midnight in Amsterdam when the browser names no zone', async () => {
    const member = await signup(ctx.app);
    const response = await cards(member.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.allowance).toEqual({
      limit: 4,
      remaining: 4,
      resets_at: '2026-06-01T22:00:00.000Z',
      time_zone: 'Europe/Amsterdam',
    });
    expect(body.profiles.length).toBeGreaterThan(4);
    // A new member is a man who has said nothing about whom he seeks: women who seek men.
    for (const card of body.profiles as Card[]) expect(card.gender).toBe('female');
    expect((await cards(member.cookie, 'America/New_York')).json().allowance).toMatchObject({
      resets_at: '2026-06-02T04:00:00.000Z',
      time_zone: 'America/New_York',
    });
  });

  it('refuses a time zone Intl does not know, and logged-out callers', async () => {
    const member = await signup(ctx.app);
    const response = await cards(member.cookie, 'Mars/Olympus_Mons');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'tz', messageKey: 'field_invalid' }]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/swipe.php' });
    expect(anonymous.statusCode).toBe(403);
  });

  it('counts four real likes a day, then refuses until midnight in the member’s zone', async () => {
    const member = await signup(ctx.app);
    const zone = 'America/New_York';
    const deck = requests(ctx).ids(await cards(member.cookie, zone));
    for (const [i, id] of deck.slice(0, 4).entries()) {
      const response = await swipe(member.cookie, id, 'like', zone);
      expect(response.statusCode).toBe(200);
      expect(response.json().allowance).toMatchObject({
        remaining: 3 - i,
        resets_at: '2026-06-02T04:00:00.000Z',
      });
    }
    const refused = await swipe(member.cookie, deck[4]!, 'like', zone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'too_many_requests',
      params: { seconds: 16 * 3600 },
    });
    expect(await likeCount(profileIdOf(member))).toBe(4);
    // The likes are real: they are the member's likes.
    const likes = await requests(ctx).get('/api/likes.php', member.cookie);
    expect((likes.json().profiles as Card[]).map((p) => p.id).sort()).toEqual(
      deck.slice(0, 4).sort(),
    );
    // A pass costs nothing.
    expect((await swipe(member.cookie, deck[4]!, 'pass', zone)).statusCode).toBe(200);

    // Midnight in Amsterdam and in UTC has passed, but not in New York.
    ctx.clock.advance(16 * HOUR - MINUTE);
    expect((await cards(member.cookie, zone)).json().allowance.remaining).toBe(0);
    expect((await swipe(member.cookie, deck[5]!, 'like', zone)).statusCode).toBe(429);

    ctx.clock.advance(MINUTE);
    const nextDay = await cards(member.cookie, zone);
    expect(nextDay.json().allowance).toEqual({
      limit: 4,
      remaining: 4,
      resets_at: '2026-06-03T04:00:00.000Z',
      time_zone: zone,
    });
    const liked = await swipe(member.cookie, deck[5]!, 'like', zone);
    expect(liked.statusCode).toBe(200);
    expect(liked.json().allowance).toMatchObject({ remaining: 3 });
    ctx.clock.advance(-16 * HOUR);
  });

  it('never deals a liked or passed member again', async () => {
    const member = await signup(ctx.app);
    const first = requests(ctx).ids(await cards(member.cookie));
    await swipe(member.cookie, first[0]!, 'like');
    await swipe(member.cookie, first[1]!, 'pass');
    await swipe(member.cookie, first[2]!, 'pass');
    const next = requests(ctx).ids(await cards(member.cookie));
    expect(next).not.toContain(first[0]);
    expect(next).not.toContain(first[1]);
    expect(next).not.toContain(first[2]);
    expect(next.slice(0, 3)).toEqual(first.slice(3, 6));
    // Nor in the other lists.
    const finder = requests(ctx).ids(
      await requests(ctx).get('/api/match-finder.php', member.cookie),
    );
    expect(finder).not.toContain(first[0]);
    expect(finder).not.toContain(first[1]);
  });

  it('lets no more than four parallel likes through', async () => {
    const member = await signup(ctx.app);
    const deck = requests(ctx).ids(await cards(member.cookie));
    expect(deck.length).toBeGreaterThanOrEqual(8);
    const answers = await Promise.all(
      deck.slice(0, 8).map((id) => swipe(member.cookie, id, 'like')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(await likeCount(profileIdOf(member))).toBe(4);
    expect((await cards(member.cookie)).json().allowance.remaining).toBe(0);
  });

  it('does not count a like repeated in parallel twice', async () => {
    const member = await signup(ctx.app);
    const [id] = requests(ctx).ids(await cards(member.cookie));
    const answers = await Promise.all([1, 2, 3].map(() => swipe(member.cookie, id!, 'like')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await cards(member.cookie)).json().allowance.remaining).toBe(3);
  });

  it('does not start a new day when the member names another zone the same day', async () => {
    const member = await signup(ctx.app);
    const deck = requests(ctx).ids(await cards(member.cookie));
    for (const id of deck.slice(0, 4)) await swipe(member.cookie, id, 'like');
    // 02:00 on 2 June in Kiritimati: a zone where the day has already turned.
    const refused = await swipe(member.cookie, deck[4]!, 'like', 'Pacific/Kiritimati');
    expect(refused.statusCode).toBe(429);
    expect((await cards(member.cookie, 'Pacific/Kiritimati')).json().allowance).toMatchObject({
      remaining: 0,
      time_zone: 'Europe/Amsterdam',
    });
  });

  it('refuses to like oneself or a member that does not exist, and changes nothing', async () => {
    const member = await signup(ctx.app);
    const own = await swipe(member.cookie, profileIdOf(member), 'like');
    expect(own.statusCode).toBe(404);
    expect((await swipe(member.cookie, '999999', 'like')).statusCode).toBe(404);
    expect((await cards(member.cookie)).json().allowance.remaining).toBe(4);
    expect(await likeCount(profileIdOf(member))).toBe(0);
  });
});

describe('proposals that fit both ways, and blocks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No generated members: every proposal is one of the test's own.
    ctx = await createTestApp({ profiles: 0 });
  });
  afterAll(() => ctx.close());

  const setSexuality = (profileId: string, sexuality: string | null) =>
    ctx.app.db
      .updateTable('profiles')
      .set({ sexuality })
      .where('id', '=', Number(profileId))
      .execute();
  const lists = async (cookie: string) => {
    const { get, ids } = requests(ctx);
    return {
      swipe: ids(await get('/api/swipe.php', cookie)),
      finder: ids(await get('/api/match-finder.php', cookie)),
      signup: ids(await get('/api/signup-matches.php', cookie)),
    };
  };
  const everywhere = (ids: string[]) => ({ swipe: ids, finder: ids, signup: ids });

  it('knows whom each sexuality seeks', () => {
    expect(soughtGenders('male', 'hetero')).toEqual(['female']);
    expect(soughtGenders('male', null)).toEqual(['female']);
    expect(soughtGenders('female', 'gay')).toEqual(['female']);
    expect(soughtGenders('female', 'bi')).toEqual(['male', 'female']);
    expect(soughtGenders('female', 'something else')).toEqual(['male']);
  });

  it('proposes only members who seek the member’s gender and have the gender the member seeks', async () => {
    const man = await activeMember(ctx.app, { gender: 'male' });
    const straightWoman = await activeMember(ctx.app, { gender: 'female' });
    const biWoman = await activeMember(ctx.app, { gender: 'female' });
    const lesbian = await activeMember(ctx.app, { gender: 'female' });
    const gayMan = await activeMember(ctx.app, { gender: 'male' });
    const biMan = await activeMember(ctx.app, { gender: 'male' });
    await setSexuality(man.profileId, 'hetero');
    await setSexuality(biWoman.profileId, 'bi');
    await setSexuality(lesbian.profileId, 'gay');
    await setSexuality(gayMan.profileId, 'gay');
    await setSexuality(biMan.profileId, 'bi');
    const mine = new Set(
      [man, straightWoman, biWoman, lesbian, gayMan, biMan].map((m) => m.profileId),
    );
    // The seed's demo member (a straight man) is there too: only this test's members count.
    const sorted = (ids: string[]) => ids.filter((id) => mine.has(id)).sort();
    const of = async (member: { cookie: string }) => {
      const all = await lists(member.cookie);
      return { swipe: sorted(all.swipe), finder: sorted(all.finder), signup: sorted(all.signup) };
    };

    expect(await of(man)).toEqual(everywhere(sorted([straightWoman.profileId, biWoman.profileId])));
    expect(await of(lesbian)).toEqual(everywhere([biWoman.profileId]));
    expect(await of(gayMan)).toEqual(everywhere([biMan.profileId]));
    expect(await of(biWoman)).toEqual(
      everywhere(sorted([man.profileId, biMan.profileId, lesbian.profileId])),
    );

    // A member who is not active (not yet activated) is proposed to nobody.
    const pending = await signup(ctx.app, { gender: 'female' });
    expect((await lists(man.cookie)).swipe).not.toContain(String(pending.user.profile.id));
  });

  it('hides members blocked either way from all three lists and refuses to act on them', async () => {
    const man = await activeMember(ctx.app, { gender: 'male' });
    const woman = await activeMember(ctx.app, { gender: 'female' });
    const { post } = requests(ctx);
    expect((await lists(man.cookie)).swipe).toContain(woman.profileId);
    expect((await lists(woman.cookie)).swipe).toContain(man.profileId);

    for (const [blocker, blocked] of [
      [woman, man],
      [man, woman],
    ] as const) {
      await post('/api/block.php', blocker.cookie, { profile_id: blocked.profileId });
      for (const [viewer, other] of [
        [man, woman],
        [woman, man],
      ] as const) {
        const all = await lists(viewer.cookie);
        expect(all.swipe).not.toContain(other.profileId);
        expect(all.finder).not.toContain(other.profileId);
        expect(all.signup).not.toContain(other.profileId);
        const like = { profile_id: other.profileId, action: 'like' };
        expect((await post('/api/swipe.php', viewer.cookie, like)).statusCode).toBe(404);
        expect((await post('/api/match-finder.php', viewer.cookie, like)).statusCode).toBe(404);
      }
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/block.php?profile_id=${blocked.profileId}`,
        headers: { cookie: blocker.cookie },
      });
    }
    expect((await lists(man.cookie)).swipe).toContain(woman.profileId);
  });

  it('makes a match from a swipe like and tells both members live, as the like button does', async () => {
    const man = await activeMember(ctx.app, { gender: 'male' });
    const woman = await activeMember(ctx.app, { gender: 'female' });
    const { post } = requests(ctx);
    await post('/api/like.php', woman.cookie, { profile_id: man.profileId });
    const swiped = await post('/api/swipe.php', man.cookie, {
      profile_id: woman.profileId,
      action: 'like',
    });
    expect(swiped.json()).toMatchObject({ ok: true, match: true, allowance: { remaining: 3 } });
    const jobs = await ctx.app.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'live.publish')
      .execute();
    const events = jobs.map((job) => JSON.parse(job.payload));
    expect(events).toContainEqual({
      userId: man.userId,
      event: { type: 'match', profile_id: woman.profileId },
    });
    expect(events).toContainEqual({
      userId: woman.userId,
      event: { type: 'match', profile_id: man.profileId },
    });
  });

  it('skips a member in the match finder for fourteen days; a like there is real and uncounted', async () => {
    const man = await activeMember(ctx.app, { gender: 'male' });
    const woman = await activeMember(ctx.app, { gender: 'female' });
    const other = await activeMember(ctx.app, { gender: 'female' });
    const { post } = requests(ctx);
    const skip = await post('/api/match-finder.php', man.cookie, {
      profile_id: woman.profileId,
      action: 'skip',
    });
    expect(skip.json()).toEqual({ ok: true, match: false });
    expect((await lists(man.cookie)).finder).not.toContain(woman.profileId);
    // The swipe game still deals her: a skip is the match finder's own.
    expect((await lists(man.cookie)).swipe).toContain(woman.profileId);
    // Fourteen days and a minute later (the session would not last that long unused).
    await ctx.app.db
      .updateTable('member_passes')
      .set({
        created_at: new Date(ctx.clock.now.getTime() - 14 * 24 * HOUR - MINUTE).toISOString(),
      })
      .where('profile_id', '=', Number(man.profileId))
      .execute();
    expect((await lists(man.cookie)).finder).toContain(woman.profileId);

    await post('/api/like.php', other.cookie, { profile_id: man.profileId });
    const like = await post('/api/match-finder.php', man.cookie, {
      profile_id: other.profileId,
      action: 'like',
    });
    expect(like.json()).toEqual({ ok: true, match: true });
    expect((await lists(man.cookie)).finder).not.toContain(other.profileId);
    const allowance = (await requests(ctx).get('/api/swipe.php', man.cookie)).json().allowance;
    expect(allowance.remaining).toBe(4);
  });
});
