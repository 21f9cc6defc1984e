import { useTranslation } from '@dating/platform';
import type { PageContent } from '../lib/page-content';
import { fillPlaceholders, type PlaceholderValues } from '../lib/fill-placeholders';
import type { StaticPageName } from '../lib/pages';
import { STATIC_PAGES_NS } from '../static-pages-texts';
import { ContentBlock } from './content-block';
import { articleStyle, metaStyle, publisherStyle } from './page-styles';
import { TableOfContents } from './table-of-contents';

/** Pages with this many sections or more open with a table of contents. */
const TOC_FROM_SECTIONS = 4;

interface StaticPageProps {
  readonly page: StaticPageName;
  readonly content: PageContent;
  readonly values: PlaceholderValues;
}

/** One static page: one h1, a section per h2, a table of contents when it is long. */
export function StaticPage({ page, content, values }: StaticPageProps) {
  const { t } = useTranslation(STATIC_PAGES_NS);
  const blocks = (section: { blocks: PageContent['intro'] }) =>
    section.blocks.map((block, index) => (
      <ContentBlock key={index} block={block} values={values} />
    ));
  return (
    <article css={articleStyle} data-page={page}>
      <h1>{fillPlaceholders(content.title, values)}</h1>
      {page === 'terms' && <p css={metaStyle}>{t('termsVersion', { date: values.termsDate })}</p>}
      {blocks({ blocks: content.intro })}
      {content.sections.length >= TOC_FROM_SECTIONS && (
        <TableOfContents sections={content.sections} values={values} />
      )}
      {content.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{fillPlaceholders(section.heading, values)}</h2>
          {blocks(section)}
        </section>
      ))}
      <p css={publisherStyle}>{t('publisher', values)}</p>
    </article>
  );
}
