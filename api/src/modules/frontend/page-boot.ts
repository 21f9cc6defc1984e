import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Settings, User } from '@dating/shared-contracts/api';
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
export async function pageUser(
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
