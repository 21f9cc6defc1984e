import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteRegistry } from '@dating/shared-contracts/registry';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { isHttps } from '../../lib/public-address';
import { devOverridesEnabled, readDevOverrides, withDevOverrides } from './dev-override';
import {
  CANARY_COOKIE,
  memberBucket,
  readRegistry,
  resolveCanaries,
  visitorBucket,
} from './registry-resolver';

/**
 * The registry as each visitor gets it, for a page or `/registry.json`. Canaries are sticky:
 * a member's bucket comes from their id, a visitor's from a cookie set once (decision 0012).
 * Each call counts the release of every remote the visitor runs: a release's error rate is
 * per page (decision 0175). Where development overrides are on, a remote this browser
 * overrides points at the developer's dev server instead (decision 0177).
 */
export function visitorRegistry(app: FastifyInstance, deployDir: string) {
  const devOverrides = devOverridesEnabled(app.config);
  const resolve = async (request: FastifyRequest, reply: FastifyReply) => {
    const registry = await readRegistry(deployDir, request.log);
    if (!registry.remotes.some((entry) => entry.canary)) return registry;
    if (request.userId !== null) return resolveCanaries(registry, memberBucket(request.userId));
    const visitor = visitorBucket(readCookie(request.headers.cookie, CANARY_COOKIE));
    if (visitor.fresh) {
      reply.header(
        'set-cookie',
        serializeCookie(CANARY_COOKIE, String(visitor.bucket), {
          maxAgeSeconds: 365 * 24 * 3600,
          secure: isHttps(request, app.config),
        }),
      );
    }
    return resolveCanaries(registry, visitor.bucket);
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<RemoteRegistry> => {
    const resolved = await resolve(request, reply);
    const registry = devOverrides
      ? withDevOverrides(resolved, readDevOverrides(request.headers.cookie))
      : resolved;
    for (const entry of registry.remotes)
      app.metrics.releasePages.inc({ remote: entry.name, version: entry.version });
    return registry;
  };
}
