import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { JobStatus } from '../src/db/database.types';
import { InProcessWorker } from '../src/modules/jobs/in-process-worker';
import { JobsRepository, insertJob } from '../src/modules/jobs/jobs.repository';
import { REDIS_TEST_URL, describeWithRedis, withRedis } from './services/redis';
import { startSmtpServer } from './services/smtp';
import { createTestApp, login, mailedToken, resetLink, signup, type TestContext } from './helper';

const OPS_TOKEN = 'ops-token-for-the-tests-0123456789abcdef';
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const jobRows = (ctx: TestContext) =>
  ctx.app.db.selectFrom('jobs').selectAll().orderBy('id').execute();

describe('jobs: mail through SMTP from the outbox', () => {
  let smtp: Smtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ config: { smtpUrl: smtp.url, opsToken: OPS_TOKEN } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.refuse(false);
    smtp.received.length = 0;
  });

  it('sends the activation mail of a signup once, from a job written with the account', async () => {
    const member = await signup(ctx.app);
    const job = (await jobRows(ctx)).at(-1)!;
    expect(job).toMatchObject({ name: 'mail.deliver' });
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[member.email]]);
    expect(smtp.received[0]!.raw).toContain('/api/activate.php?token=');
    const [outbox] = await ctx.app.mailer.list(member.email);
    expect(outbox!.sent_at).not.toBeNull();
  });

  it('tries again later, each time waiting twice as long, while the mail server refuses', async () => {
    smtp.refuse(true);
    const member = await signup(ctx.app);
    await ctx.app.jobs.drain();
    let job = (await jobRows(ctx)).at(-1)!;
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.last_error).toContain('mailbox busy');
    expect(Date.parse(job.run_at) - ctx.clock.now.getTime()).toBe(10_000);
    // Not yet due: nothing happens.
    await ctx.app.jobs.drain();
    expect((await jobRows(ctx)).at(-1)!.attempts).toBe(1);
    ctx.clock.advance(10_000);
    await ctx.app.jobs.drain();
    job = (await jobRows(ctx)).at(-1)!;
    expect(Date.parse(job.run_at) - ctx.clock.now.getTime()).toBe(20_000);
    smtp.refuse(false);
    ctx.clock.advance(20_000);
    await ctx.app.jobs.drain();
    expect((await jobRows(ctx)).at(-1)).toMatchObject({ status: 'done', attempts: 3 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[member.email]]);
  });

  it('keeps a job that used up its tries visible to operators, who can try it again', async () => {
    smtp.refuse(true);
    const member = await signup(ctx.app);
    for (let attempt = 0; attempt < 8; attempt++) {
      await ctx.app.jobs.drain();
      ctx.clock.advance(3_600_000);
    }
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/jobs.php', headers: ops });
    const failed = listed.json().failed as { id: string; name: string; attempts: number }[];
    expect(failed[0]).toMatchObject({ name: 'mail.deliver', attempts: 8 });
    expect(listed.json().counts.failed).toBeGreaterThanOrEqual(1);
    expect(smtp.received).toEqual([]);

    smtp.refuse(false);
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs.php?id=${failed[0]!.id}`,
      headers: ops,
    });
    expect(retry.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[member.email]]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs.php?id=${failed[0]!.id}`,
      headers: ops,
    });
    expect(again.statusCode).toBe(404);
  });

  it('runs a job once when two workers share the outbox', async () => {
    // Due an hour from now: the app's own worker leaves them to the two below.
    const later = () => new Date(ctx.clock.now.getTime() + 3_600_000);
    for (let i = 0; i < 10; i++) {
      await insertJob(ctx.app.db, 'mail.deliver', { outboxId: 1000 + i }, ctx.clock.now, {
        runAt: new Date(ctx.clock.now.getTime() + 1_800_000),
      });
    }
    const repo = new JobsRepository(ctx.app.db);
    const runs: number[] = [];
    const handlers = {
      'mail.deliver': async ({ outboxId }: { outboxId: number }) => {
        runs.push(outboxId);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      'live.publish': async () => undefined,
      'image.process': async () => undefined,
      'chat-image.process': async () => undefined,
      'chat-image.purge': async () => undefined,
      'retention.sweep': async () => undefined,
      'live.control': async () => undefined,
      'data-export.prepare': async () => undefined,
      'data-export.expire': async () => undefined,
      'payment.reconcile': async () => undefined,
      'payment.test-webhook': async () => undefined,
      'payment.test-settle': async () => undefined,
      'sms.deliver': async () => undefined,
      'payment.refund': async () => undefined,
      'payment.revoke-mandate': async () => undefined,
      'push.notify': async () => undefined,
      'push.deliver': async () => undefined,
      'mail.test-event': async () => undefined,
      'notify.event': async () => undefined,
      'moderation.tell': async () => undefined,
      'moderation.tell-appeal': async () => undefined,
      'payment.staff-refund': async () => undefined,
      'operator.refund-unanswered': async () => undefined,
    };
    const workers = [1, 2].map(
      () => new InProcessWorker(repo, handlers, later, ctx.app.log, 60_000),
    );
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(runs.sort()).toEqual(Array.from({ length: 10 }, (_, i) => 1000 + i));
  });

  it('forgets finished jobs after a week, and keeps what is open or failed', async () => {
    await ctx.app.db.deleteFrom('jobs').execute();
    const day = 24 * 3_600_000;
    const ago = (ms: number) => new Date(ctx.clock.now.getTime() - ms).toISOString();
    const row = (
      payload: string,
      status: JobStatus,
      ranAgo: number,
      finishedAgo: number | null,
    ) => ({
      name: 'mail.deliver',
      payload,
      status,
      attempts: 1,
      max_attempts: 8,
      run_at: ago(ranAgo),
      created_at: ago(ranAgo),
      finished_at: finishedAgo === null ? null : ago(finishedAgo),
    });
    await ctx.app.db
      .insertInto('jobs')
      .values([
        row('done 8 days ago', 'done', 8 * day, 8 * day),
        row('relayed 9 days ago', 'queued', 9 * day, 9 * day),
        // Due long ago, but finished within the week (retried for days).
        row('done 6 days ago', 'done', 10 * day, 6 * day),
        row('done an hour ago', 'done', 3_600_000, 3_600_000),
        row('failed 30 days ago', 'failed', 30 * day, 30 * day),
        row('pending for 8 days', 'pending', 8 * day, null),
      ])
      .execute();
    expect(await ctx.app.jobs.prune()).toBe(2);
    const left = (await jobRows(ctx)).map((job) => job.payload);
    expect(left).toEqual([
      'done 6 days ago',
      'done an hour ago',
      'failed 30 days ago',
      'pending for 8 days',
    ]);
    expect(await ctx.app.jobs.prune()).toBe(0);
  });
});

describeWithRedis(withRedis('jobs on BullMQ (JOBS_ENGINE=bullmq)'), () => {
  let smtp: Smtp;
  let ctx: TestContext;
  const prefix = `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      config: {
        smtpUrl: smtp.url,
        opsToken: OPS_TOKEN,
        jobsEngine: 'bullmq',
        redisUrl: REDIS_TEST_URL,
        redisPrefix: prefix,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    // The queue's keys go with the test.
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('relays the outbox to BullMQ, which sends the mail once', async () => {
    const member = await signup(ctx.app);
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/jobs.php', headers: ops });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[member.email]]);
    expect(listed.json()).toMatchObject({ engine: 'bullmq', failed: [] });
    expect(listed.json().counts.queued).toBeGreaterThanOrEqual(1);
  });

  it('keeps a job that used up its tries in BullMQ’s failed set, for operators', async () => {
    smtp.refuse(true);
    // One try only, so the test does not wait for BullMQ's backoff.
    await ctx.app.unitOfWork.run(async (tx) => {
      const mail = await tx.db
        .insertInto('email_outbox')
        .values({
          user_id: null,
          kind: 'test',
          to_address: 'refused@example.nl',
          subject: 'Refused',
          text_body: 'Refused',
          html_body: '<p>Refused</p>',
          created_at: ctx.clock.now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.enqueue('mail.deliver', { outboxId: mail.id }, { maxAttempts: 1 });
    });
    await ctx.app.jobs.drain();
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/jobs.php', headers: ops });
    expect(listed.json().failed[0]).toMatchObject({ name: 'mail.deliver', attempts: 1 });
    expect(listed.json().failed[0].last_error).toContain('mailbox busy');
    // Prometheus sees the same failure, from BullMQ (the outbox row says only "queued").
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^jobs_failed 1$/m);
    expect(metrics.body).toMatch(/^jobs_bullmq_depth\{state="waiting"\} 0$/m);
    expect(metrics.body).toMatch(/^jobs_bullmq_depth\{state="delayed"\} 0$/m);
  });

  it('is ready only while the queue reaches Redis', async () => {
    const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect((await ready()).json().checks.jobs).toBe('ok');
  });
});

describe('units of work: all or nothing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** Makes a table unreachable for the duration of `work`, so the write that needs it fails. */
  async function without<T>(table: string, work: () => Promise<T>): Promise<T> {
    await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(
      ctx.app.db,
    );
    try {
      return await work();
    } finally {
      await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(
        ctx.app.db,
      );
    }
  }
  const count = async (table: 'users' | 'jobs' | 'email_outbox' | 'sessions') =>
    Number(
      (
        await ctx.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('leaves no account behind when its activation mail cannot be written', async () => {
    const halfway = {
      email: 'halfway@example.nl',
      name: 'Halfway',
      password: 'secret-password',
      date_of_birth: '1990-01-01',
    };
    const before = await Promise.all([count('users'), count('jobs')]);
    const answer = await without('email_outbox', () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        payload: halfway,
      }),
    );
    expect(answer.statusCode).toBe(500);
    expect(await Promise.all([count('users'), count('jobs')])).toEqual(before);
    // The address is still free.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: halfway,
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps the old password and the link when a reset cannot write its notice', async () => {
    const member = await signup(ctx.app);
    const reset = await resetLink(ctx.app, member.email);
    const failed = await without('jobs', () => reset('brand-new-secret-1'));
    expect(failed.statusCode).toBe(500);
    // The old password still logs in, the other session lives, and the link still works.
    expect(await login(ctx.app, member.email, 'secret-password')).toMatch(/^sid=/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    expect(me.statusCode).toBe(200);
    expect((await reset('brand-new-secret-1')).statusCode).toBe(200);
  });

  it('keeps the account when its deletion cannot write the reactivation mail', async () => {
    const member = await signup(ctx.app);
    const remove = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account-delete.php',
        payload: { password: 'secret-password', reasons: [] },
        headers: { cookie: member.cookie },
      });
    expect((await without('email_outbox', remove)).statusCode).toBe(500);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    expect(me.json().user.status).toBe('not_confirmed');
  });

  it('counts a like once, with one live event, however often it is sent at once', async () => {
    const [a, b] = [await signup(ctx.app), await signup(ctx.app)];
    const activate = async (email: string) => {
      const token = await mailedToken(ctx.app, email);
      await ctx.app.inject({ method: 'GET', url: `/api/activate.php?token=${token}` });
    };
    await activate(a.email);
    await activate(b.email);
    const { last } = await ctx.app.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/like.php',
          payload: { profile_id: b.user.profile.id },
          headers: { cookie: a.cookie },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const likes = await ctx.app.db
      .selectFrom('likes')
      .select('id')
      .where('to_profile_id', '=', Number(b.user.profile.id))
      .execute();
    expect(likes).toHaveLength(1);
    // Its live event and its notification, once each (the notification's own jobs, a push
    // and a mail, follow from that one).
    const written = await ctx.app.db
      .selectFrom('jobs')
      .select('name')
      .where('id', '>', Number(last))
      .where('name', 'in', ['live.publish', 'notify.event'])
      .orderBy('name')
      .execute();
    expect(written.map((job) => job.name)).toEqual(['live.publish', 'notify.event']);
  });
});
