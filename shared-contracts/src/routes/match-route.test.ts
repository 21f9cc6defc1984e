import { bySpecificity, matchRoute } from './match-route';
import { DEFAULT_LAYOUT, layoutNamed, type RemoteName, type RouteDefinition } from './route-table';

const route = (owner: RemoteName, name: string, path: string, layout = 'default') =>
  ({
    owner,
    name,
    path,
    layout,
    frame: layoutNamed(layout) ?? DEFAULT_LAYOUT,
  }) satisfies RouteDefinition;

// Declared in the order the releases happen to list them: general patterns first.
const ROUTES = bySpecificity([
  route('mfe-payments', 'credits-id', '/credits/:id/:paymentmethod?'),
  route('mfe-payments', 'credits-repeat-order', '/credits/repeat-order'),
  route('mfe-members', 'likes-type', '/likes/:type'),
  route('mfe-members', 'likes-m-id', '/likes/m/:id'),
  route('mfe-members', 'members-id', '/members/:id'),
  route('mfe-chat', 'members-id-chat', '/members/:id/chat', 'chat'),
  route('mfe-landers', 'landers-variant', '/landers/:variant/:slug?', 'lander'),
  route('mfe-landers', 'landers-spring', '/landers/spring', 'lander'),
  route('mfe-members', 'index', '/'),
  route('mfe-members', 'members', '/members'),
  route('mfe-payments', 'transactions', '/transactions/:id?'),
]);

it.each([
  ['/', 'index'],
  ['/members/', 'members'],
  ['/members/42', 'members-id'],
  ['/members/42/chat', 'members-id-chat'],
  ['/likes/received', 'likes-type'],
  ['/likes/m/7', 'likes-m-id'],
  ['/credits/repeat-order', 'credits-repeat-order'],
  ['/credits/3', 'credits-id'],
  ['/transactions', 'transactions'],
  ['/transactions/5', 'transactions'],
  ['/landers/spring', 'landers-spring'],
  ['/landers/video/spring-campaign', 'landers-variant'],
])('%s matches %s, however the releases ordered their routes', (path, name) => {
  expect(matchRoute(path, ROUTES)?.route.name).toBe(name);
});

it('gives parameters, decoded, and leaves absent optional ones out', () => {
  expect(matchRoute('/credits/3/ideal', ROUTES)?.params).toEqual({
    id: '3',
    paymentmethod: 'ideal',
  });
  expect(matchRoute('/credits/3', ROUTES)?.params).toEqual({ id: '3' });
  expect(matchRoute('/landers/gallery/caf%C3%A9', ROUTES)?.params).toEqual({
    variant: 'gallery',
    slug: 'café',
  });
});

it('matches no route for unknown paths', () => {
  expect(matchRoute('/nope', ROUTES)).toBeNull();
  expect(matchRoute('/members/1/2/3/4', ROUTES)).toBeNull();
  expect(matchRoute('/landers', ROUTES)).toBeNull();
  expect(matchRoute('/members', [])).toBeNull();
});
