import { registerNamespace } from '@dating/platform';
import { loadProfileFieldTexts, PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';

/** Texts of the member landers (`/members/{id}/landing*`): loaded with the page. */
export const MEMBER_LANDER_NS = 'member-lander';

registerNamespace(MEMBER_LANDER_NS, (locale) =>
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
// The profile facts' labels and values, shared with the profile view (mfe-members).
registerNamespace(PROFILE_FIELDS_NS, loadProfileFieldTexts);
