// Reads docker-compose.yml and .env.example as `docker compose` would: YAML with merge keys,
// `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}` and `$$` for a literal `$`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const ROOT = path.resolve(__dirname, '..', '..');
export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
export const ENV_EXAMPLE = path.join(ROOT, '.env.example');

export interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { published?: string | number; target?: number })[];
  healthcheck?: { test?: string | string[] };
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: string[];
  command?: string | string[];
  restart?: string;
}

export interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

export const composeText = () => readFileSync(COMPOSE_FILE, 'utf8');

export const readCompose = (): ComposeFile => parse(composeText(), { merge: true }) as ComposeFile;

/** `${NAME...}` references (not `$${...}`, which compose leaves to the container's shell). */
const REFERENCE = /(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)((?::?[-?])([^}]*))?\}/g;

/** The names every `${...}` of a text refers to. */
export function referencedVariables(text: string): string[] {
  return [...new Set([...text.matchAll(REFERENCE)].map((match) => match[1] as string))].sort();
}

/** A value with its `${...}` replaced from `env`, as compose interpolates it. */
export function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(REFERENCE, (_whole, name: string, modifier: string | undefined, operand = '') => {
      const set = Object.hasOwn(env, name);
      const current = env[name] ?? '';
      if (modifier?.startsWith(':-')) return current === '' ? operand : current;
      if (modifier?.startsWith('-')) return set ? current : operand;
      if (modifier?.startsWith(':?') && current === '') throw new Error(`${name}: ${operand}`);
      if (modifier?.startsWith('?') && !set) throw new Error(`${name}: ${operand}`);
      return current;
    })
    .replace(/\$\$/g, '$');
}

/** `NAME=value` lines of an env file (comments and blank lines skipped). */
export function readEnvFile(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) entries.set(match[1] as string, match[2] as string);
  }
  return entries;
}

/** A service's environment as a map of strings, however the file writes it. */
export function environmentOf(service: Service): Map<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return new Map(
      env.map((item) => {
        const at = item.indexOf('=');
        return at < 0 ? [item, ''] : [item.slice(0, at), item.slice(at + 1)];
      }),
    );
  }
  return new Map(Object.entries(env).map(([name, value]) => [name, String(value ?? '')]));
}

/** The services built from ops/Dockerfile's `api` target that run the API (not one-shots). */
export function apiInstances(compose: ComposeFile): string[] {
  return Object.entries(compose.services)
    .filter(([, service]) => {
      const build = service.build;
      const target = typeof build === 'object' ? build.target : undefined;
      return target === 'api' && service.command === undefined;
    })
    .map(([name]) => name);
}
