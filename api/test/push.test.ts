import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateRequestDetails, getVapidHeaders } from 'web-push';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { generateVapidKeys, type VapidKeys } from '../src/lib/vapid';
import { queuePush, type PushNotification } from '../src/modules/push/push-sender';
import { activeMember, createTestApp, PRODUCTION_SECRETS, type TestContext } from './helper';

const NOTIFICATION: PushNotification = {
  title: 'Nieuw bericht',
  body: 'Anna schreef je',
  icon: '/icons/icon-192.png',
  tag: 'chat-12',
  check_url: '/chat/12',
  open_url: '/',
};

describe('web push through the stand-in push service (decision 0130)', () => {
  let ctx: TestContext;
  let host: string;

  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 1 });
    // web-push's requests reach the stand-in over HTTP, as they would a push service.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  const subscribe = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-push-service/subscriptions',
      headers: { host },
    });
    expect(response.statusCode).toBe(201);
    const subscription = response.json() as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    return { ...subscription, id: subscription.endpoint.split('/').pop()! };
  };

  /** A member whose browsers subscribed at the stand-in, one per answer given. */
  const memberWith = async (count: number) => {
    const member = await activeMember(ctx.app);
    const subscriptions = [];
    for (let i = 0; i < count; i += 1) {
      const subscription = await subscribe();
      const linked = await ctx.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { cookie: member.cookie },
        payload: { subscription: { endpoint: subscription.endpoint, keys: subscription.keys } },
      });
      expect(linked.statusCode).toBe(200);
      subscriptions.push(subscription);
    }
    return { ...member, subscriptions };
  };

  const answer = async (id: string, value: string) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/test-push-service/subscriptions/${id}`,
      payload: { answer: value },
    });
    expect(response.statusCode).toBe(200);
  };

  const messages = async (id: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/test-push-service/subscriptions/${id}/messages`,
    });
    expect(response.statusCode).toBe(200);
    return (
      response.json() as {
        messages: { payload: string; ttl: number; urgency: string; topic: string | null }[];
      }
    ).messages;
  };

  const push = async (userId: number, urgency?: 'normal' | 'high') => {
    await ctx.app.unitOfWork.run((tx) => queuePush(tx, userId, NOTIFICATION, urgency));
    await ctx.app.jobs.drain();
  };

  const subscriptionRows = (userId: number) =>
    ctx.app.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', userId)
      .execute();

  it('delivers the payload the service worker reads, encrypted, to every browser of the member', async () => {
    const member = await memberWith(2);
    await push(member.userId, 'high');
    for (const subscription of member.subscriptions) {
      const received = await messages(subscription.id);
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0]!.payload)).toEqual(NOTIFICATION);
      expect(received[0]).toMatchObject({ ttl: 86400, urgency: 'high', topic: 'chat-12' });
    }
    const jobs = await ctx.app.jobs.counts();
    expect(jobs.failed ?? 0).toBe(0);
  });

  it('sends normal urgency by default and no topic for a tag that cannot be one', async () => {
    const member = await memberWith(1);
    await ctx.app.unitOfWork.run((tx) =>
      queuePush(tx, member.userId, { title: 'Hallo', body: 'Een like', tag: 'like:7' }),
    );
    await ctx.app.jobs.drain();
    const [received] = await messages(member.subscriptions[0]!.id);
    expect(JSON.parse(received!.payload)).toEqual({
      title: 'Hallo',
      body: 'Een like',
      tag: 'like:7',
    });
    expect(received).toMatchObject({ urgency: 'normal', topic: null });
  });

  it.each([
    ['gone', 410],
    ['not_found', 404],
  ])('deletes a subscription whose push service answers %s (%i)', async (value) => {
    const member = await memberWith(2);
    const [dead, alive] = member.subscriptions;
    await answer(dead!.id, value);
    await push(member.userId);
    expect((await subscriptionRows(member.userId)).map((row) => row.endpoint)).toEqual([
      alive!.endpoint,
    ]);
    expect(await messages(alive!.id)).toHaveLength(1);
    expect(await messages(dead!.id)).toHaveLength(0);
    // The next push goes to the browser that is left only.
    await push(member.userId);
    expect(await messages(alive!.id)).toHaveLength(2);
  });

  it('retries a push the push service failed (500) and delivers it once it accepts, no other twice', async () => {
    const member = await memberWith(2);
    const [healthy, failing] = member.subscriptions;
    await answer(failing!.id, 'error');
    await push(member.userId);
    expect(await messages(healthy!.id)).toHaveLength(1);
    expect(await messages(failing!.id)).toHaveLength(0);
    expect(await subscriptionRows(member.userId)).toHaveLength(2);

    await answer(failing!.id, 'created');
    ctx.clock.advance(11_000);
    await ctx.app.jobs.drain();
    expect(await messages(failing!.id)).toHaveLength(1);
    expect(await messages(healthy!.id)).toHaveLength(1);
  });

  it('fans out in the unit of work that queues the push: one job per browser, none without one', async () => {
    const jobsFor = async () =>
      (
        await ctx.app.db
          .selectFrom('jobs')
          .select(['name', 'payload'])
          .where('name', 'in', ['push.notify', 'push.deliver'])
          .execute()
      ).map((job) => job.name);
    await ctx.app.db.deleteFrom('jobs').execute();
    const without = await memberWith(0);
    await ctx.app.unitOfWork.run((tx) => queuePush(tx, without.userId, NOTIFICATION));
    expect(await jobsFor()).toEqual([]);
    const member = await memberWith(2);
    await ctx.app.unitOfWork.run((tx) => queuePush(tx, member.userId, NOTIFICATION));
    expect(await jobsFor()).toEqual(['push.deliver', 'push.deliver']);
    await ctx.app.jobs.drain();
    for (const subscription of member.subscriptions) {
      expect(await messages(subscription.id)).toHaveLength(1);
    }
  });

  it('still delivers a push.notify job an earlier release wrote, to every browser', async () => {
    const member = await memberWith(2);
    await ctx.app.unitOfWork.run((tx) =>
      tx.enqueue('push.notify', { userId: member.userId, notification: NOTIFICATION }),
    );
    await ctx.app.jobs.drain();
    for (const subscription of member.subscriptions) {
      expect(await messages(subscription.id)).toHaveLength(1);
    }
  });

  it('ends quietly when the subscription was deleted before its push went out', async () => {
    const member = await memberWith(1);
    const [row] = await ctx.app.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    await ctx.app.db.deleteFrom('push_subscriptions').where('id', '=', row!.id).execute();
    await expect(
      ctx.app.pushSender.deliver({ subscriptionId: Number(row!.id), notification: NOTIFICATION }),
    ).resolves.toBeUndefined();
    // A member without subscriptions: the fan-out enqueues nothing.
    await push(member.userId);
    expect((await ctx.app.jobs.counts()).failed ?? 0).toBe(0);
    expect(await messages(member.subscriptions[0]!.id)).toHaveLength(0);
  });

  describe('other answers of a push service', () => {
    let status = 200;
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(status).end('answer'));
    });
    let serviceUrl: string;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** A subscription of a member at the given endpoint; its row id. */
    const subscriptionAt = async (endpoint: string) => {
      const member = await memberWith(0);
      const { keys } = await subscribe();
      await ctx.app.accounts.subscribePush(member.userId, { endpoint, ...keys });
      const row = await ctx.app.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', endpoint)
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const deliver = (subscriptionId: number) =>
      ctx.app.pushSender.deliver({ subscriptionId, notification: NOTIFICATION });
    const exists = async (id: number) =>
      (await ctx.app.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()) !== undefined;

    it.each([429, 500, 503])('throws on %i, so that the job is retried', async (answer) => {
      status = answer;
      const id = await subscriptionAt(`${serviceUrl}?${answer}`);
      await expect(deliver(id)).rejects.toThrow(`push service answered ${answer}`);
      expect(await exists(id)).toBe(true);
    });

    it('throws on a network error, so that the job is retried', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const id = await subscriptionAt(`http://127.0.0.1:${port}/push/gone-away`);
      await expect(deliver(id)).rejects.toThrow();
      expect(await exists(id)).toBe(true);
    });

    it('ends the job on another refusal (400), keeping the subscription', async () => {
      status = 400;
      const id = await subscriptionAt(`${serviceUrl}?400`);
      await expect(deliver(id)).resolves.toBeUndefined();
      expect(await exists(id)).toBe(true);
    });
  });

  describe('the stand-in refuses what a push service refuses', () => {
    const send = async (id: string, headers: Record<string, string>, body: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/test-push-service/push/${id}`,
        headers: { ...headers, host },
        payload: body,
      });

    /** A correctly encrypted push with the given VAPID authorization. */
    const pushWith = async (authorization: (audience: string) => string) => {
      const subscription = await subscribe();
      const details = generateRequestDetails(subscription, JSON.stringify(NOTIFICATION), {
        TTL: 60,
        vapidDetails: null as unknown as undefined,
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name !== 'Content-Length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await send(
        subscription.id,
        { ...headers, Authorization: authorization(`http://${host}`) },
        details.body,
      );
      return { response, stored: await messages(subscription.id) };
    };

    const inSeconds = (seconds: number) => Math.floor(ctx.clock.now.getTime() / 1000) + seconds;
    const sign = (
      audience: string,
      keys: VapidKeys = ctx.app.vapid,
      expiration = inSeconds(3600),
    ) =>
      getVapidHeaders(
        audience,
        'mailto:ops@example.com',
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
        expiration,
      ).Authorization;

    it('accepts a push signed with the site key (the control)', async () => {
      const { response, stored } = await pushWith((audience) => sign(audience));
      expect(response.statusCode).toBe(201);
      expect(stored).toHaveLength(1);
    });

    it('refuses a push signed with another VAPID key (403)', async () => {
      const { response, stored } = await pushWith((audience) =>
        sign(audience, generateVapidKeys()),
      );
      expect(response.statusCode).toBe(403);
      expect(stored).toHaveLength(0);
    });

    it('refuses an expired JWT, one for another push service and none at all (401)', async () => {
      const expired = await pushWith((audience) => sign(audience, ctx.app.vapid, inSeconds(-60)));
      expect(expired.response.statusCode).toBe(401);
      expect(expired.response.body).toBe('JWT expired');
      const elsewhere = await pushWith(() => sign('https://push.example.com'));
      expect(elsewhere.response.statusCode).toBe(401);
      const none = await pushWith(() => '');
      expect(none.response.statusCode).toBe(401);
      expect([...expired.stored, ...elsewhere.stored, ...none.stored]).toEqual([]);
    });

    it('requires aes128gcm and a TTL', async () => {
      const subscription = await subscribe();
      const details = generateRequestDetails(subscription, 'x', {
        TTL: 60,
        vapidDetails: null as unknown as undefined,
      });
      const authorization = sign(`http://${host}`);
      const base = {
        'content-type': 'application/octet-stream',
        authorization,
      };
      const noEncoding = await send(subscription.id, { ...base, ttl: '60' }, details.body);
      expect(noEncoding.statusCode).toBe(415);
      const noTtl = await send(
        subscription.id,
        { ...base, 'content-encoding': 'aes128gcm' },
        details.body,
      );
      expect(noTtl.statusCode).toBe(400);
    });
  });
});

describe('the stand-in push service in production', () => {
  it('is not there', async () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        ...PRODUCTION_SECRETS,
        PAYMENT_PROVIDER: 'test',
        DATABASE_PATH: ':memory:',
        SEED_ON_START: 'false',
      },
      { logger: false, rateLimit: false },
    );
    const app = await buildApp(config);
    try {
      await app.ready();
      for (const url of [
        '/api/test-push-service/subscriptions',
        '/api/test-push-service/push/:id',
      ]) {
        expect(app.hasRoute({ method: 'POST', url })).toBe(false);
      }
      const response = await app.inject({
        method: 'POST',
        url: '/api/test-push-service/subscriptions',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
