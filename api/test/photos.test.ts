import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { processUploadedImage } from '../src/modules/photos/process-uploaded-image';
import { PhotosRepository } from '../src/modules/photos/photos.repository';
import { activeMember, type TestContext } from './helper';
import { multipart, photoApp, picture, uploadPhoto } from './photo-upload';

/** An uploaded photo once its sizes exist. */
interface ProcessedPhoto {
  id: string;
  status: string;
  url: string;
  thumb_url: string;
  locked: boolean;
  main: boolean;
}

describe('/api/photos.php: upload, list and delete of the member’s own photos', () => {
  const state = photoApp({ profiles: 5 });
  let ctx: TestContext;
  let mediaDir: string;
  beforeAll(() => {
    ({ ctx, mediaDir } = state);
  });

  const upload = (cookie: string | undefined, data: Buffer, name = 'me.jpg', query = '') =>
    uploadPhoto(ctx, cookie, data, name, query);
  /** Uploads, lets the `image.process` job run, and answers with the photo as listed then. */
  const uploadProcessed = async (
    cookie: string,
    data: Buffer,
    name = 'me.jpg',
    query = '',
  ): Promise<{ statusCode: number; json: () => { photo: ProcessedPhoto } }> => {
    const response = await upload(cookie, data, name, query);
    await ctx.app.jobs.drain();
    if (response.statusCode !== 201) return response;
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/photos.php',
      headers: { cookie },
    });
    const photo = listed
      .json()
      .photos.find((p: { id: string }) => p.id === response.json().photo.id);
    return { statusCode: 201, json: () => ({ photo }) };
  };
  const media = (url: string) => ctx.app.inject({ method: 'GET', url });
  const imagesOf = (profileId: string) =>
    ctx.app.db
      .selectFrom('images')
      .selectAll()
      .where('profile_id', '=', Number(profileId))
      .execute();
  const uploadedFiles = (profileId: string) => {
    const files: string[] = [];
    for (const dir of [`u/${profileId}`, `private/u/${profileId}`, 'private/originals/u']) {
      const full = path.join(mediaDir, dir);
      if (dir.endsWith('/u')) {
        const own = path.join(full, profileId);
        if (fs.existsSync(own))
          files.push(...fs.readdirSync(own).map((f) => `${dir}/${profileId}/${f}`));
      } else if (fs.existsSync(full)) files.push(...fs.readdirSync(full).map((f) => `${dir}/${f}`));
    }
    return files.sort();
  };

  it('refuses a visitor', async () => {
    const response = await upload(undefined, await picture(50, 50).jpeg().toBuffer());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('authentication_required');
  });

  it('answers the upload as processing; a job makes the sizes, then the photo is active', async () => {
    const member = await activeMember(ctx.app);
    const response = await upload(member.cookie, await picture(300, 200).jpeg().toBuffer());
    expect(response.statusCode).toBe(201);
    expect(response.json().photo).toMatchObject({ status: 'processing', url: null });
    const [job] = await ctx.app.db
      .selectFrom('jobs')
      .select(['name', 'payload'])
      .where('name', '=', 'image.process')
      .orderBy('id', 'desc')
      .execute();
    expect(JSON.parse(job!.payload)).toEqual({ imageId: Number(response.json().photo.id) });
    await ctx.app.jobs.drain();
    const [row] = await imagesOf(member.profileId);
    expect(row!.status).toBe('active');
  });

  it('takes a JPEG: full size at most 1600 px, a thumbnail and a match picture, the first becomes the main photo', async () => {
    const member = await activeMember(ctx.app);
    const response = await uploadProcessed(
      member.cookie,
      await picture(2400, 1800).jpeg().toBuffer(),
    );
    expect(response.statusCode).toBe(201);
    const { photo } = response.json();
    expect(photo).toMatchObject({ status: 'active', locked: false, main: true });
    expect(photo.url).toMatch(new RegExp(`^/media/u/${member.profileId}/[a-z0-9]+\\.jpg$`));

    const full = await media(photo.url);
    expect(full.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1200,
    });
    const thumb = await sharp((await media(photo.thumb_url)).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 200]);
    const [row] = await imagesOf(member.profileId);
    expect(row!.status).toBe('active');
    const match = await sharp((await media(`/media/${row!.match_filename}`)).rawPayload).metadata();
    expect([match.width, match.height]).toEqual([400, 400]);
    // The raw upload is gone once the sizes exist.
    expect(uploadedFiles(member.profileId).filter((f) => f.includes('originals'))).toEqual([]);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    expect(me.json().user.profile.main_image.url).toBe(photo.url);
  });

  it('takes a PNG with transparency and stores a JPEG', async () => {
    const member = await activeMember(ctx.app);
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await uploadProcessed(member.cookie, png, 'me.png');
    expect(response.statusCode).toBe(201);
    const stored = await media(response.json().photo.url);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    // Transparent became white, not black.
    const { dominant } = await sharp(stored.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it('takes WebP and AVIF, whatever the file is called', async () => {
    const member = await activeMember(ctx.app);
    for (const data of [
      await picture(120, 90).webp().toBuffer(),
      await picture(120, 90).avif().toBuffer(),
    ]) {
      const response = await uploadProcessed(member.cookie, data, 'photo.gif');
      expect(response.statusCode).toBe(201);
      const stored = await media(response.json().photo.url);
      expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 120,
      });
    }
  });

  it('refuses a text file named .jpg, and stores nothing', async () => {
    const member = await activeMember(ctx.app);
    const response = await upload(member.cookie, Buffer.from('hello, I am not a photo'), 'cat.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_image');
    expect(await imagesOf(member.profileId)).toEqual([]);
    expect(uploadedFiles(member.profileId)).toEqual([]);
  });

  it('refuses a JPEG whose pixels do not decode (cut off), and keeps nothing of it', async () => {
    const member = await activeMember(ctx.app);
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const response = await upload(member.cookie, jpeg.subarray(0, jpeg.length >> 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_image');
    expect(await imagesOf(member.profileId)).toEqual([]);
    expect(uploadedFiles(member.profileId)).toEqual([]);
  });

  it('refuses a GIF and a request without the photo field', async () => {
    const member = await activeMember(ctx.app);
    const gif = await picture(20, 20).gif().toBuffer();
    expect((await upload(member.cookie, gif, 'a.jpg')).json().code).toBe('invalid_image');
    const body = multipart(await picture(20, 20).jpeg().toBuffer(), 'a.jpg', 'image/jpeg', 'file');
    const wrongField = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: body.payload,
      headers: { ...body.headers, cookie: member.cookie },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toEqual([{ field: 'photo', messageKey: 'field_required' }]);
  });

  it('refuses a file over 10 MB with 413 image_too_large', async () => {
    const member = await activeMember(ctx.app);
    const big = Buffer.concat([
      await picture(10, 10).jpeg().toBuffer(),
      Buffer.alloc(11 * 1024 * 1024),
    ]);
    const response = await upload(member.cookie, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'image_too_large', params: { max_mb: 10 } });
    expect(await imagesOf(member.profileId)).toEqual([]);
  });

  it('turns the photo upright and strips EXIF and GPS', async () => {
    const member = await activeMember(ctx.app);
    const withGps = await picture(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 22/1 1/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 53/1 1/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif!.toString('latin1')).toContain('TestCam');
    const response = await uploadProcessed(member.cookie, withGps);
    expect(response.statusCode).toBe(201);
    const [row] = await imagesOf(member.profileId);
    for (const key of [row!.filename, row!.thumb_filename, row!.match_filename]) {
      const stored = fs.readFileSync(path.join(mediaDir, key));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored.toString('latin1')).not.toMatch(/TestCam|Leaky|GPS/);
    }
    // Orientation 6 is a quarter turn: the 300x200 upload stands upright as 200x300.
    const full = await sharp(path.join(mediaDir, row!.filename)).metadata();
    expect([full.width, full.height]).toEqual([200, 300]);
  });

  it('keeps a free member to 3 photos, storing nothing for the fourth; premium may have 25', async () => {
    const member = await activeMember(ctx.app);
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    for (let i = 0; i < 3; i++) expect((await upload(member.cookie, jpeg)).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const before = uploadedFiles(member.profileId);
    expect(before).toHaveLength(9);
    const refused = await upload(member.cookie, jpeg);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'photo_limit_reached', params: { max: 3 } });
    expect(await imagesOf(member.profileId)).toHaveLength(3);
    expect(uploadedFiles(member.profileId)).toEqual(before);

    await ctx.app.db
      .updateTable('users')
      .set({ paid_user: 1 })
      .where('id', '=', member.userId)
      .execute();
    expect((await upload(member.cookie, jpeg)).statusCode).toBe(201);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/photos.php',
      headers: { cookie: member.cookie },
    });
    expect(list.json().max).toBe(25);
    expect(list.json().photos).toHaveLength(4);
  });

  it('lists and deletes own photos; the main photo passes on; another member’s is a 404', async () => {
    const member = await activeMember(ctx.app);
    const other = await activeMember(ctx.app);
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    const first = (await uploadProcessed(member.cookie, jpeg)).json().photo;
    const second = (await uploadProcessed(member.cookie, jpeg)).json().photo;
    const list = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/photos.php',
          headers: { cookie: member.cookie },
        })
      ).json();
    expect((await list()).photos.map((p: { id: string; main: boolean }) => [p.id, p.main])).toEqual(
      [
        [first.id, true],
        [second.id, false],
      ],
    );
    const remove = (id: string, cookie: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/photos.php?id=${id}`, headers: { cookie } });
    expect((await remove(first.id, other.cookie)).statusCode).toBe(404);
    expect((await remove(first.id, member.cookie)).json()).toEqual({ ok: true });
    expect((await media(first.url)).statusCode).toBe(404);
    expect((await list()).photos).toEqual([expect.objectContaining({ id: second.id, main: true })]);
  });

  it('keeps a locked photo’s full size private: the owner gets a signed link, a visitor the thumbnail', async () => {
    const member = await activeMember(ctx.app);
    const response = await uploadProcessed(
      member.cookie,
      await picture(800, 600).jpeg().toBuffer(),
      'x.jpg',
      '?locked=true',
    );
    expect(response.statusCode).toBe(201);
    const { photo } = response.json();
    expect(photo).toMatchObject({ locked: true, main: false });
    expect(photo.url).toMatch(/^\/media\/private\/u\/\d+\/[a-z0-9]+\.jpg\?expires=\d+&sig=/);
    expect((await media(photo.url)).statusCode).toBe(200);
    expect((await media(photo.url.split('?')[0]!)).statusCode).toBe(404);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/profile.php?id=${member.profileId}`,
    });
    const [image] = seen.json().profile.images;
    expect(image).toMatchObject({ locked: true, url: photo.thumb_url });
  });

  it('processes an image once: running the handler again changes nothing', async () => {
    const member = await activeMember(ctx.app);
    const response = await uploadProcessed(member.cookie, await picture(100, 80).jpeg().toBuffer());
    const id = Number(response.json().photo.id);
    const before = uploadedFiles(member.profileId).map(
      (f) => fs.statSync(path.join(mediaDir, f)).mtimeMs,
    );
    const deps = {
      photos: new PhotosRepository(ctx.app.db),
      store: ctx.app.mediaStore,
      unitOfWork: ctx.app.unitOfWork,
    };
    expect(await processUploadedImage({ imageId: id }, deps)).toBe('active');
    expect(await processUploadedImage({ imageId: 999_999 }, deps)).toBe('missing');
    const after = uploadedFiles(member.profileId).map(
      (f) => fs.statSync(path.join(mediaDir, f)).mtimeMs,
    );
    expect(after).toEqual(before);
    expect((await imagesOf(member.profileId))[0]!.status).toBe('active');
  });
});
