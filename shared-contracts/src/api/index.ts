export * from './error-codes';
export * from './common.schema';
export * from './user.schema';
export * from './account.schema';
export * from './settings.schema';
export * from './members.schema';
export * from './chats.schema';
export * from './live.schema';
