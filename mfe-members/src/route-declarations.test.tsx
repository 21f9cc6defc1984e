import { routerPatterns, spelledOut } from '@dating/shared-contracts/testing';
import manifest from '../package.json';
import { MembersApp } from './members-app';
import { ROUTES } from './route-declarations';
import { SERVER_ROUTES } from './server-routes';

// The pages this remote serves are written once, in route-declarations.ts (docs/decisions/0148).
const declared = ROUTES.map((route) => route.path);

it('gives the registry the routes it declares', () => {
  expect(manifest.federation.routes).toEqual(ROUTES);
});

it('routes exactly the declared pages in its router', () => {
  expect(spelledOut(routerPatterns(MembersApp()))).toEqual(spelledOut(declared));
});

it('paints on the server only declared pages', () => {
  expect(SERVER_ROUTES.map((route) => route.path)).toEqual(['/']);
  for (const route of SERVER_ROUTES) expect(declared).toContain(route.path);
});
