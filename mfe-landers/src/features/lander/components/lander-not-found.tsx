import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';

/** An unknown variant: this remote's own 404, so a mistyped campaign link still leads somewhere. */
export function LanderNotFound() {
  const { t } = useTranslation();
  return (
    <section css={{ maxWidth: 640, margin: '48px auto', padding: '0 16px', textAlign: 'center' }}>
      <h1 css={{ color: theme.colors.secondary }}>{t('lander.notFoundTitle')}</h1>
      <p>{t('lander.notFoundBody')}</p>
      <Link to="/" css={{ color: theme.colors.secondary }}>
        {t('lander.home')}
      </Link>
    </section>
  );
}
