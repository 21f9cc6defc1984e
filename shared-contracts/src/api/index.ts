export * from './error-codes';
export * from './common.schema';
export * from './user.schema';
export * from './account.schema';
export * from './account-data.schema';
export * from './settings.schema';
export * from './members.schema';
export * from './profile-actions.schema';
export * from './swipe.schema';
// Method and path of the swipe endpoints for lazy chunks (swipe.calls.ts).
export * from './swipe.calls';
export * from './photos.schema';
export * from './own-profile.schema';
export * from './profile-fields';
export * from './chats.schema';
export * from './chat-delivery.schema';
export * from './payments.schema';
export * from './landers.schema';
export * from './complaints.schema';
export * from './complaints-rules';
export * from './payments-rules';
export * from './payments-consent';
export * from './live.schema';
export * from './client-errors.schema';
export * from './jobs.schema';
export * from './signup-rules';
export * from './site-rules';
export * from './search-rules';
export * from './define-endpoint';
export * from './endpoints';
// One area's endpoints alone: a first visit need not carry the whole registry.
export * from './members.endpoints';
export * from './site.endpoints';
export * from './landers.endpoints';
export * from './complaints.endpoints';
// Compiled into each package with the endpoints it calls, never taken from the shell.
export * from '../api-client/call-endpoint';
export * from '../api-client/endpoint-key';
