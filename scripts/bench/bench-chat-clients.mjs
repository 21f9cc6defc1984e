// The members' side of `npm run bench:chat`: their sockets, the latency runs and the soak
// with forced reconnects, against API instances already running.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import WebSocket from 'ws';
import { inspectorSession } from './inspector.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function post(base, url, cookie, body) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return { json, response };
}

/**
 * The members' sends during the measured runs: node:http over kept-alive connections rather
 * than `fetch`, whose per-request objects made the bench's own collections take 30-40 ms; a
 * client that stalls delays the arrival it times as much as a server that does.
 */
const sendAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs `body` as JSON to `base` + `url` with the member's cookie; resolves with the answer. */
export function send(base, url, cookie, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        agent: sendAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode >= 200 && response.statusCode < 300) resolve(JSON.parse(text));
          else reject(new Error(`${url} answered ${response.statusCode}: ${text}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `work` over the items, `limit` at a time. */
export async function pool(items, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** A member's live socket; `onMessage` sees every `message` event meant for the member. */
export function connect(port, member, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live.php`, {
      headers: { cookie: member.cookie },
    });
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'message' && !event.message.from_me) onMessage(event);
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Width of the windows the slowest messages are grouped in, by when they were sent. */
const WINDOW_MS = 250;

/**
 * Where a run's slowest messages (`[sent ms into the run, latency ms]`) were sent: the three
 * windows of WINDOW_MS that hold most of them, each with its count and worst latency. A few
 * full windows are a stall of the machine or a server; messages spread thin are a slow path.
 */
function slowestWindows(slow) {
  const windows = new Map();
  for (const [at, ms] of slow) {
    const start = Math.floor(at / WINDOW_MS) * WINDOW_MS;
    const window = windows.get(start) ?? { start, count: 0, worstMs: 0 };
    window.count += 1;
    window.worstMs = Math.max(window.worstMs, ms);
    windows.set(start, window);
  }
  const top = [...windows.values()].sort((a, b) => b.count - a.count).slice(0, 3);
  return { count: slow.length, windows: windows.size, top, windowMs: WINDOW_MS };
}

/**
 * Send-to-receive latency: the sender's POST starts the clock, the recipient's socket stops
 * it. Senders POST to `sendPort`, recipients listen on `receivePort`.
 */
export async function latencyRun(pairs, sendPort, receivePort, label, { messages, rate }) {
  const started = new Map();
  /** Each message received: [sent at, send-to-receive ms]. */
  const taken = [];
  const answers = [];
  let done;
  const all = new Promise((resolve) => (done = resolve));
  const sockets = await Promise.all(
    pairs.flatMap(([sender, recipient]) => [
      connect(sendPort, sender, () => undefined),
      connect(receivePort, recipient, (event) => {
        const start = started.get(event.message.body);
        if (start === undefined) return;
        started.delete(event.message.body);
        taken.push([start, performance.now() - start]);
        if (taken.length === messages) done();
      }),
    ]),
  );
  const base = `http://127.0.0.1:${sendPort}`;
  const t0 = performance.now();
  const sends = [];
  for (let i = 0; i < messages; i += 1) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const [sender, recipient] = pairs[i % pairs.length];
    const body = `${label} ${i} ${randomUUID()}`;
    const sentAt = performance.now();
    started.set(body, sentAt);
    sends.push(
      send(base, '/api/chat.php', sender.cookie, {
        profile_id: recipient.profileId,
        nonce: randomUUID(),
        body,
      }).then((json) => {
        answers.push(performance.now() - sentAt);
        sender.conversationId = json.conversation_id;
      }),
    );
  }
  await Promise.all(sends);
  await Promise.race([all, sleep(10_000)]);
  sockets.forEach((socket) => socket.close());
  const sorted = taken.map(([, ms]) => ms).sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    slowest: slowestWindows(
      taken.filter(([, ms]) => ms >= p99).map(([start, ms]) => [start - t0, ms]),
    ),
    label,
    received: taken.length,
    answerP50: percentile(answers, 50),
    answerP99: percentile(answers, 99),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99,
  };
}

/**
 * The soak: each pair sends one message after another while recipients' sockets are cut at
 * random. A recipient keeps what it has by id; after each reconnect it asks for everything
 * after the last id it had. At the end every sent message must be there exactly once.
 */
export async function soak(pairs, sendPort, receivePort, seconds) {
  const base = `http://127.0.0.1:${receivePort}`;
  const stats = { reconnects: 0, viaResync: 0, duplicatesDropped: 0 };
  const recipients = pairs.map(([sender, recipient]) => ({ sender, recipient, have: new Set() }));
  const keep = (state, message, viaResync) => {
    const id = Number(message.id);
    if (state.have.has(id)) stats.duplicatesDropped += 1;
    else {
      state.have.add(id);
      if (viaResync) stats.viaResync += 1;
    }
    state.last = Math.max(state.last ?? 0, id);
  };
  const resync = async (state) => {
    if (!state.sender.conversationId) return;
    for (let more = true; more;) {
      const url = `${base}/api/chat.php?id=${state.sender.conversationId}&after=${state.last ?? 0}`;
      const response = await fetch(url, { headers: { cookie: state.recipient.cookie } });
      const { conversation } = await response.json();
      conversation.messages.filter((m) => !m.from_me).forEach((m) => keep(state, m, true));
      more = conversation.has_newer;
    }
  };
  const open = async (state) => {
    state.socket = await connect(receivePort, state.recipient, (event) =>
      keep(state, event.message, false),
    );
    state.socket.once('close', () => {
      if (state.stopped) return;
      stats.reconnects += 1;
      // As a page does: wait a moment, reconnect, then ask for what came meanwhile.
      state.reconnecting = (async () => {
        await sleep(20 + Math.random() * 200);
        if (state.stopped) return;
        await open(state);
        await resync(state);
      })();
    });
  };
  for (const state of recipients) {
    await open(state);
    await resync(state);
    // What was sent before the soak is not counted: it starts after what each one has.
    state.start = state.last ?? 0;
  }
  stats.viaResync = 0;

  const sent = new Map(recipients.map((state) => [state, []]));
  const until = Date.now() + seconds * 1000;
  const cutter = setInterval(() => {
    for (let i = 0; i < recipients.length / 20; i += 1) {
      recipients[Math.floor(Math.random() * recipients.length)].socket?.terminate();
    }
  }, 500);
  const sendBase = `http://127.0.0.1:${sendPort}`;
  // Each sender stays under the rate limit of 30 messages a minute.
  const gapMs = Math.max(2100, (60_000 / 30) * 1.05);
  await Promise.all(
    recipients.map(async (state) => {
      await sleep(Math.random() * gapMs);
      while (Date.now() < until) {
        const json = await send(sendBase, '/api/chat.php', state.sender.cookie, {
          profile_id: state.recipient.profileId,
          nonce: randomUUID(),
          body: `soak ${randomUUID()}`,
        });
        sent.get(state).push(Number(json.message.id));
        await sleep(gapMs);
      }
    }),
  );
  clearInterval(cutter);
  await sleep(2000);
  let missing = 0;
  let extra = 0;
  let total = 0;
  for (const state of recipients) state.stopped = true;
  for (const state of recipients) {
    await state.reconnecting;
    await resync(state);
    state.socket.close();
    const expected = new Set(sent.get(state));
    total += expected.size;
    for (const id of expected) if (!state.have.has(id)) missing += 1;
    for (const id of state.have) if (id > state.start && !expected.has(id)) extra += 1;
  }
  return { ...stats, total, missing, extra };
}

/**
 * The server's memory as its inspector reports it right after a full garbage collection
 * (the server runs with --inspect on `inspectPort`): without one, what the last run left for
 * the collector swamps what a few thousand sockets hold.
 */
async function collectedMemory(inspectPort) {
  const { call, close } = await inspectorSession(inspectPort);
  try {
    await call('HeapProfiler.enable');
    await call('HeapProfiler.collectGarbage');
    const { result } = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const { rss, heapUsed } = JSON.parse(result.value);
    return { rss, heap: heapUsed };
  } finally {
    close();
  }
}

/**
 * Memory an idle live socket costs the server: its resident set and V8 heap, each read after
 * a full collection, before and after `perMember` sockets per member are opened and left
 * quiet, over the number the server counts open (its /metrics).
 */
export async function idleSocketMemory(members, port, { perMember, metricsToken, inspectPort }) {
  const openSockets = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    return Number(/^live_sockets_open (\S+)/m.exec(await response.text())?.[1] ?? NaN);
  };
  await sleep(1000);
  const before = { ...(await collectedMemory(inspectPort)), open: await openSockets() };
  const sockets = [];
  await pool(
    members.flatMap((member) => Array.from({ length: perMember }, () => member)),
    50,
    async (member) => sockets.push(await connect(port, member, () => undefined)),
  );
  await sleep(2000);
  const after = { ...(await collectedMemory(inspectPort)), open: await openSockets() };
  sockets.forEach((socket) => socket.close());
  const opened = after.open - before.open;
  return {
    sockets: opened,
    rssPerSocket: (after.rss - before.rss) / opened,
    heapPerSocket: (after.heap - before.heap) / opened,
    rssBefore: before.rss,
    rssAfter: after.rss,
  };
}
