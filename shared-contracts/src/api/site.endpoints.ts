import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import type {
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
  settings: defineEndpoint<{
    querystring: typeof SettingsQuerySchema;
    response: { 200: typeof SettingsSchema };
  }>()({
    method: 'GET',
    path: '/api/settings.php',
    access: 'visitor',
  }),
  companyInfo: defineEndpoint<{ response: { 200: typeof CompanyInfoResponseSchema } }>()({
    method: 'GET',
    path: '/api/companyinfo.php',
    access: 'visitor',
  }),
  regions: defineEndpoint<{
    querystring: typeof RegionsQuerySchema;
    response: { 200: typeof RegionsResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/regions.php',
    access: 'visitor',
  }),
  interests: defineEndpoint<{ response: { 200: typeof InterestsResponseSchema } }>()({
    method: 'GET',
    path: '/api/interests.php',
    access: 'visitor',
  }),
  geocode: defineEndpoint<{
    querystring: typeof GeocodeQuerySchema;
    response: { 200: typeof GeocodeResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/geocode.php',
    access: 'visitor',
  }),
  /** The page-hidden beacon: marks a session, if there is one, so live events fall back to push. */
  pageHidden: defineEndpoint<{ response: { 200: typeof OkResponseSchema } }>()({
    method: 'POST',
    path: '/api/page-hidden.php',
    access: 'visitor',
  }),
};
