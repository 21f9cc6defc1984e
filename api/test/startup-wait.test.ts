import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_MEDIA_DIR } from './helper';
import { admin, describeOnPostgres, instancesOnFreshSchema, onPostgres } from './services/postgres';

// An instance that starts while another holds the seed lock (it seeds a large database, on a
// busy machine) must wait for it, saying so, and not die of Fastify's 10 s plugin timeout.
describeOnPostgres(onPostgres('an instance started while another seeds'), () => {
  const { schema } = instancesOnFreshSchema('test_start');

  it('waits for the seed lock past 10 s, logging every few seconds, then starts', async () => {
    const lines: { msg?: string; step?: string }[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim()) lines.push(JSON.parse(line) as { msg?: string });
        }
        done();
      },
    });
    await admin(async (holder) => {
      await holder.query(`select pg_advisory_lock(hashtext('dating-seed:' || $1::text))`, [schema]);
      const config = loadConfig(
        {
          NODE_ENV: 'test',
          DATABASE_URL: process.env.DATABASE_URL,
          SEED_ON_START: 'true',
          SEED_PROFILES: '3',
        },
        { databaseSchema: schema, mediaDir: TEST_MEDIA_DIR, logger: false, rateLimit: false },
      );
      let settled = false;
      const starting = buildApp(config, { logStream }).finally(() => (settled = true));
      starting.catch(() => undefined);
      const unlock = () =>
        holder.query(`select pg_advisory_unlock(hashtext('dating-seed:' || $1::text))`, [schema]);
      try {
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        expect(settled).toBe(false);
        expect(lines).toContainEqual(
          expect.objectContaining({ msg: expect.stringMatching(/^start: still seeding/) }),
        );
      } finally {
        await unlock();
        const app = await starting;
        await app.ready();
        try {
          const profiles = await app.db
            .selectFrom('profiles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          expect(Number(profiles.n)).toBe(4); // three members and the demo account
        } finally {
          await app.close();
        }
      }
    });
  }, 40_000);
});
