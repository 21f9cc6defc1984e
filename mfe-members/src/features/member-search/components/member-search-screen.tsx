import { Suspense, lazy, useState } from 'react';
import { useSessionSettings, useSessionUser, useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { visitorMaySearch } from '@dating/shared-contracts/api';
import { useMemberSearch } from '../api/search-members';
import { useSearchFilters } from '../hooks/use-search-filters';
import { MemberCard } from '../../../components/member-card';
import { Pagination } from './pagination';
import { gridStyle, secondaryButtonStyle } from './styles';

// Not every visit needs them: loaded when shown, not with the first visit's code
// (docs/decisions/0013). The filters load when opened (or a link brings filters).
const loadFiltersForm = () => import('./search-filters-form');
const SearchFiltersForm = lazy(() =>
  loadFiltersForm().then((m) => ({ default: m.SearchFiltersForm })),
);
const SimilarResults = lazy(() =>
  import('./similar-results').then((m) => ({ default: m.SimilarResults })),
);
const VisitorPrompt = lazy(() =>
  import('./visitor-prompt').then((m) => ({ default: m.VisitorPrompt })),
);

/**
 * Cards in the first row of the widest grid (styles.ts): in view on arrival, so not lazy;
 * the first card's photo is the page's largest paint (the server preloads it too).
 */
const FIRST_ROW = 6;

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
  const active = Object.values(filters).filter((value) => value !== undefined).length;
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  // Without settings the API decides alone; its refusal shows the invitation too.
  const allowed = user !== null || settings === null || visitorMaySearch(settings, source);
  // A visitor's traffic source may open the search (logged_out_search_trafficsource); the
  // server's render of `/` asks the same for its visitor (server-routes.ts).
  const result = useMemberSearch(
    user ? { ...filters, page } : { ...filters, page, ...source },
    allowed,
  );
  // The API client's errors carry the status (ApiError); 403 here means "log in first".
  const refused = !allowed || (result.error as { status?: number } | null)?.status === 403;
  if (refused)
    return visitorPrompt ? (
      <Suspense fallback={null}>
        <VisitorPrompt />
      </Suspense>
    ) : null;

  const Title = level === 1 ? 'h1' : 'h2';
  const data = result.data;
  return (
    <section css={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <Title css={{ color: theme.colors.secondary, marginTop: 0 }}>{t(titleKey)}</Title>
      <button
        type="button"
        css={[secondaryButtonStyle, { marginBottom: 12 }]}
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen((open) => !open)}
        onPointerEnter={() => void loadFiltersForm()}
        onFocus={() => void loadFiltersForm()}
      >
        {active ? t('filters.toggleActive', { active }) : t('filters.toggle')}
      </button>
      {filtersOpen && (
        <Suspense fallback={null}>
          <SearchFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={setFilters} />
        </Suspense>
      )}
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
              ? t('search.countCapped', { cap: data.count })
              : t('search.count', { count: data.count })}
          </p>
          {data.profiles.length > 0 ? (
            <ul css={gridStyle} aria-label={t('search.resultsLabel')}>
              {data.profiles.map((profile, index) => (
                <li key={profile.id}>
                  <MemberCard
                    profile={profile}
                    photo={index ? (index < FIRST_ROW ? 'eager' : 'lazy') : 'high'}
                  />
                </li>
              ))}
            </ul>
          ) : (
            // A page past the end still has the pagination below to go back.
            <p>{t('search.empty')}</p>
          )}
          <Pagination
            page={data.page}
            pages={data.pages}
            open={data.count_capped === true}
            onChange={setPage}
          />
          {data.similar.length > 0 && (
            <Suspense fallback={null}>
              <SimilarResults
                profiles={data.similar}
                count={data.similar_count}
                capped={data.similar_count_capped === true}
              />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
