import { registerNamespace } from '@dating/platform';

/** The namespace of the shell's alerts and modals (banners, time bonus, site entry, likes). */
export const ALERTS_NAMESPACE = 'alerts';

/** Lets i18next load the `alerts` texts of a language from this package, on demand. */
export function registerAlertsNamespace(): void {
  registerNamespace(ALERTS_NAMESPACE, (locale) =>
    import(/* webpackChunkName: "shell-alerts-[request]" */ `./alerts/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  );
}
