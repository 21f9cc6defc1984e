export { ChatsLayout, type ChatsLayoutProps } from './chats-layout';
