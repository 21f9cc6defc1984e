import { lazyRoute } from '../../lib/lazy-screen';

/**
 * `/decisions` (signed in) and `/decisions?token=…` (the statement mail's link); the page's
 * code, then its texts.
 */
export const DecisionsRoute = lazyRoute(async (i18n) => {
  const module = await import('./components/decisions-screen');
  await i18n.loadNamespaces([module.DECISIONS_NAMESPACE]);
  return module.DecisionsScreen;
});
