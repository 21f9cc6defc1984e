import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { linkButtonStyle, panelStyle } from '../../../components/form-styles';

/** /account-deleted: where deleting ends; the mail's reactivation link works for 14 days. */
export function AccountDeletedScreen() {
  const { t } = useTranslation();
  return (
    <section css={panelStyle}>
      <h1>{t('accountDeleted.title')}</h1>
      <p>{t('accountDeleted.body')}</p>
      <p>{t('accountDeleted.reactivate')}</p>
      <Link to="/" css={linkButtonStyle}>
        {t('accountDeleted.toHome')}
      </Link>
    </section>
  );
}
