import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError, registerNamespace, type SessionUser } from '@dating/shared-contracts';

/**
 * The shell serves the `errors` namespace at run time; tests read its Dutch source so
 * they assert the text a member really sees rather than a key.
 */
export function registerShellErrors() {
  const file = path.resolve(__dirname, '../../../shell/src/i18n/errors/nl.json');
  registerNamespace(
    'errors',
    async () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
  );
}

export const apiError = (status: number, code: string, params?: Record<string, number>) =>
  new ApiError(status, {
    statusCode: status,
    code,
    messageKey: code,
    ...(params ? { params } : {}),
  });

export const aUser = (name = 'Sanne'): SessionUser => ({
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
});
