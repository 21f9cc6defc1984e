import { ApiError } from '../api-client/api-error';
import type { SessionUser } from '../session/session-user';

/** A logged-in member as the session holds one; override what a test cares about. */
export const aSessionUser = (
  name = 'Sanne',
  overrides: Partial<SessionUser> = {},
): SessionUser => ({
  id: '7',
  email: 'sanne@example.nl',
  status: 'active',
  credits: 20,
  paid_user: false,
  signup_date: '2026-01-02T10:00:00.000Z',
  language: 'nl',
  notifications_disabled: [],
  invisible: false,
  fictional_icon: false,
  profile: {
    id: '7',
    name,
    country: 'NL',
    status: 'active',
    main_image: null,
    gender: 'female',
    city: 'Utrecht',
    region: 'Utrecht',
  },
  ...overrides,
});

/** The error the API client throws for an error answer of the API. */
export const anApiError = (status: number, code: string, params?: Record<string, number>) =>
  new ApiError(status, {
    statusCode: status,
    code,
    messageKey: code,
    ...(params ? { params } : {}),
  });
