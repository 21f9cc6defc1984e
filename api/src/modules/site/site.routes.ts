import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';

/** Reference data of the site; each is loaded once by the front end and cached. */
export async function siteRoutes(app: FastifyInstance) {
  const { site } = endpoints;
  const tags = ['site'];

  endpointRoute(app, site.settings, { tags }, async (request) =>
    app.site.settingsFor(request.query.host ?? request.headers.host),
  );

  endpointRoute(app, site.companyInfo, { tags }, async () => ({
    companyinfo: await app.site.companyInfo(),
  }));

  endpointRoute(app, site.regions, { tags }, async (request) => ({
    regions: await app.site.regions(request.query.country),
  }));

  endpointRoute(app, site.interests, { tags }, async () => ({
    interests: await app.site.interests(),
  }));

  endpointRoute(app, site.geocode, { tags }, async (request) =>
    app.site.geocode(request.query.lat, request.query.lon),
  );

  // sendBeacon posts when the page is hidden; it marks the session so live events can
  // fall back to push. Visitors get the same answer.
  endpointRoute(app, site.pageHidden, { tags }, async (request) => {
    if (request.sessionToken) await app.accounts.pageHidden(request.sessionToken);
    return { ok: true as const };
  });
}
