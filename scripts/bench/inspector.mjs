// A server's V8 inspector (it runs with --inspect=127.0.0.1:<port>), for the benches: a full
// garbage collection before a memory reading, a CPU profile of a measured run, a heap profile
// of what outlived a young-generation collection during one.
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';

/** A session with the inspector on `port`: `call(method, params)` resolves with the result. */
export async function inspectorSession(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const inspector = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    inspector.once('open', resolve);
    inspector.once('error', reject);
  });
  let id = 0;
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const mine = (id += 1);
      const onMessage = (data) => {
        const answer = JSON.parse(String(data));
        if (answer.id !== mine) return;
        inspector.off('message', onMessage);
        resolve(answer.result);
      };
      inspector.on('message', onMessage);
      inspector.send(JSON.stringify({ id: mine, method, params }));
    });
  return { call, close: () => inspector.close() };
}

/**
 * Runs `run` while each server (by inspector port) records a profile: `start(session)` starts
 * it, `stop(session)` answers it, and it is written to `<folder>/<label>-<port>.<extension>`.
 * Without a folder it only runs.
 */
async function recorded(folder, label, inspectPorts, run, { kind, extension, start, stop }) {
  if (!folder) return run();
  const sessions = await Promise.all(inspectPorts.map((port) => inspectorSession(port)));
  await Promise.all(sessions.map(start));
  try {
    return await run();
  } finally {
    fs.mkdirSync(folder, { recursive: true });
    const slug = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await Promise.all(
      sessions.map(async (session, i) => {
        const profile = await stop(session);
        const file = path.join(folder, `${slug}-${inspectPorts[i]}.${extension}`);
        fs.writeFileSync(file, JSON.stringify(profile));
        session.close();
      }),
    );
    console.log(`${kind} profiles of "${label}" in ${folder}`);
  }
}

/**
 * A CPU profile of each server during `run` (`<label>-<port>.cpuprofile`: open it in Chrome's
 * DevTools or speedscope), sampled every BENCH_PROF_INTERVAL µs (250).
 */
export function profiled(folder, label, inspectPorts, run) {
  return recorded(folder, label, inspectPorts, run, {
    kind: 'CPU',
    extension: 'cpuprofile',
    start: async (session) => {
      await session.call('Profiler.enable');
      await session.call('Profiler.setSamplingInterval', {
        interval: Number(process.env.BENCH_PROF_INTERVAL ?? 250),
      });
      await session.call('Profiler.start');
    },
    stop: async (session) => (await session.call('Profiler.stop')).profile,
  });
}

/**
 * The allocations of each server during `run` that outlived a young-generation collection
 * (kept, or collected only by a full one), sampled: what fills the old space and brings the
 * full collections (`<label>-<port>.heapprofile`: open it in Chrome's DevTools, Memory).
 */
export function heapProfiled(folder, label, inspectPorts, run) {
  return recorded(folder, label, inspectPorts, run, {
    kind: 'Heap',
    extension: 'heapprofile',
    start: async (session) => {
      await session.call('HeapProfiler.enable');
      await session.call('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: false,
      });
    },
    stop: async (session) => (await session.call('HeapProfiler.stopSampling')).profile,
  });
}
