// One person of the soak test: a client with its own loopback address (so that the API's
// per-address rate limits see one visitor each, as in production), its cookies, and every
// request timed into the run's statistics. node:http rather than fetch: fetch cannot choose
// the address a request leaves from.
import http from 'node:http';
import WebSocket from 'ws';
import type { Stats } from './stats';

/** How long a request may take before the client gives up on it (counted as a timeout). */
export const REQUEST_DEADLINE_MS = 30_000;

export interface Answer {
  /** 0 when no answer came (timeout or connection error). */
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** The JSON of an answer, or an empty object when it is none. */
export function jsonOf<T = Record<string, unknown>>(answer: Answer): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    return {} as T;
  }
}

export interface Send {
  /** The route group the statistics count it under. */
  group: string;
  json?: unknown;
  /** A raw body with its content type (multipart, forms, broken input). */
  body?: Buffer | string;
  headers?: Record<string, string>;
}

let people = 0;
/** 127.10.0.1, 127.10.0.2, ...: a loopback address per person, never the servers' own. */
function nextAddress(): string {
  const n = people++;
  return `127.${10 + Math.floor(n / 62_500)}.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`;
}

export class Person {
  readonly address = nextAddress();
  private readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({
    keepAlive: true,
    maxSockets: 4,
    localAddress: this.address,
  });

  constructor(
    private readonly base: URL,
    private readonly stats: Stats,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sends one request and records it; resolves with status 0 when no answer came in time. */
  request(method: string, path: string, send: Send): Promise<Answer> {
    const headers: Record<string, string> = { ...send.headers };
    let body: Buffer | string | undefined = send.body;
    if (send.json !== undefined) {
      body = JSON.stringify(send.json);
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: Answer, outcome?: 'timeout' | 'connection error') => {
        if (settled) return;
        settled = true;
        this.stats.record({
          group: send.group,
          from: this.address,
          method,
          path,
          ms: performance.now() - started,
          answer,
          failure: outcome,
        });
        resolve(answer);
      };
      const failed = (outcome: 'timeout' | 'connection error') =>
        finish({ status: 0, headers: {}, text: '' }, outcome);
      const request = http.request(
        new URL(path, this.base),
        { method, headers, agent: this.agent, timeout: REQUEST_DEADLINE_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => failed('connection error'));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const eq = pair.indexOf('=');
              const name = pair.slice(0, eq).trim();
              const value = pair.slice(eq + 1).trim();
              if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            finish({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      // The whole exchange has one deadline, not each idle gap of the socket.
      const deadline = setTimeout(() => {
        failed('timeout');
        request.destroy();
      }, REQUEST_DEADLINE_MS);
      request.on('close', () => clearTimeout(deadline));
      request.on('error', () => failed('connection error'));
      request.end(body);
    });
  }

  get = (path: string, group: string) => this.request('GET', path, { group });
  post = (path: string, group: string, json: unknown) =>
    this.request('POST', path, { group, json });
  put = (path: string, group: string, json: unknown) => this.request('PUT', path, { group, json });

  /** A multipart/form-data upload of one file, as a browser's form sends it. */
  upload(path: string, group: string, field: string, file: Buffer, type: string) {
    const boundary = `soak${Math.random().toString(16).slice(2)}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.jpg"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.request('POST', path, {
      group,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  /** The live channel, from this person's address with its cookies; undefined if refused. */
  live(onEvent: (event: { type: string; message?: { id: string; from_me: boolean } }) => void) {
    const url = new URL('/api/live.php', this.base);
    url.protocol = 'ws:';
    return new Promise<WebSocket | undefined>((resolve) => {
      const socket = new WebSocket(url, {
        headers: { cookie: this.cookieHeader },
        localAddress: this.address,
        handshakeTimeout: 10_000,
      });
      socket.on('message', (data) => {
        try {
          onEvent(JSON.parse(String(data)) as { type: string });
        } catch {
          // not an event
        }
      });
      socket.once('open', () => resolve(socket));
      // A refused handshake, or a dropped socket later: the member reconnects as a page does.
      socket.on('error', () => resolve(undefined));
    });
  }

  forget(): void {
    this.cookies.clear();
  }

  close(): void {
    this.agent.destroy();
  }
}
