import type { CompanyInfo } from '@dating/shared-contracts/api';

/**
 * The US footer is English whatever the page's language (spec section 2), so its text
 * is written here rather than translated.
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
