import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, ROOT } from '../paths.mjs';
import { expect } from './fixtures';

/** The staff console's own origin: the API's staff listener, the member port + 100. */
export const STAFF_ORIGIN = `http://127.0.0.1:${E2E_PORT + 100}`;
/** The development seed's admin (README), who holds every role. */
export const ADMIN = {
  email: 'admin@liefdevol.test',
  password: 'staff-password-1',
  secret: 'LIEFDEVOLSTAFFDEMOSECRET234567AB',
};

/** An RFC 6238 code (30 s, 6 digits, SHA-1) of a base32 secret, as an authenticator app shows. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A staff account made the way an admin makes one: `npm run staff -- add`, read back. */
export function addStaff(
  name: string,
  ...roles: ('moderator' | 'operator' | 'support' | 'finance' | 'admin')[]
) {
  const email = `${name.toLowerCase()}-${Date.now()}@liefdevol.test`;
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join('api', 'src', 'cli', 'staff.ts'),
      'add',
      '--email',
      email,
      '--name',
      name,
      ...roles.flatMap((role) => ['--role', role]),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: '',
        DATABASE_PATH: path.join(E2E_DATA_DIR, 'e2e.sqlite'),
      },
    },
  );
  const password = /One-time password: (\S+)/.exec(out)?.[1];
  const secret = /secret=([A-Z2-7]+)/.exec(out)?.[1];
  if (!password || !secret) throw new Error(`no account in: ${out}`);
  return { email, name, password, secret };
}

/**
 * Signs in on the console in a browser context of its own: password, then the app's code; the
 * console opens on the first screen the account's roles allow (`home`, its heading).
 */
export async function staffPage(
  browser: Browser,
  account: { email: string; password: string; secret: string },
  home = 'Inbox',
) {
  const context = await browser.newContext({ baseURL: STAFF_ORIGIN });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Verder' }).click();
  // A code is good once per account and 30 s step: each journey signs in with its own account
  // but for the seed's admin, which only the moderation journey uses.
  await page.getByLabel('Code', { exact: true }).fill(totp(account.secret));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
  return page;
}
