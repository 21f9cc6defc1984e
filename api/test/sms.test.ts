import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { normalizeMobile, phoneHint } from '../src/modules/sms/phone';
import { createTestApp, type TestContext } from './helper';

/** A stand-in of MessageBird's REST API: records requests, answers with the next status queued. */
function messageBirdStandIn() {
  const requests: { url: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      const status = statuses.shift() ?? 201;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 201
            ? { id: 'e8077d803532c0b5937c639b60216938', recipients: { totalCount: 1 } }
            : { errors: [{ code: status, description: 'stand-in failure' }] },
        ),
      );
    });
  });
  return {
    requests,
    statuses,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMS through the outbox', () => {
  describe('without a gateway (development)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ profiles: 0 });
    });
    afterAll(() => ctx.close());

    it('keeps the SMS in the dev mailbox, readable by its number', async () => {
      await ctx.app.unitOfWork.run((unit) =>
        ctx.app.sms.send(unit, { userId: null, to: '+31612345678', text: 'Je code is 123456.' }),
      );
      await ctx.app.jobs.drain();
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/outbox.php?to=${encodeURIComponent('sms:+31612345678')}`,
      });
      expect(response.json().mails).toEqual([
        expect.objectContaining({
          kind: 'sms',
          to: 'sms:+31612345678',
          subject: 'SMS',
          text: 'Je code is 123456.',
        }),
      ]);
    });

    it('is sent only if its unit of work commits', async () => {
      await expect(
        ctx.app.unitOfWork.run(async (unit) => {
          await ctx.app.sms.send(unit, { userId: null, to: '+31687654321', text: 'weg' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const rows = await ctx.app.db
        .selectFrom('email_outbox')
        .select('id')
        .where('to_address', '=', 'sms:+31687654321')
        .execute();
      expect(rows).toEqual([]);
    });

    it('refuses a number that is not E.164', async () => {
      await expect(
        ctx.app.unitOfWork.run((unit) =>
          ctx.app.sms.send(unit, { userId: null, to: '0612345678', text: 'x' }),
        ),
      ).rejects.toThrow(/E\.164/);
    });
  });

  describe('through MessageBird', () => {
    const standIn = messageBirdStandIn();
    let ctx: TestContext;
    beforeAll(async () => {
      const apiUrl = await standIn.start();
      ctx = await createTestApp({
        profiles: 0,
        config: {
          sms: { provider: 'messagebird', apiKey: 'live_mb_key', originator: 'Dating', apiUrl },
        },
      });
    });
    afterAll(async () => {
      await ctx.close();
      await standIn.stop();
    });
    beforeEach(() => {
      standIn.requests.length = 0;
      standIn.statuses.length = 0;
    });

    const send = (to: string, text: string) =>
      ctx.app.unitOfWork.run((unit) => ctx.app.sms.send(unit, { userId: null, to, text }));
    const outbox = (to: string) =>
      ctx.app.db
        .selectFrom('email_outbox')
        .select(['id', 'sent_at', 'error'])
        .where('to_address', '=', `sms:${to}`)
        .executeTakeFirstOrThrow();

    it('posts the message with the access key and marks it sent', async () => {
      await send('+31611111111', 'Je code is 000111.');
      await ctx.app.jobs.drain();
      const row = await outbox('+31611111111');
      expect(standIn.requests).toEqual([
        {
          url: '/messages',
          headers: expect.objectContaining({
            authorization: 'AccessKey live_mb_key',
            'content-type': 'application/json',
          }),
          body: {
            originator: 'Dating',
            recipients: ['31611111111'],
            body: 'Je code is 000111.',
            reference: `outbox-${row.id}`,
          },
        },
      ]);
      expect(row).toMatchObject({ sent_at: ctx.clock.now.toISOString(), error: null });
    });

    it('retries through the job system when MessageBird fails', async () => {
      standIn.statuses.push(503);
      await send('+31622222222', 'Je code is 000222.');
      await ctx.app.jobs.drain();
      expect(standIn.requests).toHaveLength(1);
      expect(await outbox('+31622222222')).toMatchObject({
        sent_at: null,
        error: expect.stringContaining('503'),
      });
      // The retry is due after the backoff.
      ctx.clock.advance(15_000);
      await ctx.app.jobs.drain();
      expect(standIn.requests).toHaveLength(2);
      expect(await outbox('+31622222222')).toMatchObject({
        sent_at: expect.any(String),
        error: null,
      });
    });

    it('does not retry a refusal (a wrong number), and keeps why', async () => {
      standIn.statuses.push(422);
      await send('+31633333333', 'Je code is 000333.');
      await ctx.app.jobs.drain();
      ctx.clock.advance(60_000);
      await ctx.app.jobs.drain();
      expect(standIn.requests).toHaveLength(1);
      expect(await outbox('+31633333333')).toMatchObject({
        sent_at: null,
        error: expect.stringContaining('422'),
      });
    });
  });

  it('is configured by SMS_PROVIDER, SMS_API_KEY and SMS_ORIGINATOR', () => {
    const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).sms;
    expect(load({})).toEqual({
      provider: 'outbox',
      apiKey: undefined,
      originator: 'Dating',
      apiUrl: undefined,
    });
    expect(load({ SMS_PROVIDER: 'messagebird', SMS_API_KEY: 'k' })).toMatchObject({
      provider: 'messagebird',
      apiKey: 'k',
    });
    expect(() => load({ SMS_PROVIDER: 'messagebird' })).toThrow(/SMS_API_KEY/);
    expect(() => load({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => load({ SMS_ORIGINATOR: 'A very long sender name' })).toThrow(/SMS_ORIGINATOR/);
  });
});

describe('mobile numbers', () => {
  it.each([
    ['06 12345678', 'NL', '+31612345678'],
    ['06-1234 5678', 'NL', '+31612345678'],
    ['+31 6 12345678', 'DE', '+31612345678'],
    ['+31 (0)6 12345678', 'NL', '+31612345678'],
    ['0031612345678', 'BE', '+31612345678'],
    ['0470 12 34 56', 'BE', '+32470123456'],
    ['+32 470 12 34 56', 'NL', '+32470123456'],
    ['0151 23456789', 'DE', '+4915123456789'],
    ['+49 170 1234567', 'NL', '+491701234567'],
  ])('reads %s (member in %s) as %s', (input, country, expected) => {
    expect(normalizeMobile(input, country)).toBe(expected);
  });

  it.each([
    ['020 1234567', 'NL'], // a landline
    ['06 1234567', 'NL'], // a digit short
    ['06 123456789', 'NL'], // a digit too many
    ['0612345678', 'FR'], // no country code and not a country we read
    ['+33 6 12 34 56 78', 'NL'], // a country where the form is not offered
    ['06 1234abcd', 'NL'],
    ['02 123 45 67', 'BE'],
  ])('refuses %s (member in %s)', (input, country) => {
    expect(normalizeMobile(input, country)).toBeNull();
  });

  it('hints at a number without showing it', () => {
    expect(phoneHint('+31612345678')).toBe('+31 6 •••• 5678');
    expect(phoneHint('+32470123456')).toBe('+32 4 •••• 3456');
  });
});
