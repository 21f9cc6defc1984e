// Writes .gz and .br beside each text asset so the server sends compressed bytes
// without compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|json|html|css|svg)$/;

export async function precompress(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath ?? entry.path, entry.name);
        const data = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }),
  );
}
