import { readFileSync } from 'node:fs';
import path from 'node:path';
import { claimProblems, patternsOverlap, undeclaredCatchAlls } from '../route-claims.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = ['mfe-members', 'mfe-chat', 'mfe-payments', 'mfe-account', 'mfe-landers'];

interface Route {
  name: string;
  path: string;
  catchAll?: boolean;
  takesOver?: string;
}
const declared = (remote: string): Route[] =>
  JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')).federation.routes;
const liveRegistry = () => ({
  remotes: REMOTES.map((name) => ({ name, routes: declared(name) })),
});
const route = (path: string, extra: Partial<Route> = {}): Route => ({
  name: path.replace(/[:?]/g, '').split('/').filter(Boolean).join('-') || 'index',
  path,
  ...extra,
});

it.each([
  ['/pricing', '/pricing', true],
  ['/members/:id', '/members/new', true],
  ['/credits/:id/:method?', '/credits/repeat-order', true],
  ['/transactions/:id?', '/transactions', true],
  ['/:token', '/chats', true],
  ['/members/:id', '/members/:id/chat', false],
  ['/members/:id/chat', '/members/:id/landing', false],
  ['/likes/m/:id', '/likes/:type', false],
  ['/', '/:token', false],
])('%s and %s match a common path: %s', (a, b, overlap) => {
  expect(patternsOverlap(a, b)).toBe(overlap);
  expect(patternsOverlap(b, a)).toBe(overlap);
});

it("lets every remote's declared routes go live beside the others, each catch-all declared", () => {
  const registry = liveRegistry();
  for (const name of REMOTES) {
    expect([name, claimProblems(name, declared(name), registry)]).toEqual([name, []]);
    expect([name, undeclaredCatchAlls(declared(name))]).toEqual([name, []]);
  }
  // The check sees real overlaps: mfe-landers' catch-all covers the other areas' top pages.
  expect(declared('mfe-landers')).toContainEqual(expect.objectContaining({ path: '/:token' }));
});

it("refuses a release that claims another remote's page, naming both", () => {
  const account = [...declared('mfe-account'), route('/pricing')];
  expect(claimProblems('mfe-account', account, liveRegistry())).toEqual([
    `mfe-account: route pricing (/pricing) claims paths of route pricing (/pricing) of mfe-payments; choose another path, or declare "takesOver": "mfe-payments" on it for a hand-over both teams agreed`,
  ]);
  // A parameter claims the paths as well: /members/new would no longer be a profile.
  expect(claimProblems('mfe-account', [route('/members/new')], liveRegistry())).toEqual([
    expect.stringContaining('claims paths of route members-id (/members/:id) of mfe-members'),
  ]);
});

it('takes a reviewed hand-over, and then refuses the giving remote while it still claims the path', () => {
  const account = [...declared('mfe-account'), route('/pricing', { takesOver: 'mfe-payments' })];
  const registry = liveRegistry();
  expect(claimProblems('mfe-account', account, registry)).toEqual([]);

  const afterHandOver = {
    remotes: registry.remotes.map((remote) =>
      remote.name === 'mfe-account' ? { ...remote, routes: account } : remote,
    ),
  };
  expect(claimProblems('mfe-payments', declared('mfe-payments'), afterHandOver)).toEqual([
    'mfe-payments: route pricing (/pricing) was handed over to mfe-account (its route pricing (/pricing) takes it over); remove it from the federation.routes of mfe-payments',
  ]);
  const payments = declared('mfe-payments').filter((r) => r.path !== '/pricing');
  expect(claimProblems('mfe-payments', payments, afterHandOver)).toEqual([]);
});

it('refuses a catch-all that does not start with a parameter: nothing would order it last', () => {
  expect(
    claimProblems('mfe-chat', [route('/rooms/:room', { catchAll: true })], liveRegistry()),
  ).toEqual([
    'mfe-chat: route rooms-room (/rooms/:room) is declared "catchAll" but starts with a fixed segment; a catch-all starts with a parameter',
  ]);
});

it('lets a catch-all lose to specific routes, but not overlap another catch-all', () => {
  const campaigns = [route('/:campaign/:page', { catchAll: true })];
  expect(claimProblems('mfe-members', [route('/likes/:type')], liveRegistry())).toEqual([]);
  expect(claimProblems('mfe-chat', campaigns, liveRegistry())).toEqual([]);
  expect(claimProblems('mfe-chat', [route('/:room', { catchAll: true })], liveRegistry())).toEqual([
    expect.stringContaining('claims paths of route token (/:token) of mfe-landers'),
  ]);
  // Undeclared, a leading parameter is still a catch-all, and said to be one.
  expect(undeclaredCatchAlls([route('/:room'), route('/chats')])).toEqual([route('/:room')]);
});

it("counts another remote's running canary, and not the releasing remote's own routes", () => {
  const registry = liveRegistry();
  const withCanary = {
    remotes: registry.remotes.map((remote) =>
      remote.name === 'mfe-chat'
        ? { ...remote, canary: { routes: [...remote.routes, route('/inbox')] } }
        : remote,
    ),
  };
  expect(claimProblems('mfe-account', [route('/inbox')], withCanary)).toEqual([
    expect.stringContaining('route inbox (/inbox) of mfe-chat'),
  ]);
  expect(claimProblems('mfe-chat', [...declared('mfe-chat'), route('/inbox')], withCanary)).toEqual(
    [],
  );
  expect(claimProblems('mfe-chat', [route('/x', { takesOver: 'mfe-chat' })], withCanary)).toEqual([
    'mfe-chat: route x (/x) cannot take over from its own remote',
  ]);
});
