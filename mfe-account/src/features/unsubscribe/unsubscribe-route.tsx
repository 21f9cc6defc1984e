import { lazyRoute } from '../../lib/lazy-screen';

/**
 * `/unsubscribe?token=…`: the link at the end of a notification mail (decision 0130); the
 * page's code, then its texts.
 */
export const UnsubscribeRoute = lazyRoute(async (i18n) => {
  const module = await import('./components/unsubscribe-screen');
  await i18n.loadNamespaces([module.UNSUBSCRIBE_NAMESPACE]);
  return module.UnsubscribeScreen;
});
