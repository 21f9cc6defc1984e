import { accountDataEndpoints } from './account-data.endpoints';
import { accountEndpoints } from './account.endpoints';
import { chatsEndpoints } from './chats.endpoints';
import { complaintsEndpoints } from './complaints.endpoints';
import { contractsEndpoints } from './contracts.endpoints';
import { conversationEndpoints } from './conversation.endpoints';
import { decisionsEndpoints } from './decisions.endpoints';
import { landerMemberEndpoints, landersEndpoints } from './landers.endpoints';
import { membersEndpoints } from './members.endpoints';
import { mailProviderEndpoints, notificationsEndpoints } from './notifications.endpoints';
import { ownProfileEndpoints } from './own-profile.endpoints';
import { paymentProviderEndpoints, paymentsEndpoints } from './payments.endpoints';
import { photosEndpoints } from './photos.endpoints';
import { profileActionsEndpoints } from './profile-actions.endpoints';
import { safetyEndpoints } from './safety.endpoints';
import { siteEndpoints } from './site.endpoints';
import { swipeEndpoints } from './swipe.endpoints';
import { operationsEndpoints, systemEndpoints } from './system.endpoints';
import { testPushServiceEndpoints } from './test-push-service.endpoints';
import { userEndpoints } from './user.endpoints';
import { verificationEndpoints } from './verification.endpoints';

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
  notifications: notificationsEndpoints,
  decisions: decisionsEndpoints,
};

/**
 * Endpoints only a page loaded on demand calls (by importing its area alone): served like the
 * rest, but kept out of `endpoints`, which every first visit carries.
 */
export const laterEndpoints = {
  verification: verificationEndpoints,
  contracts: contractsEndpoints,
  safety: safetyEndpoints,
};

/**
 * Endpoints no page calls: a provider's webhooks, the built-in stand-ins of providers
 * (decision 0130) and the operators' calls. The API serves them like the rest, but they stay out of `endpoints`, which
 * every page's bundle carries whole (the shell's first visit is within 200 KB gzip).
 */
export const serverEndpoints = {
  /** Outside production only: the built-in push service stand-in. */
  testPushService: testPushServiceEndpoints,
  /** Bounces and complaints, and the development mailbox's stand-in of them. */
  mailProvider: mailProviderEndpoints,
  /** The payment provider's webhook. */
  paymentProvider: paymentProviderEndpoints,
  /** Operators: the job outbox. */
  operations: operationsEndpoints,
};
