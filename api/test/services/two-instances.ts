// Two API instances for the tests of what crosses between them over Redis.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestApp, type TestContext } from '../helper';
import type { LiveClient } from './live-sockets';
import { REDIS_TEST_URL } from './redis';

export interface TwoInstances {
  a: TestContext;
  b: FastifyInstance;
  /** Sockets a test opened; closed after the block. */
  clients: LiveClient[];
}

/**
 * Two instances on one database (a file, or with DATABASE_URL the test's schema) and Redis,
 * made before the block's tests and closed after them. Call it inside a describe block.
 */
export function useTwoInstances(name: string): TwoInstances {
  const file = path.join(
    os.tmpdir(),
    `dating-${name}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.sqlite`,
  );
  const instances = { clients: [] as LiveClient[] } as TwoInstances;
  beforeAll(async () => {
    instances.a = await createTestApp({ databasePath: file, config: { redisUrl: REDIS_TEST_URL } });
    instances.b = await buildApp(instances.a.app.config);
    await instances.b.ready();
  });
  afterAll(async () => {
    instances.clients.splice(0).forEach((client) => client.close());
    await instances.b.close();
    await instances.a.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  });
  return instances;
}
