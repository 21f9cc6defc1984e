import { Type } from 'typebox';
import { endpoints, laterEndpoints, serverEndpoints } from '../api/endpoints';
import { staffEndpoints } from '../api/staff.endpoints';
import { staffAdminEndpoints } from '../api/staff-admin.endpoints';
import { staffSupportEndpoints } from '../api/staff-support.endpoints';
import { staffOperatorEndpoints } from '../api/staff-operator.endpoints';
import { swipeEndpoints } from '../api/swipe.endpoints';
import {
  MatchFinderBodySchema,
  ProposalsResponseSchema,
  SwipeActionResponseSchema,
  SwipeBodySchema,
  SwipeQuerySchema,
  SwipeResponseSchema,
  MatchFinderQuerySchema,
} from '../api/swipe.schema';
import { endpointSchemas, schemasOf } from './endpoint-schemas';
import { schemaMap } from './schema-map';

const registry = {
  ...endpoints,
  ...laterEndpoints,
  ...serverEndpoints,
  ...staffEndpoints,
  ...staffAdminEndpoints,
  ...staffSupportEndpoints,
  ...staffOperatorEndpoints,
};
type Areas = { swipe: typeof swipeEndpoints };
const names = (areas: object) =>
  Object.entries(areas)
    .flatMap(([area, list]) => Object.keys(list as object).map((name) => `${area}.${name}`))
    .sort();

it('has the schemas of every endpoint of the registry, and of nothing else', () => {
  expect(names(endpointSchemas)).toEqual(names(registry));
});

it('holds only TypeBox schemas, in the parts an endpoint can have', () => {
  const parts = Object.values(endpointSchemas).flatMap((area) =>
    Object.values(area as Record<string, Record<string, unknown>>).flatMap((schemas) =>
      Object.entries(schemas),
    ),
  );
  expect(parts.length).toBeGreaterThan(100);
  for (const [part, schema] of parts) {
    expect(['querystring', 'body', 'params', 'response']).toContain(part);
    const schemas = part === 'response' ? Object.values(schema as object) : [schema];
    expect(schemas.length).toBeGreaterThan(0);
    for (const one of schemas) expect(Type.IsSchema(one)).toBe(true);
  }
});

it('gives every JSON call its answer: only the socket and the redirecting links have none', () => {
  const withoutAnswer = Object.entries(registry).flatMap(([area, list]) =>
    Object.entries(list as Record<string, { websocket?: true }>)
      .filter(([name, endpoint]) => {
        const schemas = (endpointSchemas as Record<string, Record<string, object>>)[area]![name]!;
        return !endpoint.websocket && !('response' in schemas);
      })
      .map(([name]) => `${area}.${name}`),
  );
  // The links that redirect, the export's zip, the OpenAPI document, stand-ins of
  // providers that answer with bare statuses, and the staff calls that answer 204.
  expect(withoutAnswer.sort()).toEqual([
    'account.activateLink',
    'account.reactivateLink',
    'accountData.downloadDataExport',
    'mailProvider.outboxEvent',
    'staffAudit.export',
    'staffOperator.release',
    'staffQueue.decideAppeal',
    'staffQueue.photo',
    'staffQueue.release',
    'staffQueue.undo',
    'staffSession.logout',
    'staffTransparency.export',
    'staffVerification.decide',
    'staffVerification.selfie',
    'system.openapi',
    'testPushService.push',
  ]);
});

it('finds an endpoint’s schemas by its method and path, and refuses a route it does not list', () => {
  expect(schemasOf(swipeEndpoints.swipe)).toEqual({
    body: SwipeBodySchema,
    response: { 200: SwipeActionResponseSchema },
  });
  expect(schemasOf({ ...swipeEndpoints.swipe })).toBe(endpointSchemas.swipe.swipe);
  expect(() => schemasOf({ method: 'GET', path: '/api/nowhere.php', access: 'visitor' })).toThrow(
    'GET /api/nowhere.php is no endpoint of the registry',
  );
});

it('compiles only when the schemas are of exactly the types the endpoints declare', () => {
  const right = {
    swipeCards: { querystring: SwipeQuerySchema, response: { 200: SwipeResponseSchema } },
    swipe: { body: SwipeBodySchema, response: { 200: SwipeActionResponseSchema } },
    matchFinder: {
      querystring: MatchFinderQuerySchema,
      response: { 200: ProposalsResponseSchema },
    },
    matchFinderAction: {
      body: MatchFinderBodySchema,
      response: { 200: endpointSchemas.swipe.matchFinderAction.response[200] },
    },
    signupMatches: { response: { 200: ProposalsResponseSchema } },
  };
  expect(schemaMap<Areas>()({ swipe: right })).toEqual({ swipe: right });

  const map = schemaMap<Areas>();
  const otherAnswer = {
    ...right,
    swipeCards: { ...right.swipeCards, response: { 200: ProposalsResponseSchema } },
  };
  const undeclaredPart = { ...right, matchFinder: { ...right.matchFinder, body: SwipeBodySchema } };
  const partLeftOut = { ...right, swipe: { response: right.swipe.response } };
  const { signupMatches: _left, ...endpointLeftOut } = right;
  const noEndpoint = { ...right, gone: {} };
  // @ts-expect-error swipe.swipeCards: not the declared types
  map({ swipe: otherAnswer });
  // @ts-expect-error swipe.matchFinder: not the declared types
  map({ swipe: undeclaredPart });
  // @ts-expect-error swipe.swipe: not the declared types
  map({ swipe: partLeftOut });
  // @ts-expect-error swipe.signupMatches: no schemas
  map({ swipe: endpointLeftOut });
  // @ts-expect-error swipe.gone: no endpoint
  map({ swipe: noEndpoint });
});
