import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { type ConfigError, loadConfig } from '../src/config';
import { generateVapidKeys } from '../src/lib/vapid';
import { createTestApp, type TestContext } from './helper';

const pushKeyOf = async (app: TestContext['app']) =>
  (await app.inject({ url: '/api/settings.php' })).json().push_public_key as string;

describe('VAPID keys for web push', () => {
  const file = path.join(
    os.tmpdir(),
    `dating-push-key-${process.pid}-${Math.random().toString(36).slice(2, 8)}.sqlite`,
  );
  let ctx: TestContext;
  beforeAll(async () => {
    // A file (or, with DATABASE_URL, the test's schema) that a second app can open as well.
    ctx = await createTestApp({ databasePath: file });
  });
  afterAll(async () => {
    await ctx.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  });

  it('answers a 65-byte uncompressed P-256 point in base64url as push_public_key', async () => {
    const key = await pushKeyOf(ctx.app);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    const point = Buffer.from(key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect(ctx.app.vapid.publicKey).toBe(key);
    expect(Buffer.from(ctx.app.vapid.privateKey, 'base64url')).toHaveLength(32);
    // The private key belongs to the public one.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(ctx.app.vapid.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(key);
  });

  it('keeps the generated key: a second app on the same database answers the same one', async () => {
    const second = await buildApp(ctx.app.config);
    try {
      await second.ready();
      expect(await pushKeyOf(second)).toBe(await pushKeyOf(ctx.app));
      expect(second.vapid.privateKey).toBe(ctx.app.vapid.privateKey);
    } finally {
      await second.close();
    }
  });

  it('uses the configured keys instead, and the subject', async () => {
    // VAPID_* as loadConfig reads them (its validation is the next test).
    const keys = generateVapidKeys();
    const app = await buildApp({
      ...ctx.app.config,
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
      vapidSubject: 'mailto:support@liefdevol.nl',
    });
    try {
      await app.ready();
      expect(await pushKeyOf(app)).toBe(keys.publicKey);
      expect(app.vapid.subject).toBe('mailto:support@liefdevol.nl');
    } finally {
      await app.close();
    }
  });

  it('checks configured keys at start-up', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })[0]).toMatch(
      /65 bytes/,
    );
    expect(
      problems({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toEqual(['VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY']);
    expect(problems({ VAPID_SUBJECT: 'http://example.nl' })[0]).toMatch(/VAPID_SUBJECT/);
    const ok = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(ok.vapidPublicKey).toBe(keys.publicKey);
  });
});
