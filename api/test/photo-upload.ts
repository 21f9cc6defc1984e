import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, multipart, type TestContext } from './helper';

export { multipart };

/** A plain picture of the given size, to encode in any format. */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c04060' } });

/** POST /api/photos.php with one file, as the member of `cookie` (or a visitor). */
export function uploadPhoto(
  ctx: TestContext,
  cookie: string | undefined,
  data: Buffer,
  name = 'me.jpg',
  query = '',
) {
  const body = multipart(data, name, 'image/jpeg');
  return ctx.app.inject({
    method: 'POST',
    url: `/api/photos.php${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** GET /api/photos.php as the member of `cookie`. */
export async function listPhotos(ctx: TestContext, cookie: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/photos.php',
    headers: { cookie },
  });
  return response.json() as {
    photos: { id: string; status: string; url: string | null; main: boolean; locked: boolean }[];
    max: number;
  };
}

/**
 * A test app for the file (made before its tests, closed after them) with a media folder of
 * its own: profile ids repeat in every test database, and so would the upload folders
 * u/<profile id>/ in a shared one. `ctx` is there once the file's beforeAll has run.
 */
export function photoApp(config: Parameters<typeof createTestApp>[0] = {}) {
  const state = {} as { ctx: TestContext; mediaDir: string };
  beforeAll(async () => {
    state.mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-test-'));
    state.ctx = await createTestApp({
      profiles: 3,
      ...config,
      config: { ...config.config, mediaDir: state.mediaDir },
    });
  });
  afterAll(async () => {
    await state.ctx.close();
    fs.rmSync(state.mediaDir, { recursive: true, force: true });
  });
  return state;
}
