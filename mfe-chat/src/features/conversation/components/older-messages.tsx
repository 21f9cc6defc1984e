import { useEffect, useRef } from 'react';
import { useTranslation } from '@dating/platform';
import { CONVERSATION_NS } from '../conversation-texts';
import { buttonStyle } from './styles';

/**
 * The top of the log: older messages load when it scrolls into view, or with the button
 * (the keyboard's way, and where there is no IntersectionObserver).
 */
export function OlderMessages({
  status,
  onLoad,
}: {
  status: 'idle' | 'loading' | 'failed';
  onLoad: () => void;
}) {
  const { t } = useTranslation(CONVERSATION_NS);
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined' || status !== 'idle') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [status]);

  return (
    <div
      ref={sentinel}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 4,
        paddingBottom: 8,
      }}
    >
      {status === 'failed' && (
        <p role="alert" css={{ margin: 0 }}>
          {t('olderFailed')}
        </p>
      )}
      <button type="button" css={buttonStyle} onClick={onLoad} disabled={status === 'loading'}>
        {status === 'loading' ? t('olderLoading') : t('older')}
      </button>
    </div>
  );
}
