import { createHash } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { E2E_DEPLOY_DIR, E2E_FIXTURES_DIR, ROOT } from '../paths.mjs';

export { E2E_DEPLOY_DIR, E2E_FIXTURES_DIR, ROOT };

/** The remotes, as the repository's workspaces name them (mfe-*). */
export const REMOTES: string[] = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces.filter((name) => name.startsWith('mfe-'));

/** What a remote declares in `federation.routes` of its package.json (decision 0010). */
export function declaredRoutes(remote: string, root = ROOT): RouteDeclaration[] {
  const manifest = JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8')) as {
    federation?: { routes?: RouteDeclaration[] };
  };
  return manifest.federation?.routes ?? [];
}

export interface RouteDeclaration {
  name: string;
  path: string;
  layout: string;
  membersArea?: boolean;
}

export interface RegistryEntry {
  name: string;
  version: string;
  entry: string;
  platform: string;
  routes: RouteDeclaration[];
  preload?: string[];
  integrity?: string;
  canary?: Omit<RegistryEntry, 'name' | 'canary'> & { share: number };
}

export function liveRegistry(): { schemaVersion: 2; remotes: RegistryEntry[] } {
  return JSON.parse(readFileSync(path.join(E2E_DEPLOY_DIR, 'registry.json'), 'utf8'));
}

export const liveVersion = (name: string) =>
  liveRegistry().remotes.find((r) => r.name === name)?.version;

/** Whether an API answers its health check on a port of this machine. */
export const apiAnswers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

export interface SecondApiOptions {
  port: number;
  /** A throw-away folder for its database and media; the same one again after a restart. */
  data: string;
  /** Who it is, in the errors: "the API for the base shell". */
  name: string;
  /** More settings, or other ones: SHELL_DIST, PUBLIC_URL, SEED_PROFILES... */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * An API of this checkout beside the e2e server: on a port of its own, with the e2e
 * deployment and a database of its own, in development on loopback (journeys read the links
 * of the dev mailbox), SQLite, no rate limits. Resolves once its health check answers; a
 * port already answering, an exit or no answer in time fails with what it wrote.
 */
export async function startSecondApi(options: SecondApiOptions): Promise<ChildProcess> {
  const { port, data, name, env = {}, timeoutMs = 60_000 } = options;
  if (await apiAnswers(port)) throw new Error(`port ${port} is taken: set E2E_PORT to another`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
      DEPLOY_DIR: E2E_DEPLOY_DIR,
      DATABASE_PATH: path.join(data, 'e2e.sqlite'),
      MEDIA_DIR: path.join(data, 'media'),
      RATE_LIMIT: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${stderr}`);
    if (await apiAnswers(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer on port ${port}:\n${stderr}`);
}

/** Stops such an API with a signal and waits until it exited; nothing if it is not running. */
export async function stopSecondApi(
  server: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill(signal);
  await exited;
}

/**
 * Runs a repository script the way a release engineer would, against the e2e deployment. A
 * failure says how the script ended and what it printed on both streams. A script killed by a
 * signal (a build on a busy machine once ended so, mid-release, without a word) is run once
 * more, saying so; one that exits with an error is not.
 */
export function runScript(...args: string[]): string {
  const run = () =>
    execFileSync(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, DEPLOY_DIR: E2E_DEPLOY_DIR },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  try {
    return run();
  } catch (error) {
    const failed = error as ScriptError;
    if (!failed.signal) throw withOutput(failed);
    process.stdout.write(`[e2e] ${args[0]} was killed by ${failed.signal}; running it once more\n`);
    try {
      return run();
    } catch (again) {
      throw withOutput(again as ScriptError);
    }
  }
}

/** What execFileSync throws: how the script ended, and what it printed. */
type ScriptError = Error & { signal?: string | null; status?: number | null; stdout?: string };

function withOutput(error: ScriptError) {
  const ended = error.signal ? `killed by ${error.signal}` : `exit code ${error.status}`;
  error.message += `\n(${ended}; what it printed:)\n${error.stdout ?? ''}`;
  return error;
}

/** A digest of every file of a folder, to prove it did not change. */
export function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Serves this page a registry in which one remote's entry differs (another URL, platform...):
 * in the boot data of the pages (docs/decisions/0012) and in `/registry.json`.
 */
export async function overrideRegistryEntry(
  page: Page,
  name: string,
  change: string | Partial<RegistryEntry>,
) {
  // Another file at the entry: the release's integrity hash is not its hash.
  const changes = typeof change === 'string' ? { entry: change, integrity: undefined } : change;
  const changed = (registry: { remotes: RegistryEntry[] }) => ({
    ...registry,
    remotes: registry.remotes.map((r) => (r.name === name ? { ...r, ...changes } : r)),
  });
  await page.route('**/*', async (route: Route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      const body = (await response.text()).replace(BOOT_DATA, (_match, open, json, close) => {
        const data = JSON.parse(json);
        const registry = JSON.stringify({ ...data, registry: changed(data.registry) });
        return `${open}${registry.replace(/</g, '\\u003c')}${close}`;
      });
      return route.fulfill({ response, body });
    }
    if (new URL(request.url()).pathname !== '/registry.json') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: changed(await response.json()) });
  });
}

// The element carries the response's CSP nonce after its type.
const BOOT_DATA = /(<script id="boot-data" type="application\/json"[^>]*>)(.*?)(<\/script>)/s;

/**
 * Resolves once the page has run the tasks queued until now and the ones they queue in turn
 * (React renders and runs effects in such tasks): three message-channel round trips, which a
 * clock installed by the test does not hold back. For "nothing came" after the test has made
 * the moment it would come.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Holds back the page's requests whose address matches `pattern` (its scripts, a remote's
 * entry) until the returned function is called: what the server sent shows alone meanwhile.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Console errors of the page, for the "logged with the remote's name" checks. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * A copy of a remote with the contracts and platform it builds against, in a temporary
 * folder, for a test to change as the remote's team would and release with `--source`.
 */
export function copyOfRemote(remote: string, prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const name of [remote, 'shared-contracts', 'platform']) {
    cpSync(path.join(ROOT, name), path.join(dir, name), {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist|coverage)$/.test(source),
    });
  }
  return dir;
}

/** Replaces `anchor` in a file of such a copy, and fails loudly when the anchor is gone. */
export function patch(file: string, anchor: string, replacement: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file}: "${anchor}" not found, update this test`);
  writeFileSync(file, text.replace(anchor, replacement));
}
