import type { Readable } from 'node:stream';

/** One stored file as the store hands it out: a stream and what a response needs. */
export interface StoredMedia {
  body: Readable;
  size: number;
  contentType: string;
  /** A validator for conditional requests (If-None-Match), when the store knows one. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where photo files live, by key (`p/12.jpg`, `private/u/40.jpg`). Keys are relative,
 * lower-case paths; a key under `private/` is never served by the public /media/ route.
 */
export interface MediaStore {
  /** Which implementation this is (local disk or an S3 bucket). */
  readonly kind: 'local' | 's3';
  /** Writes the whole file; a reader never sees a half-written one. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Writes a file from disk as a stream (an export zip can be larger than memory should hold). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections (the S3 client's sockets); the local store holds none. */
  close?(): void;
}

/** Keys are plain relative paths: no `..`, no leading slash, no backslash, no dot files. */
const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`invalid media key "${key}"`);
}

/** Files that not everyone may see (full-size locked photos, raw uploads). */
export const PRIVATE_PREFIX = 'private/';

export const isPrivateMediaKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  zip: 'application/zip',
};

/** The content type a key's extension stands for. */
export const contentTypeOfKey = (key: string): string =>
  TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
