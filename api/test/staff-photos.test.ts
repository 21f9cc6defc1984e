import { activeMember } from './helper';
import { listPhotos, photoApp, picture, uploadPhoto } from './photo-upload';
import { StaffBrowser, listenBoth, staffAccount } from './staff-kit';

interface PhotoQueue {
  profiles: {
    profileId: string;
    name: string;
    pending: { item: { id: string; kind: string }; photo: { id: string; url: string } }[];
    others: { id: string; url: string; status: string }[];
  }[];
}

describe('photos waiting for approval (PHOTO_MODERATION=manual), decided in the console', () => {
  const state = photoApp({ config: { photoModeration: 'manual' } });
  let staff: string;
  let mia: StaffBrowser;
  beforeAll(async () => {
    ({ staff } = await listenBoth(state.ctx.app));
    mia = new StaffBrowser(staff);
    await mia.signIn(await staffAccount(state.ctx, ['moderator'], 'Mia'));
  });

  /** A member with `count` processed photos, all waiting. */
  async function memberWithPendingPhotos(count: number) {
    const { ctx } = state;
    const member = await activeMember(ctx.app);
    const jpeg = await picture(120, 90).jpeg().toBuffer();
    for (let i = 0; i < count; i++) await uploadPhoto(ctx, member.cookie, jpeg);
    await ctx.app.jobs.drain();
    const ids = (await listPhotos(ctx, member.cookie)).photos.map((p) => p.id);
    return { ...member, ids };
  }

  const photoQueue = async () => {
    const answer = await mia.call('GET', '/staff-api/photo-queue');
    expect(answer.status).toBe(200);
    return answer.body as unknown as PhotoQueue;
  };
  const profileSeen = async (profileId: string) =>
    (await state.ctx.app.inject({ method: 'GET', url: `/api/profile.php?id=${profileId}` })).json()
      .profile as { images: unknown[] };

  /** Claims a photo's item and decides it, as the grid's buttons do. */
  async function decide(itemId: string, body: Record<string, unknown>) {
    expect((await mia.call('POST', `/staff-api/queue/${itemId}/claim`)).status).toBe(200);
    const decided = await mia.call('POST', `/staff-api/queue/${itemId}/decision`, body);
    expect(decided.status).toBe(200);
  }

  it('shows a new photo to its owner only, until a moderator approves it in the grid', async () => {
    const member = await memberWithPendingPhotos(2);
    const [first, second] = member.ids as [string, string];
    expect((await listPhotos(state.ctx, member.cookie)).photos.map((p) => p.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect((await profileSeen(member.profileId)).images).toEqual([]);

    const group = (await photoQueue()).profiles.find((p) => p.profileId === member.profileId)!;
    expect(group.pending.map((p) => p.photo)).toEqual([
      { id: first, url: `/staff-api/photos/${first}`, status: 'pending' },
      { id: second, url: `/staff-api/photos/${second}`, status: 'pending' },
    ]);
    expect(group.pending.map((p) => p.item.kind)).toEqual(['photo', 'photo']);
    expect(group.others).toEqual([]);

    await decide(group.pending[0]!.item.id, {
      action: 'dismiss',
      text: 'Approved when new photos were checked.',
    });
    expect((await profileSeen(member.profileId)).images).toHaveLength(1);

    // The approved photo is now beside the one still waiting.
    const after = (await photoQueue()).profiles.find((p) => p.profileId === member.profileId)!;
    expect(after.pending.map((p) => p.photo.id)).toEqual([second]);
    expect(after.others).toEqual([
      { id: first, url: `/staff-api/photos/${first}`, status: 'active' },
    ]);
  });

  it('removes a photo with a ground: its owner sees it refused, nobody else ever saw it', async () => {
    const member = await memberWithPendingPhotos(1);
    const [item] = (await photoQueue()).profiles.find(
      (p) => p.profileId === member.profileId,
    )!.pending;
    await decide(item!.item.id, {
      action: 'remove_photo',
      ground: 'nudity',
      text: 'The photo shows nudity, which our terms do not allow on a profile.',
    });
    const { photos } = await listPhotos(state.ctx, member.cookie);
    expect(photos.map((p) => [p.id, p.status])).toEqual([[member.ids[0], 'rejected']]);
    expect((await profileSeen(member.profileId)).images).toEqual([]);
    expect(
      (await photoQueue()).profiles.find((p) => p.profileId === member.profileId),
    ).toBeUndefined();
  });

  it('is for moderators: support gets 403, nobody 401; each look is audited', async () => {
    const support = new StaffBrowser(staff);
    await support.signIn(await staffAccount(state.ctx, ['support'], 'Sam'));
    const refused = await support.call('GET', '/staff-api/photo-queue');
    expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
    expect((await new StaffBrowser(staff).call('GET', '/staff-api/photo-queue')).status).toBe(401);
    await photoQueue();
    const looks = await state.ctx.app.db
      .selectFrom('staff_audit')
      .select(['action', 'subject_type'])
      .where('action', '=', 'moderation.viewed_photos')
      .execute();
    expect(looks.length).toBeGreaterThan(0);
    expect(looks[0]).toEqual({ action: 'moderation.viewed_photos', subject_type: 'photo_queue' });
  });

  it('has no operators\u2019 token route any more: photos are decided by a person, on record', async () => {
    const answer = await state.ctx.app.inject({ method: 'GET', url: '/api/photo-moderation.php' });
    expect(answer.statusCode).toBe(404);
  });
});
