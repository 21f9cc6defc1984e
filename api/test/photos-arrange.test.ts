import { activeMember, type TestContext } from './helper';
import { listPhotos, photoApp, picture, uploadPhoto } from './photo-upload';

describe('PUT /api/photos.php: the order of the member’s photos and the main photo', () => {
  const state = photoApp();
  let ctx: TestContext;
  beforeAll(() => {
    ctx = state.ctx;
  });

  const arrange = (cookie: string | undefined, body: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      payload: body as object,
      headers: cookie ? { cookie } : {},
    });

  /** A member with three active photos, in upload order. */
  async function memberWithPhotos(count = 3) {
    const member = await activeMember(ctx.app);
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    for (let i = 0; i < count; i++) await uploadPhoto(ctx, member.cookie, jpeg);
    await ctx.app.jobs.drain();
    const ids = (await listPhotos(ctx, member.cookie)).photos.map((p) => p.id);
    return { ...member, ids };
  }
  const mainImageOf = async (profileId: string) =>
    (
      await ctx.app.db
        .selectFrom('profiles')
        .select('main_image_id')
        .where('id', '=', Number(profileId))
        .executeTakeFirstOrThrow()
    ).main_image_id;

  it('refuses a visitor', async () => {
    const response = await arrange(undefined, { main: '1' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('authentication_required');
  });

  it('reorders the photos: the list, and the profile others see, follow the new order', async () => {
    const { cookie, ids, profileId } = await memberWithPhotos();
    const [a, b, c] = ids as [string, string, string];
    const response = await arrange(cookie, { order: [c, a, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json().photos.map((p: { id: string }) => p.id)).toEqual([c, a, b]);
    expect((await listPhotos(ctx, cookie)).photos.map((p) => p.id)).toEqual([c, a, b]);
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/profile.php?id=${profileId}` });
    const urls = (await listPhotos(ctx, cookie)).photos.map((p) => p.url);
    expect(seen.json().profile.images.map((i: { url: string }) => i.url)).toEqual(urls);
  });

  it('makes another photo the main one, shown on the member’s session and profile', async () => {
    const { cookie, ids, profileId } = await memberWithPhotos();
    expect(await mainImageOf(profileId)).toBe(Number(ids[0]));
    const response = await arrange(cookie, { main: ids[2] });
    expect(response.statusCode).toBe(200);
    expect(response.json().photos.map((p: { main: boolean }) => p.main)).toEqual([
      false,
      false,
      true,
    ]);
    expect(await mainImageOf(profileId)).toBe(Number(ids[2]));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(me.json().user.profile.main_image.url).toBe(response.json().photos[2].url);
  });

  it('takes order and main together', async () => {
    const { cookie, ids } = await memberWithPhotos(2);
    const [a, b] = ids as [string, string];
    const response = await arrange(cookie, { order: [b, a], main: b });
    expect(
      response.json().photos.map((p: { id: string; main: boolean }) => [p.id, p.main]),
    ).toEqual([
      [b, true],
      [a, false],
    ]);
  });

  it('answers 404 for another member’s photo, in the order or as main, and changes nothing', async () => {
    const owner = await memberWithPhotos(2);
    const other = await memberWithPhotos(1);
    const [mine] = other.ids as [string];
    expect((await arrange(other.cookie, { main: owner.ids[1] })).statusCode).toBe(404);
    expect((await arrange(other.cookie, { order: [owner.ids[0]] })).statusCode).toBe(404);
    expect((await arrange(owner.cookie, { order: [owner.ids[1], mine] })).statusCode).toBe(404);
    expect(await mainImageOf(owner.profileId)).toBe(Number(owner.ids[0]));
    expect((await listPhotos(ctx, owner.cookie)).photos.map((p) => p.id)).toEqual(owner.ids);
  });

  it('refuses an order that leaves out a photo or names one twice', async () => {
    const { cookie, ids } = await memberWithPhotos();
    const [a, b, c] = ids as [string, string, string];
    for (const order of [
      [b, a],
      [a, a, b, c],
      [a, b, b],
    ]) {
      const response = await arrange(cookie, { order });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'order', messageKey: 'field_invalid' }]);
    }
    expect((await listPhotos(ctx, cookie)).photos.map((p) => p.id)).toEqual(ids);
  });

  it('refuses an empty body and a locked photo as main', async () => {
    const member = await activeMember(ctx.app);
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    await uploadPhoto(ctx, member.cookie, jpeg);
    await uploadPhoto(ctx, member.cookie, jpeg, 'locked.jpg', '?locked=true');
    await ctx.app.jobs.drain();
    const [open, locked] = (await listPhotos(ctx, member.cookie)).photos;
    expect((await arrange(member.cookie, {})).statusCode).toBe(400);
    const response = await arrange(member.cookie, { main: locked!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'main', messageKey: 'field_invalid' }]);
    expect(await mainImageOf(member.profileId)).toBe(Number(open!.id));
  });
});
