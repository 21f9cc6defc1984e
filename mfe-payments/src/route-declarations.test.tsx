import { routerPatterns, spelledOut } from '@dating/shared-contracts/testing';
import manifest from '../package.json';
import { PaymentsApp } from './payments-app';
import { ROUTES } from './route-declarations';

// The pages this remote serves are written once, in route-declarations.ts (docs/decisions/0148);
// the server paints none of them (package.json names no federation.server).
const declared = ROUTES.map((route) => route.path);

it('gives the registry the routes it declares', () => {
  expect(manifest.federation.routes).toEqual(ROUTES);
});

it('routes exactly the declared pages in its router', () => {
  expect(spelledOut(routerPatterns(PaymentsApp()))).toEqual(spelledOut(declared));
});
