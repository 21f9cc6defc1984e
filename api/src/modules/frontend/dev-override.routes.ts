import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from '../../lib/cookies';
import { isHttps } from '../../lib/public-address';
import { isCrossSite } from '../../plugins/access.plugin';
import {
  DEV_OVERRIDE_COOKIE,
  DEV_OVERRIDE_PATH,
  devOverridesEnabled,
  devOverrideValue,
  entryProblem,
  isRemoteName,
  readDevOverrides,
  type DevOverride,
} from './dev-override';
import { readRegistry } from './registry-resolver';

/** An override lasts a working day; the page's banner ends it sooner. */
const OVERRIDE_SECONDS = 12 * 3600;

interface OverrideQuery {
  remote?: string;
  entry?: string;
  return?: string;
}

/** Where to go afterwards: a path of this site only, never another site (`//host`, `/\host`). */
const backTo = (path: string | undefined) =>
  path && /^\/(?![/\\])/.test(path) && !/[\r\n]/.test(path) ? path : '/';

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(message);

/**
 * The developer's switch between a release and their dev server (decision 0177):
 * `GET /__dev/override?remote=mfe-chat&entry=http://localhost:3101/remoteEntry.js` sets it,
 * `GET /__dev/override/clear` (one `remote`, or all) ends it, `GET /__dev/override` says what
 * is set. Who may call them: any browser of the developer's, by a typed URL or a link of this
 * site, and only where overrides are on (DEV_OVERRIDES=true outside production); a page of
 * another site may not (a GET that changes what this browser runs), and production has no such
 * routes at all.
 */
export async function devOverrideRoutes(app: FastifyInstance, options: { deployDir: string }) {
  if (app.config.nodeEnv === 'production') return;
  if (!devOverridesEnabled(app.config)) {
    app.get(`${DEV_OVERRIDE_PATH}*`, { schema: { hide: true } }, (_request, reply) =>
      refuse(
        reply,
        404,
        'Development overrides are off on this server: `npm run dev -- <remote>` starts one with DEV_OVERRIDES=true (never honoured with NODE_ENV=production).',
      ),
    );
    return;
  }

  const setCookie = (request: FastifyRequest, reply: FastifyReply, overrides: DevOverride[]) =>
    reply.header(
      'set-cookie',
      serializeCookie(DEV_OVERRIDE_COOKIE, overrides.length ? devOverrideValue(overrides) : '', {
        maxAgeSeconds: overrides.length ? OVERRIDE_SECONDS : 0,
        secure: isHttps(request, app.config),
      }),
    );
  const done = (reply: FastifyReply, query: OverrideQuery) =>
    reply.header('Cache-Control', 'no-store').redirect(backTo(query.return), 303);

  app.get<{ Querystring: OverrideQuery }>(
    DEV_OVERRIDE_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const current = readDevOverrides(request.headers.cookie);
      const { remote, entry } = request.query;
      if (remote === undefined && entry === undefined) {
        return reply
          .header('Cache-Control', 'no-store')
          .send({ enabled: true, overrides: JSON.parse(devOverrideValue(current)) as object });
      }
      if (isCrossSite(request)) {
        return refuse(
          reply,
          403,
          'Refused: another site may not switch this browser to a dev server.',
        );
      }
      if (!isRemoteName(remote)) {
        return refuse(
          reply,
          400,
          `Refused: "${remote ?? ''}" is no remote name (lower-case words joined by dashes, e.g. mfe-chat).`,
        );
      }
      const problem = entry === undefined ? 'no entry given' : entryProblem(entry);
      if (problem !== null || entry === undefined)
        return refuse(reply, 400, `Refused: ${problem}.`);
      const registry = await readRegistry(options.deployDir, request.log);
      if (!registry.remotes.some((release) => release.name === remote)) {
        return refuse(
          reply,
          409,
          `Refused: ${remote} has no release in this deployment, and the page routes by its release (npm run release -- ${remote}).`,
        );
      }
      const override = { remote, entry, origin: new URL(entry).origin };
      setCookie(request, reply, [...current.filter((o) => o.remote !== remote), override]);
      return done(reply, request.query);
    },
  );

  app.get<{ Querystring: OverrideQuery }>(
    `${DEV_OVERRIDE_PATH}/clear`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (isCrossSite(request)) {
        return refuse(reply, 403, 'Refused: another site may not change what this browser runs.');
      }
      const { remote } = request.query;
      const current = readDevOverrides(request.headers.cookie);
      setCookie(request, reply, remote ? current.filter((o) => o.remote !== remote) : []);
      return done(reply, request.query);
    },
  );
}
