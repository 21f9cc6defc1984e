import fs from 'node:fs';
import path from 'node:path';

/** loadConfig's readers of the environment; each reports a bad value to `problems`. */
export interface ConfigReaders {
  /** The variable, trimmed; undefined when unset or blank. */
  readonly text: (name: string) => string | undefined;
  readonly int: (name: string, fallback: number, min: number, max: number) => number;
  readonly url: (name: string, protocols: string[]) => string | undefined;
  /** A folder, resolved against the repository root; it must exist. */
  readonly dir: (name: string) => string | undefined;
  /** One of `values`; unset or another value (reported): the fallback. */
  readonly oneOf: <T extends string>(name: string, values: readonly T[], fallback: T) => T;
  /** A secret or token of at least `minLength` characters (16; a shorter one is reported). */
  readonly secret: (name: string, minLength?: number) => string | undefined;
  /** The variable, which must match `pattern` (else reported as not `what`). */
  readonly matching: (name: string, pattern: RegExp, what: string) => string | undefined;
  /** Two variables that mean nothing apart: reports one set without the other. */
  readonly together: (first: string, second: string) => void;
  readonly problems: string[];
}

export type Env = Record<string, string | undefined>;

/** The environments the API knows; config.ts and the parts it composes all read it from here. */
export type NodeEnv = 'development' | 'production' | 'test';

/** The readers of `env`, reporting to `problems` (loadConfig throws them all at once). */
export function configReaders(env: Env, root: string, problems: string[]): ConfigReaders {
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.join(' or ')}, got "${raw}"`);
      }
    } catch {
      problems.push(`${name} must be a URL, got "${raw}"`);
    }
    return raw;
  };
  const dir = (name: string): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    const resolved = path.resolve(root, raw);
    if (!fs.existsSync(resolved))
      problems.push(`${name} points to "${resolved}", which does not exist`);
    return resolved;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    const choices = `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
    problems.push(`${name} must be ${choices}, got "${raw}"`);
    return fallback;
  };
  const secret = (name: string, minLength = 16): string | undefined => {
    const value = text(name);
    if (value !== undefined && value.length < minLength) {
      problems.push(`${name} must be at least ${minLength} characters long`);
    }
    return value;
  };
  const matching = (name: string, pattern: RegExp, what: string): string | undefined => {
    const value = text(name);
    if (value !== undefined && !pattern.test(value)) {
      problems.push(`${name} must be ${what}, got "${value}"`);
    }
    return value;
  };
  const together = (first: string, second: string) => {
    if ((text(first) === undefined) !== (text(second) === undefined)) {
      problems.push(`${first} and ${second} must be set together`);
    }
  };
  return { text, int, url, dir, oneOf, secret, matching, together, problems };
}
