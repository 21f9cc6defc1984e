import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidMediaKey,
  contentTypeOfKey,
  type MediaStore,
  type StoredMedia,
} from './media-store';

/** Files under a folder (MEDIA_DIR), one file per key. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** The file of a key; the key pattern keeps it inside the root. */
  pathOf(key: string): string {
    assertValidMediaKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.writeThenRename(key, (temp) => fs.writeFile(temp, body));
  }

  async putFile(key: string, filePath: string): Promise<void> {
    await this.writeThenRename(key, (temp) => fs.copyFile(filePath, temp));
  }

  // Write then rename: parallel writers (test workers, two seeds) never expose half a file.
  private async writeThenRename(key: string, write: (temp: string) => Promise<void>) {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await write(temp);
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<StoredMedia | null> {
    const file = this.pathOf(key);
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    return {
      body: createReadStream(file),
      size: stat.size,
      contentType: contentTypeOfKey(key),
      etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
