import { mountRemote, type MountOptions } from '@dating/platform/testing';
import {
  endpoints,
  safetyEndpoints,
  type NotificationPreferences,
} from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anOwnProfile,
  answer,
  type EndpointStub,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';

export const PREFERENCES: NotificationPreferences = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: false,
  weekly_updates: true,
  news: false,
  reminders: true,
};

export const OWN_PROFILE = anOwnProfile({ region_id: '5', region: 'Utrecht', city: 'Amersfoort' });

/** What every section of the settings asks for on opening, answered quietly (no sessions, no export). */
export const SETTINGS_DEFAULTS: readonly EndpointStub[] = [
  answer(endpoints.account.notificationPreferences, async () => ({ preferences: PREFERENCES })),
  answer(endpoints.accountData.sessions, async () => ({ sessions: [] })),
  answer(endpoints.accountData.dataExport, async () => ({ export: null })),
  answer(endpoints.ownProfile.get, async () => ({ profile: OWN_PROFILE })),
  answer(safetyEndpoints.get, async () => ({
    safety: { show_match_images: false, hide_fictional: false, hidden_words: [] },
  })),
  answer(endpoints.site.regions, async () => ({
    regions: [
      { id: '5', country: 'NL', code: 'UT', name: 'Utrecht', cities: ['Utrecht', 'Amersfoort'] },
    ],
  })),
];

/**
 * Opens /notifications for a member; `api` answers first, so a test's own stub of an
 * endpoint wins over the quiet default.
 */
export function mountSettings(
  api: readonly EndpointStub[] = [],
  options: Partial<MountOptions> = {},
) {
  return mountRemote(app, {
    remote: 'mfe-account',
    path: '/notifications',
    user: aSessionUser(),
    ...options,
    api: [...api, ...SETTINGS_DEFAULTS],
  });
}
