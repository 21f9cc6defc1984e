export * from './error-codes';
// The schemas' types only: their values are the API's (@dating/shared-contracts/api-schemas).
export type * from './common.schema';
export type * from './user.schema';
export type * from './account.schema';
export type * from './account-data.schema';
export type * from './settings.schema';
export type * from './members.schema';
export type * from './profile-actions.schema';
export type * from './swipe.schema';
export type * from './photos.schema';
export type * from './own-profile.schema';
export type * from './safety.schema';
export type * from './chats.schema';
export type * from './chat-delivery.schema';
export type * from './payments.schema';
export type * from './landers.schema';
export type * from './complaints.schema';
export type * from './live.schema';
export type * from './client-errors.schema';
export type * from './jobs.schema';
export type * from './readiness.schema';
export type * from './notifications.schema';
export type * from './test-push-service.schema';
export type * from './staff.schema';
export type * from './staff-admin.schema';
export type * from './staff-support.schema';
export type * from './staff-operator.schema';
export type * from './staff-admin.schema';
export type * from './decisions.schema';
export type * from './verification.schema';
export type * from './contracts.schema';
export type * from './staff-verification.schema';
// The contracts' plain constants and rules, which pages use at run time.
export {
  LIVE_CLOSE_UNAUTHENTICATED,
  LIVE_EVENT_TYPES,
  LIVE_PATH,
  isLiveEvent,
} from '../events/live-channel';
export type { LiveEventType, LiveFrame } from '../events/live-channel';
export * from './chat-rules';
export * from './lander-blocks';
export * from './notification-rules';
export * from './photo-rules';
export * from './report-reasons';
export * from './profile-fields';
export * from './safety-rules';
export * from './complaints-rules';
export * from './payments-rules';
export * from './payments-consent';
export * from './signup-rules';
export * from './site-rules';
export * from './search-rules';
export * from './time-bonus-rules';
export * from './free-member-rules';
export * from './define-endpoint';
export * from './staff-rules';
export * from './operator-rules';
export * from './decisions-rules';
export * from './verification-rules';
export * from './endpoints';
// One area's endpoints alone: a page imports the areas it calls, not the whole registry.
export * from './account-data.endpoints';
export * from './account.endpoints';
export * from './chats.endpoints';
export * from './complaints.endpoints';
export * from './conversation.endpoints';
export * from './landers.endpoints';
export * from './members.endpoints';
export * from './notifications.endpoints';
export * from './own-profile.endpoints';
export * from './safety.endpoints';
export * from './payments.endpoints';
export * from './photos.endpoints';
export * from './profile-actions.endpoints';
export * from './site.endpoints';
export * from './swipe.endpoints';
export * from './system.endpoints';
export * from './test-push-service.endpoints';
export * from './user.endpoints';
export * from './staff.endpoints';
export * from './staff-admin.endpoints';
export * from './staff-support.endpoints';
export * from './staff-operator.endpoints';
export * from './staff-admin.endpoints';
export * from './decisions.endpoints';
export * from './verification.endpoints';
export * from './contracts.endpoints';
export * from './staff-verification.endpoints';
// Compiled into each package with the endpoints it calls, never taken from the shell.
export * from '../api-client/call-endpoint';
export * from '../api-client/endpoint-key';
