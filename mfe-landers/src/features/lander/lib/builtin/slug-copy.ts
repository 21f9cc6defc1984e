import type { LanderCopyByLanguage } from '@dating/shared-contracts/api';
import type { Locale } from '@dating/shared-contracts';

/** A slug's own headline and subline in one language (its title and description too). */
export type SlugLines = readonly [headline: string, subline: string];

/**
 * A slug's copy in every language of its document: its own headline and subline over the
 * document's copy, so the call to action reads the same as the variant's.
 */
export function slugCopy(
  base: LanderCopyByLanguage,
  lines: { nl: SlugLines } & Partial<Record<Locale, SlugLines>>,
): LanderCopyByLanguage {
  const copy = (locale: Locale) => {
    const [headline, subline] = lines[locale] ?? lines.nl;
    const cta = (base[locale] ?? base.nl).cta;
    return { title: headline, description: subline, headline, subline, cta };
  };
  const languages = Object.keys(base) as Locale[];
  return Object.fromEntries(
    languages.map((locale) => [locale, copy(locale)]),
  ) as LanderCopyByLanguage;
}
