import { css } from '@emotion/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useObservable, useTranslation } from '@dating/platform';
import { type RemoteName, theme } from '@dating/shared-contracts';
import { AppLink } from '../layout/app-link';
import { useShell } from '../shell-context';

const fallbackStyle = css({
  maxWidth: 560,
  margin: '32px auto',
  padding: 24,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  textAlign: 'center',
  button: {
    marginTop: 12,
    padding: '12px 20px',
    border: 0,
    borderRadius: theme.radius,
    background: theme.colors.primary,
    color: theme.colors.onFill,
    fontSize: 16,
    cursor: 'pointer',
  },
});

/**
 * What a member sees instead of a remote: never the raw error, always a way on: trying
 * again, or the start page, which another remote draws.
 */
function RemoteFallback({ crashed, onRetry }: { crashed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div css={fallbackStyle} role="alert">
      <h2>{t(crashed ? 'remote.crashedTitle' : 'remote.unavailableTitle')}</h2>
      <p>{t(crashed ? 'remote.crashedBody' : 'remote.unavailableBody')}</p>
      <button type="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
      <p>
        <AppLink href="/">{t('errorPage.home')}</AppLink>
      </p>
    </div>
  );
}

/**
 * Where one remote renders. Its element lives outside React so a layout change
 * moves the remote's DOM instead of destroying it.
 */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const { t } = useTranslation();
  const { status, outlet } = useShell();
  const state$ = useMemo(() => status.watch(name), [status, name]);
  const state = useObservable(state$, status.get(name));
  const host = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = outlet(name);
    host.current?.appendChild(element);
    return () => element.remove();
  }, [name, outlet]);

  const broken = state.kind === 'failed' || state.kind === 'crashed';
  return (
    <div
      data-outlet={name}
      data-remote-version={state.kind === 'mounted' ? state.version : undefined}
      aria-busy={state.kind === 'loading'}
    >
      <div ref={host} hidden={broken} />
      {state.kind === 'loading' && (
        <p css={{ textAlign: 'center', padding: 24 }}>{t('remote.loading')}</p>
      )}
      {broken && <RemoteFallback crashed={state.kind === 'crashed'} onRetry={state.retry} />}
    </div>
  );
}
