import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { MEMBER_LANDER_NS } from '../member-lander-texts';

/** A profile the site runs itself says so on its lander too, not only in the footer. */
export function FictionalNote() {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  return (
    <p
      role="note"
      css={{
        margin: 0,
        padding: '12px 16px',
        borderRadius: theme.radius,
        border: `1px solid ${theme.colors.warning}`,
        background: theme.colors.warningBackground,
        color: theme.colors.warning,
      }}
    >
      <strong>{t('fictionalTitle')}</strong> {t('fictionalBody')}
    </p>
  );
}
