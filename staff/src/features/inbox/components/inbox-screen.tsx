import { css } from '@emotion/react';
import type { QueueKind } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatAge } from '../../../lib/format-age';
import { kindOf } from '../../../lib/paths';
import { useQueue } from '../../../lib/queue-query';
import { alertStyle, mutedStyle, panelStyle, primaryButtonStyle } from '../../../lib/styles';
import { KindFilter } from './kind-filter';
import { QueueTable } from './queue-table';

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 } });
const errorStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

/** The moderators' inbox: open work oldest first, filtered by kind through `?kind=`. */
export function InboxScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const kind = kindOf(search);
  const queue = useQueue(kind);
  const data = queue.data;

  const filter = (next: QueueKind | null) =>
    setSearch(next ? { kind: next } : {}, { replace: true });

  return (
    <section css={screenStyle} aria-labelledby="inbox-title">
      <h1 id="inbox-title">{t('inbox.title')}</h1>
      <KindFilter counts={data?.counts} active={kind} onChange={filter} />
      {data && data.oldestAgeSeconds !== null && (
        <p css={[mutedStyle, { margin: 0 }]}>
          {t('inbox.oldest', { age: formatAge(data.oldestAgeSeconds, t) })}
        </p>
      )}
      {queue.isError && (
        <div css={errorStyle}>
          <p role="alert" css={alertStyle}>
            {t('inbox.loadFailed')}
          </p>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={queue.isFetching}
            onClick={() => void queue.refetch()}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {queue.isPending && <p role="status">{t('inbox.loading')}</p>}
      {data && data.items.length === 0 && (
        <p css={panelStyle}>{t(kind ? 'inbox.emptyKind' : 'inbox.empty')}</p>
      )}
      {data && data.items.length > 0 && (
        <>
          <p css={[mutedStyle, { margin: 0 }]}>{t('inbox.keyboard')}</p>
          <QueueTable items={data.items} kind={kind} />
        </>
      )}
    </section>
  );
}
