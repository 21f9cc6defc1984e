import net from 'node:net';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestProviderSettings } from '../src/config';
import { type TestProvider } from '../src/modules/payments/test-provider/test-provider';
import { createTestApp, type TestContext } from './helper';

/** A port nobody listens on now. */
/** A port of 127.0.0.1 nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * An app listening on a real port that is also its PUBLIC_URL: the test provider's webhooks
 * reach it over HTTP as a provider's would, and its checkout page is fetched like a browser.
 */
export async function paymentsApp(
  settings: Partial<TestProviderSettings> = {},
): Promise<TestContext> {
  const port = await freePort();
  const ctx = await createTestApp({
    config: {
      publicUrl: `http://127.0.0.1:${port}`,
      paymentProvider: 'test',
      testProvider: { duplicateRate: 0, webhookDelayMs: 0, settleDelayMs: 1000, ...settings },
    },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return ctx;
}

export const testProvider = (app: FastifyInstance) => app.paymentProvider as TestProvider;

export const newKey = () => `key-${randomUUID()}`;

/**
 * Runs `work` while the test provider is down for the payments it is asked to create (the
 * offer was read before the outage; the checkout finds the provider gone).
 */
export async function whileProviderCannotCreate<T>(
  app: FastifyInstance,
  work: () => Promise<T>,
): Promise<T> {
  const provider = testProvider(app);
  const original = provider.createPayment.bind(provider);
  provider.createPayment = async (input) => {
    provider.outage = true;
    try {
      return await original(input);
    } finally {
      provider.outage = false;
    }
  };
  try {
    return await work();
  } finally {
    provider.createPayment = original;
  }
}

export const CONSENT = { consent_immediate: true, consent_withdrawal_terms: true } as const;

/** POST /api/payment.php with the consents given and a fresh key unless one is passed. */
export function createPayment(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/payment.php',
    headers: { cookie },
    payload: { idempotency_key: newKey(), ...CONSENT, ...body },
  });
}

/** A package of the offer the member sees (by position: 0, 1, 2). */
export async function packageOf(app: FastifyInstance, cookie: string, position = 0) {
  const offer = (
    await app.inject({ method: 'GET', url: '/api/credits.php', headers: { cookie } })
  ).json();
  return offer.packages[position] as { id: string; price_cents: number; credits: number };
}

/**
 * Chooses an outcome on the test provider's hosted page, as a member's browser does (a form
 * post), and returns where it sent the member back to.
 */
export async function choose(checkoutUrl: string, status: string): Promise<string> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`checkout answered ${response.status}`);
  return response.headers.get('location')!;
}

export async function countRows(
  app: FastifyInstance,
  table: 'payments' | 'credit_ledger' | 'discount_code_uses' | 'payment_mandates' | 'email_outbox',
  userId: number,
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function userRow(app: FastifyInstance, userId: number) {
  return app.db
    .selectFrom('users')
    .select(['credits', 'paid_user'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Moves a member's signup back so that neither the time bonus nor the welcome code runs. */
export async function signedUpLongAgo(app: FastifyInstance, userId: number, now: Date) {
  await app.db
    .updateTable('users')
    .set({ signup_date: new Date(now.getTime() - 30 * 86_400_000).toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * A payment of the member's past, written as the payments core writes one (for rules that
 * look back at what a member paid, such as the 30-day direct-debit amount).
 */
export async function insertPaymentHistory(
  app: FastifyInstance,
  row: {
    user_id: number;
    method: string;
    credits: number;
    amount_cents: number;
    status: 'completed' | 'failed';
    created_at: string;
  },
): Promise<number> {
  const inserted = await app.db
    .insertInto('payments')
    .values({
      provider: 'test',
      currency: 'EUR',
      discount_percentage: 0,
      refunded_cents: 0,
      sequence: 'oneoff',
      language: 'nl',
      updated_at: row.created_at,
      completed_at: row.status === 'completed' ? row.created_at : null,
      ...row,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** How long a payment may take to leave pending, in real time. */
const SETTLE_DEADLINE_MS = 15_000;

/** The jobs not done yet, for a failure to say what the payment waited for. */
async function openJobs(ctx: TestContext) {
  return ctx.app.db
    .selectFrom('jobs')
    .select(['name', 'status', 'attempts', 'run_at', 'last_error'])
    .where('status', 'not in', ['done', 'queued'])
    .orderBy('run_at')
    .execute();
}

/**
 * Runs the jobs (the provider's webhooks over HTTP, settling, mails) until the member's
 * payment leaves pending, and returns GET /api/payment.php's answer then. A step that failed
 * (a webhook a busy server answered too late) is tried again later by the jobs' clock, which
 * is the test's, the longer the more often it failed, and the provider is asked again on a
 * schedule of its own: while the payment stays pending and none is due, the clock goes on to
 * the next payment job, as time would pass for a real server.
 * Fails after SETTLE_DEADLINE_MS of real time, naming the jobs still open.
 */
export async function settledPayment(ctx: TestContext, cookie: string, id: string) {
  const deadline = Date.now() + SETTLE_DEADLINE_MS;
  for (let round = 1; ; round += 1) {
    await ctx.app.jobs.drain();
    const answer = (
      await ctx.app.inject({ method: 'GET', url: `/api/payment.php?id=${id}`, headers: { cookie } })
    ).json();
    if (answer.payment.status !== 'pending') return answer;
    const open = await openJobs(ctx);
    if (Date.now() > deadline) {
      throw new Error(
        `payment ${id} stayed pending for ${SETTLE_DEADLINE_MS} ms (${round} rounds); ` +
          `jobs still open: ${JSON.stringify(open)}`,
      );
    }
    const next = open.find((job) => job.status === 'pending' && job.name.startsWith('payment.'));
    const wait = next ? Date.parse(next.run_at) - ctx.clock.now.getTime() : 0;
    if (wait > 0) ctx.clock.advance(wait);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
