import { useTranslation } from '@dating/platform';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { MemberCard } from '../../../components/member-card';
import { gridStyle } from './styles';

/** Members close to the filters (other regions, ages a little wider), with their count. */
export function SimilarResults({
  profiles,
  count,
  capped,
}: {
  profiles: readonly ProfileCard[];
  count: number;
  capped: boolean;
}) {
  const { t } = useTranslation();
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title">{t('search.similarTitle')}</h2>
      <p>
        {capped
          ? t('search.similarCountCapped', { cap: count })
          : t('search.similarCount', { count })}
      </p>
      <ul css={gridStyle} aria-labelledby="similar-title">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <MemberCard profile={profile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
