import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import type {
  LoginOrPushBodySchema,
  LoginOrPushResponseSchema,
  PushQuerySchema,
  SessionUserResponseSchema,
  UpdateUserBodySchema,
  UserResponseSchema,
} from './user.schema';

/** The session user: the shell's user calls, login and logout. */
export const userEndpoints = {
  /** The session's user, or `{ user: null }` for a visitor (open to all: it is the probe). */
  current: defineEndpoint<{ response: { 200: typeof SessionUserResponseSchema } }>()({
    method: 'GET',
    path: '/api/user.php',
    access: 'visitor',
  }),
  /**
   * Logs in. With ?push=1 (or a subscription in the body) it links a push subscription to
   * the session's user instead, and refuses a visitor: open to visitors, as one endpoint, for login.
   */
  loginOrPush: defineEndpoint<{
    querystring: typeof PushQuerySchema;
    body: typeof LoginOrPushBodySchema;
    response: { 200: typeof LoginOrPushResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/user.php',
    access: 'visitor',
  }),
  update: defineEndpoint<{
    body: typeof UpdateUserBodySchema;
    response: { 200: typeof UserResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/user.php',
    access: 'member',
  }),
  /** A visitor gets the same answer: there is no session to end. */
  logout: defineEndpoint<{ response: { 200: typeof OkResponseSchema } }>()({
    method: 'GET',
    path: '/api/logout.php',
    access: 'visitor',
    changesState: true,
  }),
};
