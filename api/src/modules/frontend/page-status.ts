import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageOwner } from './registry-resolver';
import { statusOnServer, type PaintInput } from './server-paint';

/**
 * The HTTP status of a page is that of what it shows (decision 0140), so that crawlers,
 * link checkers and monitoring see a missing page as missing:
 * - no release owns the path: the shell draws its not-found page, 404;
 * - the route names the API call it shows and that finds nothing for this requester (a
 *   member who is gone, or whom they may not see): the page shows "not found", 404;
 * - the owning release drew or tells its not-found page (an unknown lander or token): 404;
 * - else 200, also where nobody could tell in time (a paint that was late).
 */
export async function pageStatus(input: {
  readonly app: FastifyInstance;
  readonly request: FastifyRequest;
  readonly owner: PageOwner | null;
  /** Whether the deployment has releases at all: without any no path can be told from a miss. */
  readonly hasReleases: boolean;
  /** The status of the owner's server paint, when the page has one. */
  readonly paintedStatus: number | null;
  readonly paint: Omit<PaintInput, 'html' | 'owner'>;
}): Promise<number> {
  const { app, request, owner } = input;
  if (!owner) return input.hasReleases ? 404 : 200;
  if (owner.shows && (await showsNothing(app, request, owner.shows, owner.params))) return 404;
  if (input.paintedStatus !== null) return input.paintedStatus;
  // A visitor's GET without a paint: its render was late or failed, and asking again would
  // keep the page waiting as long once more.
  if (request.userId === null && request.method === 'GET') return 200;
  return (await statusOnServer({ ...input.paint, owner })) ?? 200;
}

/**
 * Whether the API call a page shows finds nothing for this requester (their session, their
 * address): 404, or 400 for a parameter no resource can have (`/members/abc`).
 */
async function showsNothing(
  app: FastifyInstance,
  request: FastifyRequest,
  shows: string,
  params: Readonly<Record<string, string>>,
): Promise<boolean> {
  const url = shows.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const cookie = request.headers.cookie;
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      host: request.headers.host ?? request.host,
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    remoteAddress: request.ip,
  });
  return response.statusCode === 404 || response.statusCode === 400;
}
