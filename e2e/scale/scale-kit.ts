// What the scale journeys share: the stack's description, members pinned to an instance,
// the mails the SMTP sink received, and a look into the run's database.
import fs from 'node:fs';
import type { APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import pg from 'pg';
import { acceptSiteEntry, signUpMember, type Member } from '../tests/session';
import type { SunkMail } from './stand-ins';
import {
  BALANCER_URL,
  MAILS_FILE,
  STACK_FILE,
  logFileOf,
  type InstanceId,
  type StackInfo,
} from './ports';

export const stack = (): StackInfo => JSON.parse(fs.readFileSync(STACK_FILE, 'utf8')) as StackInfo;

/** Which instance answered, as it says itself (INSTANCE_ID, X-Instance). */
export const servedBy = (response: Pick<APIResponse, 'headers'>) =>
  response.headers()['x-instance'];

/** Sends this browser to one instance: the balancer's sticky cookie, as if it had set it. */
export async function pin(context: BrowserContext, id: InstanceId): Promise<void> {
  await context.addCookies([{ name: 'SRV', value: id, url: BALANCER_URL }]);
}

export interface PinnedMember extends Member {
  context: BrowserContext;
  page: Page;
}

/** A fresh, active member in a browser of their own, pinned to `id`, logged in. */
export async function memberOn(
  browser: Browser,
  id: InstanceId,
  name: string,
): Promise<PinnedMember> {
  const context = await browser.newContext({ baseURL: BALANCER_URL, locale: 'nl-NL' });
  await acceptSiteEntry(context, BALANCER_URL);
  await pin(context, id);
  const member = await signUpMember(context.request, name);
  return { ...member, context, page: await context.newPage() };
}

/** Every mail the SMTP sink received so far, oldest first. */
export function sunkMails(): SunkMail[] {
  return fs
    .readFileSync(MAILS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SunkMail);
}

export const mailsTo = (address: string) =>
  sunkMails().filter((mail) => mail.to.includes(address.toLowerCase()));

/** Runs one query on the run's database. */
export async function query<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack().databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The log lines an instance wrote (pino's JSON), parsed; `name` is its log's (api1, ...). */
export function logOf(name: string): Record<string, unknown>[] {
  return fs
    .readFileSync(logFileOf(name), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
