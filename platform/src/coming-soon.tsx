import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';

/**
 * The screen of a route whose feature comes in a later release. Texts come from
 * the owning remote's namespace: the area's own title key and `comingSoon.body`.
 */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section css={{ maxWidth: 640, margin: '48px auto', padding: '0 16px', textAlign: 'center' }}>
      <h1 css={{ color: theme.colors.secondary }}>{t(titleKey)}</h1>
      <p>{t('comingSoon.body')}</p>
    </section>
  );
}
