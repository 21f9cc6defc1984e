import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { ConversationScreenProps } from './components/conversation-screen';
import { screenKey } from './screen-key';

type Screen = LazyExoticComponent<ComponentType<ConversationScreenProps>>;
// One per i18n instance: the texts load into the instance that renders them.
const screens = new WeakMap<I18n, Screen>();

/**
 * The screen's code, then its texts, the first time a conversation opens (the namespace
 * registers in the chunk, so the remote's entry carries neither). A failed import is tried
 * again next time.
 */
function conversationScreen(i18n: I18n): Screen {
  const found = screens.get(i18n);
  if (found) return found;
  const screen = lazy(async () => {
    try {
      const module = await import('./components/conversation-screen');
      await i18n.loadNamespaces([module.CONVERSATION_NS, ...module.CONVERSATION_PARTS_NAMESPACES]);
      return { default: module.ConversationScreen };
    } catch (error) {
      screens.delete(i18n);
      throw error;
    }
  });
  screens.set(i18n, screen);
  return screen;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
      {t('areas.chat')}…
    </div>
  );
}

/**
 * One conversation, by its id or with a member (`/members/{id}/chat`): its top bar, its
 * messages and the footer to write, as a full-height column. Loaded on first use.
 */
export function ConversationScreen(props: ConversationScreenProps) {
  const { i18n } = useTranslation();
  const Screen = conversationScreen(i18n);
  return (
    <Suspense fallback={<Loading />}>
      <Screen key={screenKey(props)} {...props} />
    </Suspense>
  );
}
