import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { useLocationPath } from '../../routing/use-location-path';
import { isInstalledApp, showsBackButton } from './installed-app';

/** Installed apps have no browser back button, so member, likes and credits pages get one. */
export function BackButton() {
  const { t } = useTranslation();
  const path = useLocationPath();
  if (!showsBackButton(path, isInstalledApp(), window.history.length)) return null;
  return (
    <button
      type="button"
      aria-label={t('nav.back')}
      onClick={() => window.history.back()}
      css={{
        minWidth: 40,
        minHeight: 40,
        border: 0,
        borderRadius: 20,
        background: 'transparent',
        color: theme.colors.onFill,
        fontSize: 22,
        cursor: 'pointer',
        '&:focus-visible': { outline: `3px solid ${theme.colors.onFill}` },
      }}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}
