import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link, useSearchParams } from '@dating/platform/router';
import { isApiError } from '@dating/shared-contracts';
import type { UnsubscribeResponse } from '@dating/shared-contracts/api';
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { alertStyle, panelStyle, primaryButtonStyle } from '../../../components/form-styles';
import { linkButtonStyle, outlineButtonStyle } from '../../../components/more-form-styles';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';
import { UNSUBSCRIBE_NS } from '../unsubscribe-texts';

/** The namespace this chunk's texts are in (loaded by the route before it renders). */
export const UNSUBSCRIBE_NAMESPACE = UNSUBSCRIBE_NS;

const stackStyle = css(panelStyle, {
  display: 'grid',
  gap: 16,
  p: { margin: 0 },
  h2: { margin: 0, fontSize: 18 },
  button: { width: '100%' },
});

/**
 * `/unsubscribe?token=…`: the link in a notification mail. Says what will stop and stops it
 * with one button (opening the page changes nothing: link scanners follow links); then
 * offers to stop every e-mail notification. A broken link gets a way to the settings.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation(UNSUBSCRIBE_NS);
  const errorMessage = useApiErrorMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useUnsubscribeStatus(token);
  const category = useUnsubscribe(token);
  const all = useUnsubscribe(token);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const loggedIn = useSessionUser() !== null;

  // After the click the page changes under the button: the new heading takes the focus.
  useEffect(() => {
    if (category.isSuccess) doneHeading.current?.focus();
  }, [category.isSuccess]);

  const invalid = token === '' || (isApiError(status.error) && status.error.status === 400);
  if (invalid) {
    return (
      <section css={stackStyle} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{t('invalidTitle')}</h1>
        <p role="alert">{t('invalidBody')}</p>
        <Link to={loggedIn ? '/notifications' : '/login'} css={linkButtonStyle}>
          {t(loggedIn ? 'toSettings' : 'toLogin')}
        </Link>
      </section>
    );
  }
  if (status.isError) {
    return (
      <section css={stackStyle} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{t('title')}</h1>
        <p role="alert" css={alertStyle}>
          {errorMessage(status.error)}
        </p>
        <button type="button" css={outlineButtonStyle} onClick={() => void status.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  if (!status.data) {
    return (
      <section css={stackStyle} aria-labelledby="unsubscribe-title" aria-busy="true">
        <h1 id="unsubscribe-title">{t('title')}</h1>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }

  const state: UnsubscribeResponse = all.data ?? category.data ?? status.data;
  const about = t(`about.${state.category}`);

  if (state.subscribed) {
    return (
      <section css={stackStyle} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{t('title')}</h1>
        <p>{t('willStop', { about })}</p>
        {category.isError && (
          <p role="alert" css={alertStyle}>
            {errorMessage(category.error)}
          </p>
        )}
        <button
          type="button"
          css={primaryButtonStyle}
          disabled={category.isPending}
          onClick={() => category.mutate(false)}
        >
          {category.isPending ? t('busy') : t('unsubscribe')}
        </button>
        <p>
          <Link to="/notifications">{t('settingsInstead')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section css={stackStyle} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" ref={doneHeading} tabIndex={-1}>
        {t('doneTitle')}
      </h1>
      <p role="status">{t('stopped', { about })}</p>
      <section css={{ display: 'grid', gap: 12 }} aria-labelledby="unsubscribe-all-title">
        <h2 id="unsubscribe-all-title">{t('allTitle')}</h2>
        {state.all_disabled ? (
          <p role="status">{t('allDone')}</p>
        ) : (
          <>
            <p>{t('allBody')}</p>
            {all.isError && (
              <p role="alert" css={alertStyle}>
                {errorMessage(all.error)}
              </p>
            )}
            <button
              type="button"
              css={outlineButtonStyle}
              disabled={all.isPending}
              onClick={() => all.mutate(true)}
            >
              {all.isPending ? t('busy') : t('allButton')}
            </button>
          </>
        )}
      </section>
      <Link to="/notifications" css={linkButtonStyle}>
        {t('toSettings')}
      </Link>
    </section>
  );
}
