import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@dating/shared-contracts';
import { tableStyle } from './table-style';

/** What each paid action costs in credits, as the domain's settings say. */
export function CreditCostsTable({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const rows = [
    ['message', settings.message_credits],
    ['photo', settings.photo_credits],
    ['gift', settings.gift_credits],
  ] as const;
  return (
    <table css={tableStyle}>
      <caption>{t('pricing.creditsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.action')}</th>
          <th scope="col">{t('pricing.cost')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([action, credits]) => (
          <tr key={action}>
            <th scope="row">{t(`pricing.actions.${action}`)}</th>
            <td>{t('pricing.credits', { count: credits })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
