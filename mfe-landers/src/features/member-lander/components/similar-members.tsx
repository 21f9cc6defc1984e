import { css } from '@emotion/react';
import { Link, useLocation } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme } from '@dating/shared-contracts';
import type { LanderMember } from '@dating/shared-contracts/api';
import { SIMILAR_SHOWN, similarSearch, useSimilarMembers } from '../api/get-similar-members';
import {
  memberLanderHref,
  searchSourceOf,
  type MemberLanderDesign,
} from '../lib/member-lander-links';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { sectionTitleStyle } from './styles';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  a: {
    display: 'block',
    overflow: 'hidden',
    borderRadius: theme.radius,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1',
    objectFit: 'cover',
    background: theme.colors.border,
  },
  p: { margin: 0, padding: '8px 12px', fontSize: 15 },
  strong: { display: 'block', color: theme.colors.secondary },
});

interface SimilarMembersProps {
  /** Whose lander this is; null on the page of a member who is not shown. */
  readonly member: LanderMember | null;
  readonly design: MemberLanderDesign;
  readonly title: string;
}

/**
 * Other members (by the member's gender and age, from the search a visitor may make), each
 * leading to their own lander of this design. Nothing at all when the domain lets visitors
 * not search, or none are found: this part only ever adds.
 */
export function SimilarMembers({ member, design, title }: SimilarMembersProps) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { search } = useLocation();
  const found = useSimilarMembers(similarSearch(member, searchSourceOf(search)));
  const others = (found.data?.profiles ?? [])
    // Members with a photo: the page shows people, not empty frames.
    .filter((profile) => profile.id !== member?.id && profile.main_image)
    .slice(0, SIMILAR_SHOWN);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="similar-members">
      <h2 id="similar-members" css={sectionTitleStyle}>
        {title}
      </h2>
      <ul css={gridStyle}>
        {others.map((profile) => (
          <li key={profile.id}>
            <Link to={memberLanderHref(profile.id, design, search)}>
              <img
                src={profile.main_image?.thumb_url}
                width={200}
                height={200}
                alt=""
                loading="lazy"
              />
              <p>
                <strong>{t('nameAge', { name: profile.name, age: profile.age })}</strong>
                {profile.city ?? profile.region ?? ''}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
