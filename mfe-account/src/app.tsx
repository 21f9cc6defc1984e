import { createRemoteLifecycles } from '@dating/shared-contracts';
import { AccountApp } from './account-app';
import { ACCOUNT_NAMESPACE, loadAccountMessages } from './lib/account-namespace';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: AccountApp,
  namespace: ACCOUNT_NAMESPACE,
  emotionKey: 'account',
  loadMessages: loadAccountMessages,
});
