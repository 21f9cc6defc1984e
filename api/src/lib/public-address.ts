import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** What public-address rules read of the configuration (decision 0139). */
export type AddressConfig = Pick<AppConfig, 'nodeEnv' | 'publicUrl' | 'publicUrlConfigured'>;

/** What of a request names the address it came in on: its scheme and its Host. */
export type AddressedRequest = Pick<FastifyRequest, 'protocol' | 'host'>;

/** A Host fit to be an origin's: a name or address with an optional port, nothing else. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The origin the request came in on (`http://127.0.0.1:9101`), or undefined for a bad Host. */
export function ownOrigin(request: AddressedRequest): string | undefined {
  const host = request.host ?? '';
  if (!HOST.test(host) || (request.protocol !== 'http' && request.protocol !== 'https')) {
    return undefined;
  }
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** What names this machine: its host name and its network interfaces (tests pass their own). */
export interface Machine {
  readonly hostname: string;
  readonly addresses: readonly string[];
}

function thisMachine(): Machine {
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) =>
    (list ?? []).map((entry) => entry.address),
  );
  return { hostname: os.hostname(), addresses };
}

/**
 * Whether a host name names this machine: a loopback name or address, an address of one of
 * its network interfaces, or its own host name (bare, with `.local`, or the short name of a
 * full one). A link built from any other Host could carry a token to a stranger (a forged
 * header, a page that rebinds its DNS name to this machine).
 */
export function namesThisMachine(hostname: string, machine: Machine = thisMachine()): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === '::1') return true;
  const own = machine.hostname.toLowerCase();
  if (own !== '' && (name === own || name === `${own}.local` || own.startsWith(`${name}.`))) {
    return true;
  }
  return machine.addresses.some((address) => address.toLowerCase() === name);
}

/**
 * The origin a request came in on, where it may stand for the site: outside production, on a
 * name of this machine (localhost, 127.0.0.1, its LAN address, its host name), on any port.
 * Production never trusts a Host header for an address (PUBLIC_URL is required there).
 */
export function requestOrigin(
  request: AddressedRequest,
  config: Pick<AppConfig, 'nodeEnv'>,
  machine?: Machine,
): string | undefined {
  if (config.nodeEnv === 'production') return undefined;
  const origin = ownOrigin(request);
  if (origin === undefined) return undefined;
  return namesThisMachine(new URL(origin).hostname, machine) ? origin : undefined;
}

/**
 * The site's public address for what a request starts (mail links, a payment's return and
 * webhook, the test provider's checkout): PUBLIC_URL when set; else, outside production, the
 * address the request came in on when it names this machine; else the default of PORT
 * (`http://localhost:<PORT>`). No trailing slash.
 */
export function publicAddress(
  request: AddressedRequest,
  config: AddressConfig,
  machine?: Machine,
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  return requestOrigin(request, config, machine) ?? config.publicUrl;
}

/** Whether what a request starts is served over https (the session cookie's Secure flag). */
export function isHttps(request: AddressedRequest, config: AddressConfig): boolean {
  return publicAddress(request, config).startsWith('https:');
}
