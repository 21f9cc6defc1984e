import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import {
  alertStyle,
  panelStyle,
  primaryButtonStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { useAuditTrail, type AuditFilters } from '../api/audit';
import { AuditExport } from './audit-export';
import { AuditFilterForm } from './audit-filters';
import { AuditTable } from './audit-table';

const FILTERS = ['from', 'to', 'actor', 'action', 'subject'] as const;

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 }, h2: { margin: 0 } });
const rowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });
const scrollStyle = css({ overflowX: 'auto' });

/** The filters of the address's query string. */
const filtersOf = (search: URLSearchParams): AuditFilters =>
  Object.fromEntries(
    FILTERS.flatMap((name) => {
      const value = search.get(name);
      return value ? [[name, value]] : [];
    }),
  );

/**
 * The audit trail for admins (decision 0163): filters in the address, so a filtered view can
 * be reloaded or shared with another admin; newest first, "more" for older rows; exports.
 */
export function AuditScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const trail = useAuditTrail(filters);
  const rows = trail.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <section css={screenStyle} aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <p css={{ margin: 0 }}>{t('audit.intro')}</p>
      <AuditFilterForm
        key={search.toString()}
        filters={filters}
        onApply={(next) => setSearch(next as Record<string, string>)}
      />
      <AuditExport from={filters.from} to={filters.to} />
      {trail.isPending && <p role="status">{t('audit.loading')}</p>}
      {trail.isError && !trail.isFetchingNextPage && (
        <div css={rowStyle}>
          <p role="alert" css={alertStyle}>
            {errorText(trail.error)}
          </p>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={trail.isFetching}
            onClick={() => void trail.refetch()}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {trail.isSuccess && rows.length === 0 && <p css={panelStyle}>{t('audit.empty')}</p>}
      {rows.length > 0 && (
        <div css={scrollStyle}>
          <AuditTable rows={rows} />
        </div>
      )}
      {trail.hasNextPage && (
        <div css={rowStyle}>
          <button
            type="button"
            css={secondaryButtonStyle}
            disabled={trail.isFetchingNextPage}
            onClick={() => void trail.fetchNextPage()}
          >
            {trail.isFetchingNextPage ? t('audit.loadingMore') : t('audit.more')}
          </button>
        </div>
      )}
    </section>
  );
}
