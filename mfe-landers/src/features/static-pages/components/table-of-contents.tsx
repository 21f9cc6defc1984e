import { useTranslation } from '@dating/platform';
import { fillPlaceholders, type PlaceholderValues } from '../lib/fill-placeholders';
import type { Section } from '../lib/page-content';
import { STATIC_PAGES_NS } from '../static-pages-texts';
import { tocStyle } from './page-styles';

/** Anchor links to the sections of a long page, first in the tab order after the heading. */
interface TableOfContentsProps {
  readonly sections: readonly Section[];
  readonly values: PlaceholderValues;
}

export function TableOfContents({ sections, values }: TableOfContentsProps) {
  const { t } = useTranslation(STATIC_PAGES_NS);
  return (
    <nav aria-labelledby="toc-heading" css={tocStyle}>
      <h2 id="toc-heading">{t('toc')}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{fillPlaceholders(section.heading, values)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
