import { useTranslation } from '@dating/platform';
import type { SiteSettings } from '@dating/shared-contracts';
import { formatMoney } from '@dating/shared-contracts/api';
import { useOffer } from '../../packages';
import { tableStyle } from './table-style';

/**
 * What each paid action costs in credits, as the domain's settings say; a message also in
 * money, from its lowest price over the packages the server sells the reader's country (the
 * price of a virtual currency stated in real money beside it).
 */
export function CreditCostsTable({ settings }: { settings: SiteSettings }) {
  const { t, i18n } = useTranslation();
  const offer = useOffer().data;
  const messageFrom =
    offer && offer.message_from_cents !== null
      ? t('pricing.messageFrom', {
          count: offer.message_credits,
          price: formatMoney(offer.message_from_cents, offer.currency, i18n.language),
        })
      : null;
  const rows = [
    ['message', t('pricing.credits', { count: settings.message_credits })],
    ['photo', t('pricing.credits', { count: settings.photo_credits })],
    ['gift', t('pricing.credits', { count: settings.gift_credits })],
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
            <td>{action === 'message' && messageFrom ? messageFrom : credits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
