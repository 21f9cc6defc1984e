import type { swipeEndpoints } from './swipe.endpoints';

type SwipeEndpoints = typeof swipeEndpoints;

const calls = {
  swipeCards: { method: 'GET', path: '/api/swipe.php' },
  swipe: { method: 'POST', path: '/api/swipe.php' },
  matchFinder: { method: 'GET', path: '/api/match-finder.php' },
  matchFinderAction: { method: 'POST', path: '/api/match-finder.php' },
  signupMatches: { method: 'GET', path: '/api/signup-matches.php' },
} as const satisfies { [K in keyof SwipeEndpoints]: Pick<SwipeEndpoints[K], 'method' | 'path'> };

/**
 * The swipe endpoints as the members area's lazy screens call them: method and path (all
 * `callEndpoint` uses at run time), typed as the definitions, which tsc checks them against.
 * A lazy chunk that imported `swipeEndpoints` itself would share the registry's modules with
 * the first chunk, and the whole registry would then ship on every first visit (0113).
 */
export const swipeCalls = calls as typeof calls & SwipeEndpoints;
