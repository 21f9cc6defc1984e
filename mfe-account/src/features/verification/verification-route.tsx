import { lazyRoute } from '../../lib/lazy-screen';

/** `/verify`: the member's verification with a selfie; its code, then its texts. */
export const VerificationRoute = lazyRoute(async (i18n) => {
  const module = await import('./components/verification-screen');
  await i18n.loadNamespaces([module.VERIFICATION_NAMESPACE]);
  return module.VerificationScreen;
});
