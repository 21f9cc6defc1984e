import { useTranslation } from '@dating/platform';
import type { SiteSettings } from '@dating/shared-contracts';
import { tableStyle } from './table-style';

// Country names and prices in the reader's language, so no list of names to translate.
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const price = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

/**
 * The lowest price of one message per country, in that country's currency: the server works
 * it out from the packages on sale there, so it is the same "from" price the packages give.
 */
export function MessageCostsTable({ costs }: { costs: SiteSettings['minimum_message_costs'] }) {
  const { t, i18n } = useTranslation();
  const rows = Object.entries(costs)
    .map(([code, cost]) => ({ code, name: countryName(code, i18n.language), ...cost }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  if (rows.length === 0) return null;
  return (
    <table css={tableStyle}>
      <caption>{t('pricing.messageCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.country')}</th>
          <th scope="col">{t('pricing.minimumPerMessage')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">{row.name}</th>
            <td>{price(row.costs, row.currency, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
