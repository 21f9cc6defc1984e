import { defineEndpoint } from './define-endpoint';
import {
  MatchFinderActionResponseSchema,
  MatchFinderBodySchema,
  ProposalsResponseSchema,
  SwipeActionResponseSchema,
  SwipeBodySchema,
  SwipeQuerySchema,
  SwipeResponseSchema,
} from './swipe.schema';

/** The swipe game, the match finder and the suggestions after signup (decision 0113). */
export const swipeEndpoints = {
  /** The next cards and what is left of today's likes. */
  swipeCards: defineEndpoint({
    method: 'GET',
    path: '/api/swipe.php',
    access: 'member',
    querystring: SwipeQuerySchema,
    response: { 200: SwipeResponseSchema },
  }),
  /** Likes (a real like, counted against the day's allowance) or passes for good. */
  swipe: defineEndpoint({
    method: 'POST',
    path: '/api/swipe.php',
    access: 'member',
    body: SwipeBodySchema,
    response: { 200: SwipeActionResponseSchema },
  }),
  matchFinder: defineEndpoint({
    method: 'GET',
    path: '/api/match-finder.php',
    access: 'member',
    response: { 200: ProposalsResponseSchema },
  }),
  /** Likes (not counted: the allowance is the swipe game's) or skips for a while. */
  matchFinderAction: defineEndpoint({
    method: 'POST',
    path: '/api/match-finder.php',
    access: 'member',
    body: MatchFinderBodySchema,
    response: { 200: MatchFinderActionResponseSchema },
  }),
  signupMatches: defineEndpoint({
    method: 'GET',
    path: '/api/signup-matches.php',
    access: 'member',
    response: { 200: ProposalsResponseSchema },
  }),
};
