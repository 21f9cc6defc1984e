import type { LanderDocument } from '@dating/shared-contracts/api';
import type { Locale } from '@dating/shared-contracts';
import type { ResolvedLander } from '../blocks/block-props';

/**
 * The lander one visitor sees: the slug's copy and audience over the document's, in the
 * visitor's language, else Dutch (every document has Dutch copy). An unknown slug is the
 * document itself: a campaign link with a slug nobody set up still sells.
 */
export function resolveLander(
  document: LanderDocument,
  slug: string | null,
  locale: Locale,
): ResolvedLander {
  const variant = slug ? document.slugs?.[slug] : undefined;
  const copy =
    variant?.copy?.[locale] ?? document.copy[locale] ?? variant?.copy?.nl ?? document.copy.nl;
  return {
    name: document.name,
    slug: variant ? slug : null,
    theme: document.theme,
    copy,
    audience: { ...document.audience, ...variant?.audience },
    heroImage: document.hero_image ?? null,
  };
}
