import type { FastifyPluginAsync } from 'fastify';

/** The property Fastify reads a plugin's name from (its documented display name). */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives an encapsulated plugin (a module's routes, a scope of its own) the name Fastify shows
 * in its plugin tree and errors. A plugin without one is looked for among the exports of every
 * loaded module, twice per registration: under jest's module registry that search was a tenth
 * of building an app, in every API test file. A plugin defined in place must be named (lint).
 */
// The generic keeps the plugin's own options type for app.register.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function named<P extends FastifyPluginAsync<any>>(plugin: P, name = plugin.name): P {
  if (!name) throw new Error('a plugin needs a name: pass one for an anonymous function');
  Object.defineProperty(plugin, DISPLAY_NAME, { value: name });
  return plugin;
}
