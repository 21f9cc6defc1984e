import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { backdropStyle } from './backdrop-style';
import { SHELL_NAMESPACE } from '../i18n/create-i18n';
import { ALERTS_NAMESPACE, SITE_ENTRY_NAMESPACE } from '../i18n/alerts-namespace';
import type * as ModalViewsModule from './modal-views';
import { lazyPart } from '../chunks/lazy-part';

export type ModalViews = typeof ModalViewsModule;

/** The modals' code: one chunk, loaded when a modal is about to show. */
export const modalViews = lazyPart(
  'the modals',
  () => import(/* webpackChunkName: "shell-modals" */ './modal-views'),
  [ALERTS_NAMESPACE],
);

/**
 * The site-entry warning, a chunk of its own with only its own texts: it is the one modal a
 * new visitor's first visit shows, and the others' code and texts are not that visit's.
 */
export const siteEntryView = lazyPart(
  'the site-entry warning',
  () => import(/* webpackChunkName: "shell-site-entry-modal" */ './site-entry-modal'),
  [SITE_ENTRY_NAMESPACE],
);

const boxStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  button: { border: 0, background: 'transparent', fontSize: 22, cursor: 'pointer' },
});

/** What shows while a modal's code loads: a status a person can still close (Escape, ×). */
export function ModalLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div css={backdropStyle}>
      {/* Busy: a server paint showing a modal stays until the modal itself is here. */}
      <div css={boxStyle} aria-busy="true">
        <p role="status">{t('remote.loading')}</p>
        <button type="button" aria-label={t('remote.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
