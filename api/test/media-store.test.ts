import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type ConfigError, loadConfig } from '../src/config';
import { createMediaStore } from '../src/modules/media/create-media-store';
import { LocalMediaStore } from '../src/modules/media/local-media-store';
import type { MediaStore } from '../src/modules/media/media-store';
import { S3MediaStore } from '../src/modules/media/s3-media-store';
import { startLocalS3, type LocalS3 } from './services/s3';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The one contract every store keeps; each implementation runs the same tests. */
function storeContract(
  name: string,
  setup: () => Promise<{ store: MediaStore; done(): Promise<void> }>,
) {
  describe(`${name} media store`, () => {
    let store: MediaStore;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ store, done } = await setup());
    });
    afterAll(() => done());

    it('puts a file and gets it back as a stream with its size and type', async () => {
      const data = Buffer.from('not really a jpeg, but bytes are bytes');
      await store.put('p/contract/a.jpg', data, 'image/jpeg');
      const got = await store.get('p/contract/a.jpg');
      expect(got).not.toBeNull();
      expect(got!.size).toBe(data.length);
      expect(got!.contentType).toBe('image/jpeg');
      expect(got!.etag).toBeTruthy();
      expect(await read(got!.body)).toEqual(data);
    });

    it('overwrites a key with the new content', async () => {
      await store.put('p/contract/b.png', Buffer.from('first'), 'image/png');
      await store.put('p/contract/b.png', Buffer.from('second'), 'image/png');
      expect((await read((await store.get('p/contract/b.png'))!.body)).toString()).toBe('second');
    });

    it('says whether a key exists, and deletes it; a missing key is null and deletes quietly', async () => {
      await store.put('private/contract/c.jpg', Buffer.from('c'), 'image/jpeg');
      expect(await store.exists('private/contract/c.jpg')).toBe(true);
      await store.delete('private/contract/c.jpg');
      expect(await store.exists('private/contract/c.jpg')).toBe(false);
      expect(await store.get('private/contract/c.jpg')).toBeNull();
      await expect(store.delete('private/contract/c.jpg')).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the store', async () => {
      for (const key of ['../x.jpg', '/etc/passwd', 'p/../../x.jpg', 'p\\x.jpg', '.hidden.jpg']) {
        await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
          'invalid media key',
        );
      }
    });
  });
}

storeContract('local', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'media-store-'));
  return {
    store: new LocalMediaStore(root),
    done: () => fs.rm(root, { recursive: true, force: true }),
  };
});

storeContract('S3 (s3rver)', async () => {
  const s3: LocalS3 = await startLocalS3();
  const store = new S3MediaStore(s3.settings);
  return {
    store,
    async done() {
      store.close();
      await s3.stop();
    },
  };
});

describe('MEDIA_STORE and S3_* settings', () => {
  it('default to the local store on MEDIA_DIR', async () => {
    const config = loadConfig({});
    expect(config.mediaStore).toBe('local');
    expect(config.s3).toBeUndefined();
    await expect(createMediaStore(config)).resolves.toBeInstanceOf(LocalMediaStore);
  });

  it('choose an S3 bucket', async () => {
    const config = loadConfig({
      MEDIA_STORE: 's3',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:8599',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:8599',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const store = await createMediaStore(config);
    expect(store).toBeInstanceOf(S3MediaStore);
    store.close?.();
  });

  it('report every bad value at once', () => {
    let problems: string[] = [];
    try {
      loadConfig({
        MEDIA_STORE: 's3',
        S3_ENDPOINT: 'ftp://store',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_ACCESS_KEY_ID: 'key',
      });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'S3_ENDPOINT must start with http: or https:, got "ftp://store"',
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
      'S3_BUCKET is required when MEDIA_STORE is s3',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(
      'MEDIA_STORE must be local or s3, got "ftp"',
    );
  });
});
