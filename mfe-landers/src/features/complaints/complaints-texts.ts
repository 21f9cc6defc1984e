import { registerNamespace } from '@dating/platform';
import { withErrorTexts } from '@dating/shared-contracts';

/** Texts of /complaints with the API's error texts (`errors.<code>`), loaded with its chunk. */
export const COMPLAINTS_NS = 'landers-complaints';

registerNamespace(
  COMPLAINTS_NS,
  withErrorTexts((locale) =>
    import(`./locales/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  ),
);
