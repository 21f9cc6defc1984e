import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  formatDay,
  termsVersionDate,
  type Settings,
  type User,
} from '@dating/shared-contracts/api';
import type { BootData } from '@dating/shared-contracts/registry';
import { presentUser } from '../accounts/user.presenter';
import { shellBootFiles, shellTextsFile } from './page-hints';
import { pageLanguage } from './page-language';

/**
 * The shell's boot chunks and its texts in the language it will start in, from the lists its
 * build writes beside index.html (scripts/build.mjs), read on each request like the page: a
 * shell deployed while the server runs is served at once.
 */
export async function shellBootPreloads(
  shellDir: string,
  request: FastifyRequest,
  settings: Settings | null,
): Promise<string[]> {
  const [bootList, textsList] = await Promise.all([
    readFile(path.join(shellDir, 'boot-files.json'), 'utf8').catch(() => null),
    readFile(path.join(shellDir, 'boot-texts.json'), 'utf8').catch(() => null),
  ]);
  const language = pageLanguage(request.url, request.headers.cookie, settings).locale;
  return [...shellBootFiles(bootList), ...shellTextsFile(textsList, language)];
}

/**
 * Who the page goes to, as `GET /api/user.php` would answer now: the shell starts with it
 * instead of asking first (a member's area opens without that round trip). Undefined, and
 * the shell asks, when it cannot be told (no settings, the database failing).
 */
async function pageUser(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: Settings | null,
): Promise<User | null | undefined> {
  if (request.userId === null) return null;
  if (settings === null) return undefined;
  try {
    return presentUser(await app.accounts.currentUser(request.userId), settings);
  } catch (error) {
    request.log.warn({ err: error }, 'page served without its member');
    return undefined;
  }
}

/** Days written per language, kept: a terms day changes rarely and there are eleven languages. */
const writtenDays = new Map<string, string>();

function writtenDay(day: string, locale: string): string {
  const key = `${locale} ${day}`;
  let text = writtenDays.get(key);
  if (text === undefined) {
    text = formatDay(day, locale);
    writtenDays.set(key, text);
  }
  return text;
}

/**
 * What every page's footer shows of the company: its details, and the terms' version day
 * written in the page's language. The browser then neither asks for the company nor sets up
 * its date formatting (tens of milliseconds of a phone's main thread at the first date). None
 * when the database fails: the footer asks, as before.
 */
async function pageCompany(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: Settings | null,
): Promise<Pick<BootData, 'company' | 'termsDate'>> {
  try {
    const company = await app.site.findCompanyInfo();
    const locale = pageLanguage(request.url, request.headers.cookie, settings).locale;
    const day = termsVersionDate(company?.added);
    return { company, termsDate: { locale, day, text: writtenDay(day, locale) } };
  } catch (error) {
    request.log.warn({ err: error }, 'page served without its company');
    return {};
  }
}

/**
 * What the page tells the shell, so that it starts without asking (decision 0012): the
 * registry and settings it was made with, what a server paint fetched, who it goes to, and
 * what its footer shows of the company.
 */
export async function pageBootData(
  app: FastifyInstance,
  request: FastifyRequest,
  page: Pick<BootData, 'registry' | 'settings' | 'queries'>,
): Promise<BootData> {
  const [user, company] = await Promise.all([
    pageUser(app, request, page.settings),
    pageCompany(app, request, page.settings),
  ]);
  return {
    registry: page.registry,
    settings: page.settings,
    ...(page.queries ? { queries: page.queries } : {}),
    ...(user === undefined ? {} : { user }),
    ...company,
  };
}
