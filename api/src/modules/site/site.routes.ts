import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CompanyInfoResponseSchema,
  GeocodeQuerySchema,
  GeocodeResponseSchema,
  InterestsResponseSchema,
  OkResponseSchema,
  RegionsResponseSchema,
  SettingsQuerySchema,
  SettingsSchema,
} from '@dating/shared-contracts/api';
import { Type } from 'typebox';
import { notFound } from '../../lib/app-error';
import { nearestCity } from './geocode';

/** Reference data of the site; each is loaded once by the front end and cached. */
export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['site'];

  app.get(
    '/settings.php',
    { schema: { tags, querystring: SettingsQuerySchema, response: { 200: SettingsSchema } } },
    async (request) => app.site.settingsFor(request.query.host ?? request.headers.host),
  );

  app.get(
    '/companyinfo.php',
    { schema: { tags, response: { 200: CompanyInfoResponseSchema } } },
    async () => {
      const companyinfo = await app.site.repo.companyInfo();
      if (!companyinfo) throw notFound();
      return { companyinfo };
    },
  );

  app.get(
    '/regions.php',
    {
      schema: {
        tags,
        querystring: Type.Object({
          country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
        }),
        response: { 200: RegionsResponseSchema },
      },
    },
    async (request) => ({ regions: await app.site.repo.regions(request.query.country) }),
  );

  app.get(
    '/interests.php',
    { schema: { tags, response: { 200: InterestsResponseSchema } } },
    async () => ({ interests: await app.site.repo.interests() }),
  );

  app.get(
    '/geocode.php',
    { schema: { tags, querystring: GeocodeQuerySchema, response: { 200: GeocodeResponseSchema } } },
    async (request) => {
      const place = nearestCity(request.query.lat, request.query.lon);
      const region = place.region
        ? await app.site.repo.regionByName(place.country, place.region)
        : undefined;
      return { ...place, region_id: region ? String(region.id) : null };
    },
  );

  // sendBeacon posts when the page is hidden; it marks the session so live events can
  // fall back to push. Visitors get the same answer.
  app.post(
    '/page-hidden.php',
    { schema: { tags, response: { 200: OkResponseSchema } } },
    async (request) => {
      if (request.sessionToken) await app.accounts.pageHidden(request.sessionToken);
      return { ok: true as const };
    },
  );
}
