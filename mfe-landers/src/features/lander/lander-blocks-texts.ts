import { registerNamespace } from '@dating/platform';

/** Texts of the lander blocks: loaded with the lander, before its first render. */
export const LANDER_BLOCKS_NS = 'lander-blocks';

registerNamespace(LANDER_BLOCKS_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
