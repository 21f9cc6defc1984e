import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Archiver, ArchiverOptions } from 'archiver';
import type { MediaStore } from '../media/media-store';
import type { Section } from './export-section';

// archiver 7 exports one factory function (CommonJS); its installed types describe the
// classes of version 8. The factory is the module itself, or its default under ESM interop.
type ArchiverFactory = (format: 'zip', options?: ArchiverOptions) => Archiver;

/**
 * archiver and its streams (some 280 files) are loaded when the first export is written,
 * not with the app: few members ask for one, and every start would pay for them.
 */
async function archiverFactory(): Promise<ArchiverFactory> {
  const archiverModule = (await import('archiver')) as unknown as { default?: ArchiverFactory };
  return archiverModule.default ?? (archiverModule as unknown as ArchiverFactory);
}

const isPaged = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * data.json as a stream of text: each section is read when its turn comes, and a paged
 * list is written item by item, so a large account's messages are never in memory at once.
 */
export async function* dataJson(
  header: Record<string, unknown>,
  sections: [string, Section][],
): AsyncGenerator<string> {
  yield `{\n${Object.entries(header)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
    .join('')}`;
  for (const [index, [name, read]] of sections.entries()) {
    yield `  ${JSON.stringify(name)}: `;
    const value = read();
    if (isPaged(value)) {
      let first = true;
      yield '[';
      for await (const item of value) {
        yield `${first ? '\n' : ',\n'}    ${JSON.stringify(item)}`;
        first = false;
      }
      yield first ? ']' : '\n  ]';
    } else {
      yield JSON.stringify((await value) ?? null);
    }
    yield index < sections.length - 1 ? ',\n' : '\n';
  }
  yield '}\n';
}

/** A photo file of the export: its name in the zip and its media-store key. */
export interface ExportPhotoFile {
  name: string;
  key: string;
}

/**
 * Writes the export zip to `target` (a temporary file): data.json, streamed as it is read,
 * and the member's photo files from the media store. Returns the zip's size in bytes.
 */
export async function writeExportZip(
  target: string,
  json: AsyncIterable<string>,
  photos: ExportPhotoFile[],
  store: MediaStore,
): Promise<number> {
  const createArchive = await archiverFactory();
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const written = pipeline(archive, createWriteStream(target));
  archive.append(Readable.from(json), { name: 'data.json' });
  for (const photo of photos) {
    const file = await store.get(photo.key);
    if (file) archive.append(file.body, { name: photo.name });
  }
  await Promise.all([archive.finalize(), written]);
  return (await stat(target)).size;
}
