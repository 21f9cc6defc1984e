import type { CompanyInfo } from '@dating/shared-contracts/api';

/**
 * Every page's footer carries the US footer beside the disclaimer in the page's language,
 * for visitors and members alike, whatever the site's country. It is English whatever the
 * page's language, so its text is written here rather than translated, and
 * `lang="en"` makes a screen reader read it in English.
 */
export function UsFooter({ company }: { company: CompanyInfo | null }) {
  return (
    <section lang="en" aria-label="United States" css={{ fontSize: 12, marginTop: 12 }}>
      {company && (
        <p css={{ margin: '0 0 4px' }}>
          This website is operated by {company.name}, {company.address}, {company.city},{' '}
          {company.country}.
        </p>
      )}
      <p css={{ margin: 0 }}>
        All persons appearing on this website were 18 years of age or older at the time of
        depiction. Members must be 18 or older to use this service.
      </p>
    </section>
  );
}
