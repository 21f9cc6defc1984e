// Live sockets for the API tests: a WebSocket client that keeps what it receives.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { LIVE_PATH, type LiveEvent } from '@dating/shared-contracts/api';
import WebSocket from 'ws';

export interface LiveClient {
  events: LiveEvent[];
  closed: Promise<number>;
  close(): void;
}

/** A socket to `url` with a cookie and an Origin; resolves once open, rejects when refused. */
export function openSocket(
  url: string,
  clients: LiveClient[],
  cookie?: string,
  origin?: string,
): Promise<LiveClient> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const socket = new WebSocket(url, { headers });
  const events: LiveEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as LiveEvent));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const client = { events, closed, close: () => socket.close() };
  clients.push(client);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** The URL of the live socket of an app listening on a free port of 127.0.0.1. */
export async function listenLive(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${LIVE_PATH}`;
}
