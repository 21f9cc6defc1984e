import { accountDataEndpoints } from './account-data.endpoints';
import { accountEndpoints } from './account.endpoints';
import { chatsEndpoints } from './chats.endpoints';
import { complaintsEndpoints } from './complaints.endpoints';
import { conversationEndpoints } from './conversation.endpoints';
import { landerMemberEndpoints, landersEndpoints } from './landers.endpoints';
import { membersEndpoints } from './members.endpoints';
import { notificationsEndpoints } from './notifications.endpoints';
import { ownProfileEndpoints } from './own-profile.endpoints';
import { paymentsEndpoints } from './payments.endpoints';
import { photosEndpoints } from './photos.endpoints';
import { profileActionsEndpoints } from './profile-actions.endpoints';
import { siteEndpoints } from './site.endpoints';
import { swipeEndpoints } from './swipe.endpoints';
import { systemEndpoints } from './system.endpoints';
import { testPushServiceEndpoints } from './test-push-service.endpoints';
import { userEndpoints } from './user.endpoints';

/** Every endpoint of the API, by area; the API registers exactly these (api/test/endpoints.test.ts). */
export const endpoints = {
  system: systemEndpoints,
  site: siteEndpoints,
  user: userEndpoints,
  account: accountEndpoints,
  accountData: accountDataEndpoints,
  members: membersEndpoints,
  profileActions: profileActionsEndpoints,
  ownProfile: ownProfileEndpoints,
  photos: photosEndpoints,
  chats: chatsEndpoints,
  conversation: conversationEndpoints,
  payments: paymentsEndpoints,
  swipe: swipeEndpoints,
  landers: landersEndpoints,
  landerMember: landerMemberEndpoints,
  complaints: complaintsEndpoints,
  /** Outside production only: the built-in push service stand-in. */
  testPushService: testPushServiceEndpoints,
  notifications: notificationsEndpoints,
};
