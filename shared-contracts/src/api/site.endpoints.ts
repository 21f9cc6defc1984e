import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import {
  CompanyInfoResponseSchema,
  GeocodeQuerySchema,
  GeocodeResponseSchema,
  InterestsResponseSchema,
  RegionsQuerySchema,
  RegionsResponseSchema,
  SettingsQuerySchema,
  SettingsSchema,
} from './settings.schema';

/** Reference data of the site, the same for visitors and members. */
export const siteEndpoints = {
  /** The settings of `host`, or of the requested host. */
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/settings.php',
    access: 'visitor',
    querystring: SettingsQuerySchema,
    response: { 200: SettingsSchema },
  }),
  companyInfo: defineEndpoint({
    method: 'GET',
    path: '/api/companyinfo.php',
    access: 'visitor',
    response: { 200: CompanyInfoResponseSchema },
  }),
  regions: defineEndpoint({
    method: 'GET',
    path: '/api/regions.php',
    access: 'visitor',
    querystring: RegionsQuerySchema,
    response: { 200: RegionsResponseSchema },
  }),
  interests: defineEndpoint({
    method: 'GET',
    path: '/api/interests.php',
    access: 'visitor',
    response: { 200: InterestsResponseSchema },
  }),
  geocode: defineEndpoint({
    method: 'GET',
    path: '/api/geocode.php',
    access: 'visitor',
    querystring: GeocodeQuerySchema,
    response: { 200: GeocodeResponseSchema },
  }),
  /** The page-hidden beacon: marks a session, if there is one, so live events fall back to push. */
  pageHidden: defineEndpoint({
    method: 'POST',
    path: '/api/page-hidden.php',
    access: 'visitor',
    response: { 200: OkResponseSchema },
  }),
};
