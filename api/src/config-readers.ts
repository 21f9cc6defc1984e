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
  readonly problems: string[];
}

export type Env = Record<string, string | undefined>;

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
  return { text, int, url, dir, problems };
}
