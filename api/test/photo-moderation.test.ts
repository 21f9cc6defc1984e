import { activeMember } from './helper';
import { listPhotos, photoApp, picture, uploadPhoto } from './photo-upload';

const OPS_TOKEN = 'ops-token-for-the-tests-0123456789abcdef';
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

describe('/api/photo-moderation.php: operators approve or reject pending photos', () => {
  const state = photoApp({ config: { photoModeration: 'manual', opsToken: OPS_TOKEN } });

  const queue = () =>
    state.ctx.app.inject({ method: 'GET', url: '/api/photo-moderation.php', headers: ops });
  const decide = (id: string, decision: string, headers: Record<string, string> = ops) =>
    state.ctx.app.inject({
      method: 'PUT',
      url: '/api/photo-moderation.php',
      payload: { id, decision },
      headers,
    });

  /** A member with two processed photos, both pending. */
  async function memberWithPendingPhotos() {
    const { ctx } = state;
    const member = await activeMember(ctx.app);
    const jpeg = await picture(120, 90).jpeg().toBuffer();
    for (let i = 0; i < 2; i++) await uploadPhoto(ctx, member.cookie, jpeg);
    await ctx.app.jobs.drain();
    const ids = (await listPhotos(ctx, member.cookie)).photos.map((p) => p.id);
    return { ...member, ids };
  }

  it('refuses members and visitors: operators only', async () => {
    const member = await memberWithPendingPhotos();
    const asMember = await state.ctx.app.inject({
      method: 'GET',
      url: '/api/photo-moderation.php',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(401);
    expect((await decide(member.ids[0]!, 'approve', { cookie: member.cookie })).statusCode).toBe(
      401,
    );
    expect((await listPhotos(state.ctx, member.cookie)).photos.map((p) => p.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('lists the pending photos; approving one shows it to others, rejecting one tells its owner', async () => {
    const { ctx } = state;
    const member = await memberWithPendingPhotos();
    const [first, second] = member.ids as [string, string];
    const listed = (await queue()).json().photos as { id: string; profile_id: string }[];
    expect(listed.filter((p) => p.profile_id === member.profileId).map((p) => p.id)).toEqual([
      first,
      second,
    ]);

    expect((await decide(first, 'approve')).json()).toEqual({ ok: true });
    expect((await decide(second, 'reject')).json()).toEqual({ ok: true });

    const { photos } = await listPhotos(ctx, member.cookie);
    expect(photos.map((p) => [p.id, p.status, p.main])).toEqual([
      [first, 'active', true],
      [second, 'rejected', false],
    ]);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/profile.php?id=${member.profileId}`,
    });
    expect(seen.json().profile.images).toHaveLength(1);
    expect(seen.json().profile.main_image.url).toBe(photos[0]!.url);
    const ids = ((await queue()).json().photos as { id: string }[]).map((p) => p.id);
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
    // Decided once: a second decision finds nothing pending.
    expect((await decide(second, 'approve')).statusCode).toBe(404);
    expect((await decide('999999', 'reject')).statusCode).toBe(404);
  });
});
