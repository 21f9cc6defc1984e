import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { newPhotoKeys, originalKeyOf } from '../src/modules/photos/photo-keys';
import { PhotosRepository } from '../src/modules/photos/photos.repository';
import { PRODUCTION_SECRETS, activeMember } from './helper';
import { listPhotos, photoApp, picture, uploadPhoto } from './photo-upload';

describe('HEIC uploads', () => {
  const state = photoApp();

  it('decodes a HEIC (HEVC) photo and stores it as an active JPEG', async () => {
    const { ctx } = state;
    const member = await activeMember(ctx.app);
    // Made with Debian's libheif-examples (libheif 1.15.1, x265 encoder):
    //   sharp({ create: { width: 96, height: 64, channels: 3, background: '#3080c0' } })
    //     .jpeg().toFile('h.jpg');  heif-enc -q 40 -o blue-96x64.heic h.jpg
    const heic = fs.readFileSync(path.join(__dirname, 'fixtures', 'blue-96x64.heic'));
    expect(heic.toString('latin1', 4, 12)).toBe('ftypheic');
    const response = await uploadPhoto(ctx, member.cookie, heic, 'IMG_0001.HEIC');
    expect(response.statusCode).toBe(201);
    expect(response.json().photo.status).toBe('processing');
    await ctx.app.jobs.drain();
    const [photo] = (await listPhotos(ctx, member.cookie)).photos;
    expect(photo).toMatchObject({ status: 'active', main: true });
    const stored = await ctx.app.inject({ method: 'GET', url: photo!.url! });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 96,
      height: 64,
    });
    const { dominant } = await sharp(stored.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r + 80);
  });

  it('refuses a cut-off HEIC: a HEIF header with nothing decodable behind it', async () => {
    const { ctx } = state;
    const member = await activeMember(ctx.app);
    const heic = fs.readFileSync(path.join(__dirname, 'fixtures', 'blue-96x64.heic'));
    const response = await uploadPhoto(ctx, member.cookie, heic.subarray(0, 120), 'x.heic');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_image');
    expect((await listPhotos(ctx, member.cookie)).photos).toEqual([]);
  });
});

describe('photo moderation', () => {
  it('approves automatically outside production, waits for a moderator in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).photoModeration).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'development' }).photoModeration).toBe('auto');
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...PRODUCTION_SECRETS })
        .photoModeration,
    ).toBe('manual');
    expect(loadConfig({ NODE_ENV: 'test', PHOTO_MODERATION: 'manual' }).photoModeration).toBe(
      'manual',
    );
    expect(() => loadConfig({ PHOTO_MODERATION: 'maybe' })).toThrow(/PHOTO_MODERATION/);
  });

  describe('manual', () => {
    const state = photoApp({ config: { photoModeration: 'manual' } });

    it('leaves a processed photo pending: its owner sees it, nobody else does', async () => {
      const { ctx } = state;
      const member = await activeMember(ctx.app);
      const other = await activeMember(ctx.app);
      await uploadPhoto(ctx, member.cookie, await picture(300, 200).jpeg().toBuffer());
      await ctx.app.jobs.drain();
      const [photo] = (await listPhotos(ctx, member.cookie)).photos;
      expect(photo).toMatchObject({ status: 'pending', main: false });
      expect((await ctx.app.inject({ method: 'GET', url: photo!.url! })).statusCode).toBe(200);

      const seen = await ctx.app.inject({
        method: 'GET',
        url: `/api/profile.php?id=${member.profileId}`,
        headers: { cookie: other.cookie },
      });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().profile.images).toEqual([]);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/user.php',
        headers: { cookie: member.cookie },
      });
      expect(me.json().user.profile.main_image).toBeNull();
      // A pending photo is no main photo either.
      const main = await ctx.app.inject({
        method: 'PUT',
        url: '/api/photos.php',
        payload: { main: photo!.id },
        headers: { cookie: member.cookie },
      });
      expect(main.statusCode).toBe(400);
    });
  });

  describe('auto', () => {
    const state = photoApp();

    it('makes a processed photo active, shown to others', async () => {
      const { ctx } = state;
      const member = await activeMember(ctx.app);
      await uploadPhoto(ctx, member.cookie, await picture(300, 200).jpeg().toBuffer());
      await ctx.app.jobs.drain();
      const [photo] = (await listPhotos(ctx, member.cookie)).photos;
      expect(photo).toMatchObject({ status: 'active', main: true });
      const seen = await ctx.app.inject({
        method: 'GET',
        url: `/api/profile.php?id=${member.profileId}`,
      });
      expect(seen.json().profile.images).toHaveLength(1);
    });
  });
});

describe('a photo whose processing keeps failing', () => {
  const state = photoApp();

  it('is retried, then rejected: its owner sees it, it frees its place, and can be deleted', async () => {
    const { ctx } = state;
    const member = await activeMember(ctx.app);
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    for (let i = 0; i < 2; i++) await uploadPhoto(ctx, member.cookie, jpeg);
    await ctx.app.jobs.drain();
    const failing = jest
      .spyOn(ctx.app.photos, 'processImage')
      .mockRejectedValue(new Error('media store unreachable'));
    try {
      const response = await uploadPhoto(ctx, member.cookie, jpeg);
      expect(response.statusCode).toBe(201);
      const id = response.json().photo.id as string;
      const statusOf = async () =>
        (await listPhotos(ctx, member.cookie)).photos.find((p) => p.id === id)?.status;

      await ctx.app.jobs.drain();
      expect(await statusOf()).toBe('processing');
      ctx.clock.advance(10_000);
      await ctx.app.jobs.drain();
      expect(await statusOf()).toBe('processing');
      ctx.clock.advance(20_000);
      await ctx.app.jobs.drain();
      expect(failing).toHaveBeenCalledTimes(3);
      expect(await statusOf()).toBe('rejected');
    } finally {
      failing.mockRestore();
    }
    const { photos } = await listPhotos(ctx, member.cookie);
    const rejected = photos.find((p) => p.status === 'rejected')!;
    expect(rejected).toMatchObject({ url: null, main: false });
    // Two active photos and a rejected one: a free member may still add a third.
    expect((await uploadPhoto(ctx, member.cookie, jpeg)).statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${rejected.id}`,
      headers: { cookie: member.cookie },
    });
    expect(removed.json()).toEqual({ ok: true });
    expect((await listPhotos(ctx, member.cookie)).photos.map((p) => p.status)).not.toContain(
      'rejected',
    );
  });
});

describe('a photo whose pixels turn out not to decode in the job', () => {
  const state = photoApp();

  it('ends rejected, listed for its owner without files, and its original is gone', async () => {
    const { ctx } = state;
    const member = await activeMember(ctx.app);
    // An upload whose stored original broke between the upload's check and the job (a bad
    // disk): its row as the upload writes it, the original cut off.
    const keys = newPhotoKeys(Number(member.profileId), false);
    const imageId = await new PhotosRepository(ctx.app.db).insertWithinLimit(
      {
        profileId: Number(member.profileId),
        ...keys,
        locked: false,
        createdAt: new Date().toISOString(),
      },
      3,
    );
    const originalKey = originalKeyOf(keys.filename);
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    await ctx.app.mediaStore.put(originalKey, jpeg.subarray(0, 300), 'image/jpeg');
    await ctx.app.photos.processImage(imageId!);

    const [photo] = (await listPhotos(ctx, member.cookie)).photos;
    expect(photo).toMatchObject({ status: 'rejected', url: null, main: false });
    expect(await ctx.app.mediaStore.get(originalKey)).toBeNull();
    expect(fs.existsSync(path.join(state.mediaDir, keys.filename))).toBe(false);
  });
});
