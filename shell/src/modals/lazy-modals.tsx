import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';
import { backdropStyle } from './backdrop-style';
import { isChunkLoadError, reloadForChunkError } from '../remotes/chunk-reload-guard';
import { SHELL_NAMESPACE } from '../i18n/create-i18n';
import { ALERTS_NAMESPACE } from '../i18n/alerts-namespace';
import type * as ModalViewsModule from './modal-views';
import { logShellError } from '../errors/shell-log';

export type ModalViews = typeof ModalViewsModule;

let loaded: ModalViews | null = null;
let loading: Promise<ModalViews> | null = null;

/** Loads the modals' code once; a failed load is tried again on the next call. */
export function loadModalViews(): Promise<ModalViews> {
  loading ??= import(/* webpackChunkName: "shell-modals" */ './modal-views').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The modals' code once it is there; asks for it while `wanted`. A chunk that is gone (a
 * newer shell was deployed) reloads the page, at most once a minute (decision 0005).
 */
export function useModalViews(wanted: boolean): ModalViews | null {
  const [views, setViews] = useState(loaded);
  useEffect(() => {
    if (!wanted || views) return undefined;
    let active = true;
    loadModalViews().then(
      (module) => {
        if (active) setViews(module);
      },
      (error: unknown) => {
        logShellError('[shell] the modals did not load', error);
        if (isChunkLoadError(error)) reloadForChunkError();
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, views]);
  return views ?? loaded;
}

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
      <div css={boxStyle}>
        <p role="status">{t('remote.loading')}</p>
        <button type="button" aria-label={t('dismiss', { ns: ALERTS_NAMESPACE })} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
