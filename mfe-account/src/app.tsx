import { addErrorTextsLater } from '@dating/shared-contracts';
import { createRemoteLifecycles } from '@dating/platform';
import { AccountApp } from './account-app';
import { ACCOUNT_NAMESPACE, loadAccountMessages } from './lib/account-namespace';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: AccountApp,
  namespace: ACCOUNT_NAMESPACE,
  emotionKey: 'account',
  errorTexts: addErrorTextsLater,
  loadMessages: loadAccountMessages,
});
