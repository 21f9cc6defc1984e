import { routerPatterns, spelledOut } from '@dating/shared-contracts/testing';
import manifest from '../package.json';
import { LandersApp } from './landers-app';
import { ROUTES } from './route-declarations';
import { SERVER_ROUTES } from './server-routes';

// The pages this remote serves are written once, in route-declarations.ts (docs/decisions/0148).
const declared = ROUTES.map((route) => route.path);

it('gives the registry the routes it declares', () => {
  expect(manifest.federation.routes).toEqual(ROUTES);
});

it('routes exactly the declared pages in its router', () => {
  expect(spelledOut(routerPatterns(LandersApp()))).toEqual(spelledOut(declared));
});

it('paints every declared page on the server', () => {
  expect(SERVER_ROUTES.map((route) => route.path)).toEqual(declared);
});
