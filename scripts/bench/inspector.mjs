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
 * Runs `run` while each server (by inspector port) records a CPU profile, written to
 * `<folder>/<label>-<port>.cpuprofile` (open it in Chrome's DevTools or speedscope); without a
 * folder it only runs.
 */
export async function profiled(folder, label, inspectPorts, run) {
  if (!folder) return run();
  const sessions = await Promise.all(inspectPorts.map((port) => inspectorSession(port)));
  await Promise.all(
    sessions.map(async (session) => {
      await session.call('Profiler.enable');
      await session.call('Profiler.setSamplingInterval', {
        interval: Number(process.env.BENCH_PROF_INTERVAL ?? 250),
      });
      await session.call('Profiler.start');
    }),
  );
  try {
    return await run();
  } finally {
    fs.mkdirSync(folder, { recursive: true });
    const slug = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await Promise.all(
      sessions.map(async (session, i) => {
        const { profile } = await session.call('Profiler.stop');
        const file = path.join(folder, `${slug}-${inspectPorts[i]}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        session.close();
      }),
    );
    console.log(`CPU profiles of "${label}" in ${folder}`);
  }
}

/**
 * Runs `run` while each server (by inspector port) samples the allocations that outlived a
 * young-generation collection (kept, or collected only by a full one): what fills the old space
 * and brings the full collections. Written to `<folder>/<label>-<port>.heapprofile` (open it in
 * Chrome's DevTools, Memory); without a folder it only runs.
 */
export async function heapProfiled(folder, label, inspectPorts, run) {
  if (!folder) return run();
  const sessions = await Promise.all(inspectPorts.map((port) => inspectorSession(port)));
  await Promise.all(
    sessions.map(async (session) => {
      await session.call('HeapProfiler.enable');
      await session.call('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: false,
      });
    }),
  );
  try {
    return await run();
  } finally {
    fs.mkdirSync(folder, { recursive: true });
    const slug = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await Promise.all(
      sessions.map(async (session, i) => {
        const { profile } = await session.call('HeapProfiler.stopSampling');
        const file = path.join(folder, `${slug}-${inspectPorts[i]}.heapprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        session.close();
      }),
    );
    console.log(`Heap profiles of "${label}" in ${folder}`);
  }
}
