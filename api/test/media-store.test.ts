import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
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
