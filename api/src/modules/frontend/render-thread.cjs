// @ts-check
// A render thread of the server paint (render-pool.ts): runs a release's server renderer off
// the API's event loop. Plain CommonJS, loaded by the thread itself, so that it starts the
// same way under tsx, jest and `node --import tsx` (none of them compiles a worker's file).
'use strict';
const { createRequire } = require('node:module');
const path = require('node:path');
const { workerData } = require('node:worker_threads');

/** How many release bundles this thread keeps loaded; the least recently used goes first. */
const KEEP = Math.max(1, Number(workerData?.bundles) || 1);

/**
 * The loaded renderers by file, least recently used first (a Map keeps insertion order), or
 * the reason a file did not load (so a broken release is not compiled again on every page).
 * @type {Map<string, { render: Function, sitemap: Function, status?: Function } | { unloadable: string }>}
 */
const loaded = new Map();

/**
 * Forgets a release's files in require's cache: this thread's map is then all that holds
 * its code, and dropping it from the map lets the collector take it.
 * @param {string} folder
 */
function forgetModules(folder) {
  const cache = createRequire(__filename).cache;
  for (const key of Object.keys(cache)) {
    if (key.startsWith(folder + path.sep)) delete cache[key];
  }
}

/**
 * The renderer of a release file, loaded once per thread while it is among the KEEP most
 * recently used; the files it dropped to stay within KEEP.
 * @param {string} file
 * @param {string} folder
 */
function load(file, folder) {
  const dropped = [];
  let module = loaded.get(file);
  const cold = module === undefined;
  if (module) {
    loaded.delete(file);
  } else {
    try {
      const exports = createRequire(file)(file);
      if (typeof exports?.render !== 'function' || typeof exports?.sitemap !== 'function')
        throw new Error('exports no render and sitemap');
      module = exports;
    } catch (error) {
      module = { unloadable: String((error && error.stack) || error) };
    } finally {
      forgetModules(folder);
    }
  }
  loaded.set(file, module);
  while (loaded.size > KEEP) {
    const oldest = loaded.keys().next().value;
    loaded.delete(oldest);
    dropped.push(oldest);
  }
  return { module, cold, dropped };
}

const NO_BODY = new Set([204, 205, 304]);

/**
 * A fetch answered by the API's event loop over the task's port (it calls the API in
 * process, as the visitor): only what a renderer sends (method, a string body) crosses.
 * @param {import('node:worker_threads').MessagePort} port
 * @returns {typeof fetch}
 */
function fetchOver(port) {
  let next = 0;
  /** @type {Map<number, { resolve: (response: Response) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  port.on('message', (answer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if (answer.error !== undefined) return call.reject(new TypeError(answer.error));
    call.resolve(
      new Response(NO_BODY.has(answer.status) ? null : answer.body, {
        status: answer.status,
        headers: answer.type ? { 'content-type': answer.type } : {},
      }),
    );
  });
  return (input, init) =>
    new Promise((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve, reject });
      port.postMessage({
        id: next,
        url: input instanceof Request ? input.url : String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? init.body : undefined,
      });
    });
}

/**
 * One task: `render`, `sitemap` or `status` of a release's renderer for a visitor's request,
 * or `load`, which only loads the release (an instance's start). It says on its port when it
 * starts (and whether it must load the bundle first), so the API knows a task left the queue
 * and gives a first load its longer wait.
 * @param {{ op: 'render' | 'sitemap' | 'status' | 'load', file: string, folder: string, request: object, port: import('node:worker_threads').MessagePort }} task
 */
module.exports = async function renderTask({ op, file, folder, request, port }) {
  try {
    port.postMessage({ started: true, cold: !loaded.has(file) });
    const { module, cold, dropped } = load(file, folder);
    const held = loaded.size;
    if ('unloadable' in module) return { unloadable: module.unloadable, cold, dropped, held };
    if (op === 'load') return { value: null, cold, dropped, held };
    const visitor = { ...request, fetch: fetchOver(port) };
    const value =
      op === 'render'
        ? await module.render(visitor)
        : op === 'sitemap'
          ? await module.sitemap(visitor)
          : // A release built before renderers told a page's status does not know it.
            typeof module.status === 'function'
            ? await module.status(visitor)
            : null;
    return { value, dropped, held };
  } finally {
    port.close();
  }
};
