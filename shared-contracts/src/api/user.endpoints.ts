import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import {
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
  current: defineEndpoint({
    method: 'GET',
    path: '/api/user.php',
    access: 'visitor',
    response: { 200: SessionUserResponseSchema },
  }),
  /**
   * Logs in. With ?push=1 (or a subscription in the body) it links a push subscription to
   * the session's user instead, and refuses a visitor: open to visitors, as one endpoint, for login.
   */
  loginOrPush: defineEndpoint({
    method: 'POST',
    path: '/api/user.php',
    access: 'visitor',
    querystring: PushQuerySchema,
    body: LoginOrPushBodySchema,
    response: { 200: LoginOrPushResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/user.php',
    access: 'member',
    body: UpdateUserBodySchema,
    response: { 200: UserResponseSchema },
  }),
  /** A visitor gets the same answer: there is no session to end. */
  logout: defineEndpoint({
    method: 'GET',
    path: '/api/logout.php',
    access: 'visitor',
    changesState: true,
    response: { 200: OkResponseSchema },
  }),
};
