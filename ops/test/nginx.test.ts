// ops/nginx.conf, the static server of the production shape, in a real nginx: each kind of
// front-end file comes with the Cache-Control the API sends for it (one table,
// api/src/modules/frontend/cache-control.ts; docs/decisions/0002), and the .br and .gz files
// the build writes are sent to clients that take them.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CACHE_CONTROL, shellCacheControl } from '../../api/src/modules/frontend/cache-control';
import { ROOT } from './compose-file';
import { NGINX, describeWith } from './programs';

/** Ports this project's tests may take on a shared machine. */
const PORTS = { from: 8760, to: 8799 };
const RELEASE = '/remotes/mfe-chat/1.4.0-20261129-0130-ab12';
const ENTRY_SOURCE = `var mfe_chat = { get: function () {} };\n`.repeat(40);

function freePort(): Promise<number> {
  const tryPort = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      if (port > PORTS.to) return reject(new Error(`no free port in ${PORTS.from}-${PORTS.to}`));
      const server = net.createServer();
      server.once('error', () => resolve(tryPort(port + 1)));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
    });
  return tryPort(PORTS.from);
}

/** A release tree as the build and ops/publish-site.sh leave it in the site volume. */
function writeSite(site: string) {
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), content);
  };
  const remote = `deploy${RELEASE}`;
  write(`${remote}/remoteEntry.js`, ENTRY_SOURCE);
  write(`${remote}/remoteEntry.js.gz`, gzipSync(ENTRY_SOURCE));
  write(`${remote}/remoteEntry.js.br`, brotliCompressSync(ENTRY_SOURCE));
  write(`${remote}/remoteEntry.js.map`, '{}');
  write('deploy/registry.json', '{"schemaVersion":1,"remotes":[]}');
  write('shell/main.1a2b3c4d.js', 'console.log("shell");');
  write('shell/main.1a2b3c4d.js.map', '{}');
  write('shell/sw.js', 'self.addEventListener("push", () => {});');
  write('shell/index.html', '<!doctype html><title>shell</title>');
}

/** ops/nginx.conf with its folders and port moved to this test's own. */
function configFor(dir: string, port: number): string {
  return readFileSync(path.join(ROOT, 'ops', 'nginx.conf'), 'utf8')
    .replaceAll('/srv/site', path.join(dir, 'site'))
    .replaceAll('/tmp/nginx', path.join(dir, 'run'))
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${log()}`);
}

describeWith('nginx', 'ops/nginx.conf in nginx', () => {
  let dir = '';
  let base = '';
  let nginx: ChildProcess | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ops-nginx-'));
    writeSite(path.join(dir, 'site'));
    mkdirSync(path.join(dir, 'run'));
    // Run as root, nginx's workers are `nobody`: they must be able to read the tree.
    chmodSync(dir, 0o755);
    const port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), configFor(dir, port));
    let log = '';
    nginx = spawn(
      NGINX,
      ['-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    nginx.stderr?.on('data', (chunk) => (log += String(chunk)));
    await waitForPort(port, nginx, () => log);
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding = 'identity') =>
    fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });

  it.each([
    ['a remote release’s file', `${RELEASE}/remoteEntry.js`, CACHE_CONTROL.release],
    ['the registry', '/registry.json', CACHE_CONTROL.page],
    ['a hashed shell script', '/main.1a2b3c4d.js', shellCacheControl('/main.1a2b3c4d.js')],
    ['another shell file', '/sw.js', shellCacheControl('/sw.js')],
  ])('sends %s (%s) with the API’s Cache-Control', async (_kind, url, expected) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(expected);
  });

  it('sends the precompressed brotli or gzip file to a client that takes it', async () => {
    const url = `${RELEASE}/remoteEntry.js`;
    // fetch would decompress by itself: node:http shows the bytes as sent.
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.get(
          `${base}${url}`,
          { headers: { 'accept-encoding': encoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        request.once('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': CACHE_CONTROL.release,
    });
    expect(brotliDecompressSync(br.body).toString()).toBe(ENTRY_SOURCE);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ENTRY_SOURCE);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY_SOURCE);
  });

  it('answers 404 for source maps, missing release files and folders, as the API does', async () => {
    for (const url of [
      `${RELEASE}/remoteEntry.js.map`,
      '/main.1a2b3c4d.js.map',
      `${RELEASE}/gone.js`,
      '/remotes/',
      '/',
    ]) {
      const response = await get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      // A miss must never be cached for a year.
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });
});
