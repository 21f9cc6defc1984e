import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme } from '@dating/shared-contracts';
import { useLanderMembers } from '../api/landers-members';
import { FeedPost } from '../components/feed-post';
import { LanderHeadline } from '../components/lander-headline';
import { FeedSuggestions } from '../components/feed-suggestions';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { ctaStyle } from './hero';

/** Posts in the feed; the sidebar shows the members after them. */
const POSTS = 6;
const SUGGESTIONS = 5;

const layoutStyle = css({
  display: 'grid',
  gap: 16,
  maxWidth: 940,
  margin: '0 auto',
  padding: '16px 12px 32px',
  [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 24, padding: '24px' },
});

const introStyle = css({
  padding: '16px',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderTop: `4px solid ${theme.colors.primary}`,
  borderRadius: 12,
  'h1, h2': {
    margin: 0,
    fontSize: 28,
    color: theme.colors.secondary,
    [mediaUp('md')]: { fontSize: 36 },
  },
  p: { margin: '8px 0 0', fontSize: 17 },
});

const introCta = css(ctaStyle, { margin: '16px 0 0', textAlign: 'center', fontSize: 18 });

const sidebarStyle = css({ display: 'none', [mediaUp('lg')]: { display: 'block' } });

/**
 * socialnetwork: the site as a social feed. An intro post with the headline and the call to
 * action, members' posts (status line, photo, like and comment buttons that all lead to the
 * signup) and, on a wide screen, "people you may know" beside them. Without members (the
 * search failed or found none) the intro still sells.
 */
export function FeedBlock(props: BlockProps) {
  const { lander, signupHref } = props;
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const { members, pending } = useLanderMembers(lander.audience);
  const posts = members.slice(0, POSTS);
  const suggestions = members.slice(POSTS, POSTS + SUGGESTIONS);
  return (
    <div css={layoutStyle} data-block="feed">
      <div css={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <section css={introStyle}>
          <LanderHeadline {...props} ctaCss={introCta} />
        </section>
        {(pending || posts.length > 0) && (
          <section
            aria-label={t('feed.label')}
            aria-busy={pending}
            // Room for the first posts while they load: what follows does not jump.
            css={{ display: 'grid', gap: 16, minHeight: pending ? 640 : undefined }}
          >
            {posts.map((member) => (
              <FeedPost key={member.id} member={member} signupHref={signupHref} />
            ))}
          </section>
        )}
      </div>
      {suggestions.length > 0 && (
        <FeedSuggestions members={suggestions} signupHref={signupHref} css={sidebarStyle} />
      )}
    </div>
  );
}
