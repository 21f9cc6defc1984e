// The figures a soak run prints: requests by outcome and route group, slow requests and
// failures, the probes' flips, the live channel, the acknowledged writes and the instances'
// logged errors. Returns the goals it missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { World } from './journeys';
import type { Probes } from './probes';
import { OUTCOMES, SLOW_MS, percentile, table, type Stats } from './stats';
import type { WriteCheck } from './writes';

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

export function report(
  stats: Stats,
  probes: Probes,
  world: World,
  writes: WriteCheck[],
  highestLoad: number,
  logs: string,
): string[] {
  const seconds = (Date.now() - stats.startedAt) / 1000;
  const total = [...stats.outcomes.values()].reduce((a, b) => a + b, 0);
  console.log(
    `load average at the end ${loadAverage()}, highest 1-min ${highestLoad.toFixed(1)}; ` +
      `${total} requests in ${Math.round(seconds)} s (${(total / seconds).toFixed(1)}/s)`,
  );
  table([[...OUTCOMES], OUTCOMES.map((o) => stats.outcomes.get(o) ?? 0)]);
  const limited = [...stats.limited].map(([group, n]) => `${group} ${n}`).join(', ');
  console.log(`of the 4xx, 429 (rate limits, login delays): ${limited || 'none'}\n`);
  const groups = [...stats.durations].sort(([a], [b]) => a.localeCompare(b));
  table([
    ['route group', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
    ...groups.map(([group, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return [
        group,
        sorted.length,
        Math.round(percentile(sorted, 50)),
        Math.round(percentile(sorted, 99)),
        Math.round(sorted.at(-1) ?? 0),
      ];
    }),
  ]);
  console.log(`\nrequests that waited over ${SLOW_MS / 1000} s: ${stats.slow.length} (goal 0)`);
  for (const slow of stats.slow.slice(0, 15)) {
    console.log(`  ${slow.at} s: ${slow.request} ${Math.round(slow.ms)} ms -> ${slow.outcome}`);
  }
  if (stats.failures.size > 0) console.log('5xx answers, timeouts and connection errors:');
  for (const [route, seen] of stats.failures) {
    console.log(`  ${route}: ${seen.count} (first at ${seen.firstAt} s)`);
  }
  console.log('\nreadiness and liveness, asked every second per instance:');
  for (const line of probes.summary()) console.log(`  ${line}`);
  for (const event of probes.events.slice(0, 20)) console.log(`    ${event}`);
  console.log(
    `\nmembers signed up ${stats.signups.length}; mails received ${world.mail.received} ` +
      `(delivered again: ${world.mail.repeated.size}); messages received live ` +
      `${world.live.received}; live channel reconnects ${world.live.reconnects}`,
  );
  for (const [what, times] of stats.notes) console.log(`  ${what}: ${times}`);
  console.log('');
  table([
    ['acknowledged writes', 'acknowledged', 'lost', 'doubled'],
    ...writes.map((row) => [...row]),
  ]);
  const missed: string[] = [];
  if (stats.slow.length > 0) missed.push(`${stats.slow.length} requests waited over 5 s`);
  for (const [what, , lost, doubled] of writes) {
    if (lost > 0) missed.push(`${what}: ${lost} lost`);
    if (doubled > 0) missed.push(`${what}: ${doubled} doubled`);
  }
  if (writes.length === 0) missed.push('the acknowledged writes could not be checked');
  // A run that could not sign anybody up, send a message or complete a payment proves nothing.
  for (const [what, acknowledged] of writes) {
    if (acknowledged === 0 && !/credited != once/.test(what))
      missed.push(`${what}: none acknowledged`);
  }
  // What the instances logged as errors (pino levels 50 and 60), by message.
  const errors = new Map<string, number>();
  for (const file of fs.readdirSync(logs).filter((name) => /^api.*\.log$/.test(name))) {
    for (const line of fs.readFileSync(path.join(logs, file), 'utf8').split('\n')) {
      if (!/^\{"level":[56]0/.test(line)) continue;
      const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      const key = `${file}: ${msg} ${err?.message ?? ''}`.trim();
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
  }
  console.log(`\nerrors the instances logged: ${errors.size === 0 ? 'none' : ''}`);
  for (const [what, times] of errors) console.log(`  ${what}: ${times}`);
  console.log(`logs: ${logs}`);
  return missed;
}
