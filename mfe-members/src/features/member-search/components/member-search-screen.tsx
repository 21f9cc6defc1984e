import { css } from '@emotion/react';
import { useSearchParams } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { mediaUp, theme } from '@dating/shared-contracts';
import { useMemberSearch } from '../api/search-members';
import { MemberCard } from './member-card';
import { Pagination } from './pagination';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  [mediaUp('xl')]: { gridTemplateColumns: 'repeat(6, 1fr)' },
});

/** The member list from the API, paged through the `page` query parameter. */
export function MemberSearchScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useMemberSearch({ page });

  return (
    <section css={{ maxWidth: 1200, margin: '0 auto', padding: '16px' }}>
      <h1 css={{ color: theme.colors.secondary }}>{t(titleKey)}</h1>
      {result.status === 'pending' && <p role="status">{t('search.loading')}</p>}
      {result.status === 'error' && <p role="alert">{t('search.error')}</p>}
      {result.status === 'success' && (
        <>
          <p>{t('search.count', { count: result.data.count })}</p>
          <ul css={gridStyle} aria-label={t('search.resultsLabel')}>
            {result.data.profiles.map((profile) => (
              <li key={profile.id}>
                <MemberCard profile={profile} />
              </li>
            ))}
          </ul>
          <Pagination
            page={result.data.page}
            pages={result.data.pages}
            onChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
