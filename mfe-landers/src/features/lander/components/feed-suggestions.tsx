import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { MemberAvatar } from './feed-post';

const asideStyle = css({
  alignSelf: 'start',
  position: 'sticky',
  top: 16,
  padding: 16,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: 12,
  h2: { margin: '0 0 12px', fontSize: 18 },
  ul: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 },
  li: { display: 'flex', alignItems: 'center', gap: 12 },
  a: {
    marginLeft: 'auto',
    padding: '6px 12px',
    borderRadius: 16,
    background: theme.colors.primary,
    color: theme.colors.onFill,
    fontWeight: 600,
    fontSize: 14,
    textDecoration: 'none',
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  },
});

/** The sidebar "people you may know" of the feed: a wide screen's extra column. */
export function FeedSuggestions({
  members,
  signupHref,
  className,
}: {
  members: readonly ProfileCard[];
  signupHref: string;
  className?: string;
}) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  return (
    <aside css={asideStyle} className={className} aria-labelledby="feed-suggestions">
      <h2 id="feed-suggestions">{t('feed.suggestions')}</h2>
      <ul>
        {members.map((member) => (
          <li key={member.id}>
            <MemberAvatar member={member} />
            <span>
              {t('feed.nameAge', { name: member.name, age: member.age })}
              {member.city && <span css={{ display: 'block', fontSize: 13 }}>{member.city}</span>}
            </span>
            <Link to={signupHref} aria-label={t('feed.addCta', { name: member.name })}>
              {t('feed.add')}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
