// `npm run test:soak`: a realistic mix of members, visitors and bad requests for a while
// (SOAK_MINUTES or --minutes, default 10) against (a) one instance on SQLite and (b) two
// instances on PostgreSQL and Redis behind HAProxy, one of them killed with SIGKILL twice,
// while a second process keeps both cores busy (or, with --beside-other-work, the tests it runs
// beside; decision 0155). It prints what a person and an orchestrator
// would have seen and what the database holds of the acknowledged writes; it exits 1 when a
// request waited over 5 s or an acknowledged write was lost or doubled
// (docs/decisions/0138-soak-test.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonOf, Person } from './client';
import { badRequestSlot, memberSlot, visitorSlot, type World } from './journeys';
import { Mailbox } from './mailbox';
import { Probes } from './probes';
import { loadAverage, report } from './report';
import type { Stack } from './stacks';
import { Stats } from './stats';
import { checkWrites, type WriteCheck } from './writes';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const MINUTES = Number(argument('minutes') ?? process.env.SOAK_MINUTES ?? 10);
/** sqlite, postgres or both (the default). */
const CONFIG = argument('config') ?? process.env.SOAK_CONFIG ?? 'both';
/** Members online at once; each slot signs up a new member when its last one leaves. */
const MEMBERS = Number(argument('members') ?? process.env.SOAK_MEMBERS ?? 40);
const VISITORS = Number(argument('visitors') ?? process.env.SOAK_VISITORS ?? 6);
/**
 * Without its own busy neighbour (`--beside-other-work`): for a run beside other tests, whose
 * work keeps the cores busy instead of two spinning threads.
 */
const BURNER = !process.argv.includes('--beside-other-work');

// The scale test's stack, on a block of ports and in a folder of the soak test's own.
process.env.SCALE_PORT ??= process.env.SOAK_PORT ?? '8900';
process.env.SCALE_RUN_DIR ??= path.join(import.meta.dirname, '.run');
const { MAILS_FILE, RUN_DIR } = await import('../scale/ports');
const { postgresStack, sqliteStack } = await import('./stacks');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The busy neighbour: two spinning threads in a child process at nice 0. */
function startBurner() {
  if (!BURNER) return () => undefined;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'burner.mjs')], {
    stdio: 'ignore',
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  return kill;
}

/** The stack running now: stopped whatever ends the run (an error, Ctrl-C). */
let running: Stack | undefined;
const abort = async (why: unknown) => {
  console.error('soak: stopped:', why);
  await running?.teardown();
  process.exit(1);
};
process.once('uncaughtException', abort);
process.once('SIGINT', abort);

/** Runs one configuration and prints its figures; resolves with the goals it missed. */
async function soak(name: string, start: () => Promise<Stack>): Promise<string[]> {
  const startedLoad = loadAverage();
  const stack = await start();
  running = stack;
  console.log(
    `\n== soak: ${stack.name}, ${MINUTES} min, ${MEMBERS} members and ${VISITORS} visitors at once, ` +
      `${BURNER ? 'a second process keeping both cores busy' : 'beside other work, no second process'} ` +
      `(load average at start ${startedLoad})`,
  );
  const stats = new Stats();
  stats.traceTo(path.join(RUN_DIR, 'requests.jsonl'));
  const probes = new Probes(stats, () => stack.instances);
  probes.start();
  const stopBurner = startBurner();
  let highestLoad = 0;
  const loadTimer = setInterval(
    () => (highestLoad = Math.max(highestLoad, os.loadavg()[0]!)),
    5000,
  );
  const world: World = {
    base: stack.base,
    stats,
    mail: new Mailbox(MAILS_FILE),
    until: Date.now() + MINUTES * 60_000,
    online: new Set(),
    known: [],
    live: { received: 0, reconnects: 0 },
  };
  try {
    // The gift catalogue, as the demo member's chat footer shows it.
    const demo = new Person(stack.base, stats);
    await demo.post('/api/user.php', 'login', {
      email: 'demo@example.nl',
      password: 'demo-password-1',
    });
    const gifts = (
      jsonOf<{ gifts?: { id: string }[] }>(await demo.get('/api/gifts.php', 'chats')).gifts ?? []
    ).map((gift) => gift.id);
    demo.close();

    const crashes = stack.crash
      ? [1, 2].map(async (round) => {
          // Each instance in turn, a third and two thirds into the run.
          await sleep((round * MINUTES * 60_000) / 3);
          const id = round === 1 ? 'api1' : 'api2';
          console.log(`${stats.elapsed()} s: SIGKILL ${id}`);
          await stack.crash!(id, round).then(
            () => console.log(`${stats.elapsed()} s: ${id} restarted and ready`),
            (error: Error) =>
              stats.note(`${id} not ready again after its restart: ${error.message}`),
          );
        })
      : [];
    await Promise.all([
      ...Array.from({ length: MEMBERS }, async (_, slot) => {
        // Members arrive over the first half minute, not all in the same second.
        await sleep(Math.random() * 30_000);
        await memberSlot(world, slot, gifts);
      }),
      ...Array.from({ length: VISITORS }, () => visitorSlot(world)),
      badRequestSlot(world, 20261129),
      ...crashes,
    ]);
  } catch (error) {
    running = undefined;
    await stack.teardown();
    throw error;
  } finally {
    stopBurner();
    clearInterval(loadTimer);
    // A last few probes on a quiet machine: a stuck instance stays down.
    await sleep(3000);
    probes.stop();
  }
  await stats.endTrace();
  if (stack.diagnose) stats.note(stack.diagnose());
  let writes: WriteCheck[] = [];
  try {
    writes = await checkWrites(stack, stats);
  } catch (error) {
    stats.note(`database check failed: ${(error as Error).message}`);
  } finally {
    running = undefined;
    await stack.teardown();
  }
  // The run's logs stay beside the next configuration's, for whoever reads a finding.
  const logs = `${RUN_DIR}-${name}`;
  fs.rmSync(logs, { recursive: true, force: true });
  fs.renameSync(RUN_DIR, logs);
  return report(stats, probes, world, writes, highestLoad, logs);
}

const configurations = { sqlite: sqliteStack, postgres: postgresStack };
const chosen = CONFIG === 'both' ? (['sqlite', 'postgres'] as const) : [CONFIG];
const missed: string[] = [];
for (const name of chosen) {
  const start = configurations[name as keyof typeof configurations];
  if (!start) throw new Error(`soak test: --config is sqlite, postgres or both, not "${name}"`);
  missed.push(...(await soak(name, start)).map((goal) => `${name}: ${goal}`));
}
console.log(
  missed.length === 0
    ? '\nsoak: every goal met'
    : `\nsoak: goals missed:\n  ${missed.join('\n  ')}`,
);
process.exit(missed.length === 0 ? 0 : 1);
