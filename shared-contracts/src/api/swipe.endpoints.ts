import { defineEndpoint } from './define-endpoint';
import type {
  MatchFinderActionResponseSchema,
  MatchFinderBodySchema,
  MatchFinderQuerySchema,
  ProposalsResponseSchema,
  SwipeActionResponseSchema,
  SwipeBodySchema,
  SwipeQuerySchema,
  SwipeResponseSchema,
} from './swipe.schema';

/** The swipe game, the match finder and the suggestions after signup (decision 0113). */
export const swipeEndpoints = {
  /** The next cards and what is left of today's likes. */
  swipeCards: defineEndpoint<{
    querystring: typeof SwipeQuerySchema;
    response: { 200: typeof SwipeResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/swipe.php',
    access: 'member',
  }),
  /** Likes (a real like, counted against the day's allowance) or passes for good. */
  swipe: defineEndpoint<{
    body: typeof SwipeBodySchema;
    response: { 200: typeof SwipeActionResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/swipe.php',
    access: 'member',
  }),
  matchFinder: defineEndpoint<{
    querystring: typeof MatchFinderQuerySchema;
    response: { 200: typeof ProposalsResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/match-finder.php',
    access: 'member',
  }),
  /** Likes (not counted: the allowance is the swipe game's) or skips for a while. */
  matchFinderAction: defineEndpoint<{
    body: typeof MatchFinderBodySchema;
    response: { 200: typeof MatchFinderActionResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/match-finder.php',
    access: 'member',
  }),
  signupMatches: defineEndpoint<{ response: { 200: typeof ProposalsResponseSchema } }>()({
    method: 'GET',
    path: '/api/signup-matches.php',
    access: 'member',
  }),
};
