// ops/haproxy.cfg, the balancer of the production shape: HAProxy itself accepts it, it
// spreads requests over every API instance of docker-compose.yml with readiness checks, and
// it never cuts a quiet live socket the API still pings.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { LIVE_PING_MS } from '../../api/src/modules/live/live-ping';
import { ROOT, apiInstances, readCompose } from './compose-file';
import { HAPROXY, describeWith } from './programs';

const CONFIG = path.join(ROOT, 'ops', 'haproxy.cfg');
const text = readFileSync(CONFIG, 'utf8');

/** The lines of one section (`backend api`), comments and blank lines left out. */
function section(header: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  if (start < 0) throw new Error(`${CONFIG} has no "${header}"`);
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** HAProxy's time format: a number with an optional unit, milliseconds by default. */
function milliseconds(value: string): number {
  const match = /^(\d+)(us|ms|s|m|h|d)?$/.exec(value);
  if (!match) throw new Error(`not a HAProxy time: ${value}`);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return Number(match[1]) * unit[(match[2] ?? 'ms') as keyof typeof unit];
}

describe('ops/haproxy.cfg', () => {
  it('keeps an upgraded live socket open longer than the API’s ping interval', () => {
    const tunnel = section('defaults').find((line) => line.startsWith('timeout tunnel '));
    expect(tunnel).toBeDefined();
    expect(milliseconds((tunnel as string).split(/\s+/)[2] as string)).toBeGreaterThan(
      LIVE_PING_MS,
    );
  });

  it('sends requests round-robin to every API instance, checked on /api/ready and /api/health', () => {
    const api = section('backend api');
    expect(api).toEqual(
      expect.arrayContaining([
        'balance roundrobin',
        'option httpchk',
        'http-check send meth GET uri /api/ready',
        'http-check send meth GET uri /api/health',
        'http-check expect status 200',
      ]),
    );
    const servers = api
      .filter((line) => line.startsWith('server '))
      .map((line) => line.split(/\s+/)[2]);
    expect(servers.sort()).toEqual(apiInstances(readCompose()).map((name) => `${name}:8080`));
  });

  it('gives the staff console an origin of its own: every instance\u2019s staff listener, checked on its member port', () => {
    expect(section('frontend staff')).toEqual(
      expect.arrayContaining(['bind :8180', 'option forwardfor', 'default_backend staff_api']),
    );
    const staff = section('backend staff_api');
    expect(staff).toEqual(
      expect.arrayContaining([
        'balance roundrobin',
        'http-check send meth GET uri /api/ready',
        'http-check send meth GET uri /api/health',
      ]),
    );
    const servers = staff
      .filter((line) => line.startsWith('server '))
      .map((line) => line.split(/\s+/));
    expect(servers.map((parts) => parts.slice(2).join(' ')).sort()).toEqual(
      apiInstances(readCompose()).map((name) => `${name}:8180 port 8080`),
    );
    // Published on the host's loopback by default: members never reach it.
    const lb = readCompose().services.lb as { ports?: string[] };
    expect(lb.ports).toContain('${STAFF_LB_BIND:-127.0.0.1}:${STAFF_LB_PORT:-8180}:8180');
  });

  it('may open as many connections as the compose file gives it descriptors for', () => {
    const maxconn = Number(/^\s*maxconn (\d+)/m.exec(section('global').join('\n'))?.[1]);
    const lb = readCompose().services.lb as { ulimits?: { nofile?: { soft?: number } } };
    // Each connection is two descriptors (client and server side), plus a few of its own.
    expect(lb.ulimits?.nofile?.soft).toBeGreaterThanOrEqual(2 * maxconn + 100);
  });

  it('passes the client’s address on, and sends the release files to the static server', () => {
    const www = section('frontend www');
    expect(www).toContain('option forwardfor');
    expect(www).toContain('default_backend api');
    expect(www).toContainEqual(expect.stringMatching(/^acl release path_beg \/remotes\/$/));
    expect(section('backend static')).toContainEqual(
      expect.stringMatching(/^server static static:8080/),
    );
  });
});

describeWith('haproxy', 'haproxy -c', () => {
  it('accepts ops/haproxy.cfg (service names that resolve only inside compose are warnings)', () => {
    // execFileSync throws, with HAProxy's own message, when the check fails.
    const output = execFileSync(HAPROXY, ['-c', '-f', CONFIG], { encoding: 'utf8', stdio: 'pipe' });
    expect(output).toMatch(/Configuration file is valid/);
  });
});

/** An HTTP server on a free port of this project's range that says who it is and what it got. */
async function stub(
  name: string,
  onUpgrade?: (request: http.IncomingMessage, socket: Duplex) => void,
  /** What its liveness probe answers; a test may make it stuck. */
  health = { status: 200 },
): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/health') response.statusCode = health.status;
    response.end(
      JSON.stringify({ name, url: request.url, forwardedFor: request.headers['x-forwarded-for'] }),
    );
  });
  if (onUpgrade) server.on('upgrade', onUpgrade);
  for (let port = 8740; port < 8760; port += 1) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return { server, port };
  }
  throw new Error('no free port in 8740-8759');
}

describeWith('haproxy', 'ops/haproxy.cfg in HAProxy, before stand-ins for the services', () => {
  let haproxy: ChildProcess | undefined;
  let dir = '';
  let base = '';
  let staffBase = '';
  const servers: http.Server[] = [];
  const api2Health = { status: 200 };

  beforeAll(async () => {
    // The live socket's stand-in: a 101, then it echoes what comes through the tunnel.
    const echo = (request: http.IncomingMessage, socket: Duplex) => {
      const accept = createHash('sha1')
        .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64');
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      socket.pipe(socket);
    };
    const [api1, api2, statics, staff1, staff2] = [
      await stub('api1', echo),
      await stub('api2', echo, api2Health),
      await stub('static'),
      await stub('staff1'),
      await stub('staff2'),
    ];
    servers.push(api1.server, api2.server, statics.server, staff1.server, staff2.server);
    // Two free ports for the two frontends: both taken before either is let go.
    const probes = [await stub('probe'), await stub('probe')];
    const [frontPort, staffFrontPort] = probes.map((probe) => probe.port);
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.server.close(resolve))));
    dir = mkdtempSync(path.join(os.tmpdir(), 'ops-haproxy-'));
    // 100,000 connections need 200,000 descriptors, which compose grants (ulimits) and a
    // test machine may not: the rest of the file is tried as it is.
    const config = text
      .replaceAll(/maxconn \d+/g, 'maxconn 1000')
      .replace('bind :8080', `bind 127.0.0.1:${frontPort}`)
      .replace('api1:8080', `127.0.0.1:${api1.port}`)
      .replace('api2:8080', `127.0.0.1:${api2.port}`)
      .replace('static:8080', `127.0.0.1:${statics.port}`)
      .replace('bind :8180', `bind 127.0.0.1:${staffFrontPort}`)
      .replace('api1:8180 port 8080', `127.0.0.1:${staff1.port} port ${api1.port}`)
      .replace('api2:8180 port 8080', `127.0.0.1:${staff2.port} port ${api2.port}`);
    writeFileSync(path.join(dir, 'haproxy.cfg'), config);
    let log = '';
    haproxy = spawn(HAPROXY, ['-db', '-f', path.join(dir, 'haproxy.cfg')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    haproxy.stderr?.on('data', (chunk) => (log += String(chunk)));
    base = `http://127.0.0.1:${frontPort}`;
    staffBase = `http://127.0.0.1:${staffFrontPort}`;
    for (const until = Date.now() + 10_000; ;) {
      if (haproxy.exitCode !== null) throw new Error(`haproxy exited: ${log}`);
      const up = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > until) throw new Error(`haproxy did not answer: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (haproxy && haproxy.exitCode === null) {
      const exited = new Promise((resolve) => haproxy?.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const answer = async (url: string) =>
    (await (await fetch(`${base}${url}`)).json()) as { name: string; forwardedFor?: string };

  it('takes turns between the API instances, telling each the client’s address', async () => {
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await answer('/api/user.php')).name);
    expect(names.sort()).toEqual(['api1', 'api1', 'api2', 'api2']);
    expect((await answer('/api/user.php')).forwardedFor).toBe('127.0.0.1');
  });

  it('sends release files and hashed shell scripts to the static server, the rest to the API', async () => {
    expect((await answer('/remotes/mfe-chat/1.4.0/remoteEntry.js')).name).toBe('static');
    expect((await answer('/main.1a2b3c4d.js')).name).toBe('static');
    for (const url of ['/', '/registry.json', '/sw.js', '/media/x.jpg', '/main.1a2b3c4d.js.map']) {
      expect({ url, name: (await answer(url)).name }).toEqual({
        url,
        name: expect.stringMatching(/^api/),
      });
    }
  });

  it('passes a WebSocket upgrade through to an API instance and carries its bytes both ways', async () => {
    const { port } = new URL(base);
    const socket = await new Promise<Duplex>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port: Number(port),
        path: '/api/live.php',
        // A handshake as a browser sends it: HAProxy refuses one without its key and version.
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-key': randomBytes(16).toString('base64'),
          'sec-websocket-version': '13',
        },
      });
      request.once('upgrade', (_response, upgraded) => resolve(upgraded));
      request.once('response', (response) => reject(new Error(`answered ${response.statusCode}`)));
      request.once('error', reject);
      request.end();
    });
    const echoed = new Promise<string>((resolve) =>
      socket.once('data', (data) => resolve(String(data))),
    );
    socket.write('ping through the tunnel');
    expect(await echoed).toBe('ping through the tunnel');
    socket.destroy();
  });

  it('sends the staff origin to the instances\u2019 staff listeners in turn, never to the member ones', async () => {
    const names = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${staffBase}/staff-api/me`);
      names.push(((await response.json()) as { name: string }).name);
    }
    expect(names.sort()).toEqual(['staff1', 'staff1', 'staff2', 'staff2']);
  });

  it('takes an instance whose liveness says stuck out of the pool within seconds', async () => {
    api2Health.status = 503;
    const until = Date.now() + 15_000;
    let names: string[] = [];
    while (Date.now() < until) {
      names = [];
      for (let i = 0; i < 4; i += 1) names.push((await answer('/api/user.php')).name);
      if (names.every((name) => name === 'api1')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(names).toEqual(['api1', 'api1', 'api1', 'api1']);
    // The same instance leaves the staff pool: its staff listener is the same process.
    const staffNames: string[] = [];
    for (const until = Date.now() + 15_000; Date.now() < until;) {
      staffNames.length = 0;
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${staffBase}/staff-api/me`);
        staffNames.push(((await response.json()) as { name: string }).name);
      }
      if (staffNames.every((name) => name === 'staff1')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(staffNames).toEqual(['staff1', 'staff1', 'staff1', 'staff1']);
  });
});
