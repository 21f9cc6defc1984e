// An S3 stand-in for tests: s3rver on a free port of 8500-8599 with its files in a temp
// folder, started and stopped by the test file itself (no Docker, no network).
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config';

export interface LocalS3 {
  settings: S3Settings;
  stop(): Promise<void>;
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A free port of the range; test files run in parallel, so the search starts anywhere. */
async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 8500 + ((start + i) % 100);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port in 8500-8599 for s3rver');
}

export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
