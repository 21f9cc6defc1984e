import { useTranslation } from 'react-i18next';
import { useSessionSettings, useSessionUser } from '@dating/platform';
import { isApiError, theme } from '@dating/shared-contracts';
import { visitorMaySearch, type SearchQuery } from '@dating/shared-contracts/api';
import { useMemberSearch } from '../api/search-members';
import { useSearchFilters } from '../hooks/use-search-filters';
import { MemberCard } from './member-card';
import { Pagination } from './pagination';
import { SearchFiltersForm } from './search-filters-form';
import { SimilarResults } from './similar-results';
import { gridStyle, secondaryButtonStyle } from './styles';
import { VisitorPrompt } from './visitor-prompt';

/**
 * The member search: filters and page in the URL, ranked results, similar members when few
 * match. Visitors search where the site's rules let them, and are invited to log in or sign
 * up elsewhere (`visitorPrompt` false: the page shows its own invitation).
 */
export function MemberSearchScreen({
  titleKey,
  level = 1,
  visitorPrompt = true,
}: {
  titleKey: string;
  level?: 1 | 2;
  visitorPrompt?: boolean;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const settings = useSessionSettings();
  const { filters, page, source, setFilters, setPage } = useSearchFilters();
  // Without settings the API decides alone; its refusal shows the invitation too.
  const allowed = user !== null || settings === null || visitorMaySearch(settings, source);
  const query: SearchQuery = { ...filters, page };
  if (!user && source.network) query.network = source.network;
  if (!user && source.ref) query.ref = source.ref;
  const result = useMemberSearch(query, allowed);
  const refused =
    !allowed || (result.error && isApiError(result.error) && result.error.status === 403);
  if (refused) return visitorPrompt ? <VisitorPrompt /> : null;

  const Title = level === 1 ? 'h1' : 'h2';
  const data = result.data;
  return (
    <section css={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <Title css={{ color: theme.colors.secondary, marginTop: 0 }}>{t(titleKey)}</Title>
      <SearchFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={setFilters} />
      {result.status === 'pending' && <p role="status">{t('search.loading')}</p>}
      {result.status === 'error' && (
        <div role="alert">
          <p>{t('search.error')}</p>
          <button type="button" css={secondaryButtonStyle} onClick={() => void result.refetch()}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {data && (
        <div aria-busy={result.isPlaceholderData}>
          <p role="status">
            {data.count_capped
              ? t('search.countCapped', { count: data.count })
              : t('search.count', { count: data.count })}
          </p>
          {data.profiles.length > 0 ? (
            <ul css={gridStyle} aria-label={t('search.resultsLabel')}>
              {data.profiles.map((profile) => (
                <li key={profile.id}>
                  <MemberCard profile={profile} />
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {t('search.empty')}{' '}
              {page > 1 && (
                <button type="button" css={secondaryButtonStyle} onClick={() => setPage(1)}>
                  {t('search.firstPage')}
                </button>
              )}
            </p>
          )}
          <Pagination
            page={data.page}
            pages={data.pages}
            open={data.count_capped === true}
            onChange={setPage}
          />
          <SimilarResults
            profiles={data.similar}
            count={data.similar_count}
            capped={data.similar_count_capped === true}
          />
        </div>
      )}
    </section>
  );
}
