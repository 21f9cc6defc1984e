import { registerNamespace } from '@dating/platform';

/** Texts around the static pages (their content has files of its own, see `content/`). */
export const STATIC_PAGES_NS = 'landers-pages';

registerNamespace(STATIC_PAGES_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
