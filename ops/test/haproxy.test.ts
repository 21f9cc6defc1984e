// ops/haproxy.cfg, the balancer of the production shape: HAProxy itself accepts it, it
// spreads requests over every API instance of docker-compose.yml with readiness checks, and
// it never cuts a quiet live socket the API still pings.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('sends requests round-robin to every API instance, checked on /api/ready', () => {
    const api = section('backend api');
    expect(api).toEqual(
      expect.arrayContaining([
        'balance roundrobin',
        'option httpchk',
        'http-check send meth GET uri /api/ready',
        'http-check expect status 200',
      ]),
    );
    const servers = api
      .filter((line) => line.startsWith('server '))
      .map((line) => line.split(/\s+/)[2]);
    expect(servers.sort()).toEqual(apiInstances(readCompose()).map((name) => `${name}:8080`));
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
