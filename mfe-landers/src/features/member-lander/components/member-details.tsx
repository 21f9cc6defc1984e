import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { LanderMember } from '@dating/shared-contracts/api';
import {
  FALLBACK_ICON,
  INTEREST_ICONS,
  LineIcon,
  PROFILE_FIELDS_NS,
} from '@dating/shared-contracts/profile-fields';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { sectionTitleStyle } from './styles';

const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  margin: 0,
  '& > div': {
    padding: '12px',
    borderRadius: theme.radius,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
  },
  dt: { fontSize: 14, color: theme.colors.textMuted },
  dd: { margin: '2px 0 0', fontWeight: 600 },
});

const interestsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '6px 12px',
    borderRadius: 999,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.secondary,
  },
});

/** The facts the domain shows visitors, "about me" when public, and the interests. */
export function MemberDetails({ member }: { member: LanderMember }) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { t: field } = useTranslation(PROFILE_FIELDS_NS);
  const { name } = member;
  return (
    <>
      {member.about && (
        <section aria-labelledby="member-about">
          <h2 id="member-about" css={sectionTitleStyle}>
            {t('aboutTitle', { name })}
          </h2>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{member.about}</p>
        </section>
      )}
      {member.fields.length > 0 && (
        <section aria-labelledby="member-facts">
          <h2 id="member-facts" css={sectionTitleStyle}>
            {t('factsTitle')}
          </h2>
          <dl css={factsStyle}>
            {member.fields.map(({ key, value }) => (
              <div key={key}>
                <dt>{field(`labels.${key}`)}</dt>
                <dd>{field(`values.${key}.${value}`, { defaultValue: value })}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {member.interests.length > 0 && (
        <section aria-labelledby="member-interests">
          <h2 id="member-interests" css={sectionTitleStyle}>
            {t('interestsTitle')}
          </h2>
          <ul css={interestsStyle}>
            {member.interests.map(({ slug, name: interest }) => (
              <li key={slug}>
                <LineIcon path={INTEREST_ICONS[slug] ?? FALLBACK_ICON} size={18} />
                {field(`interests.${slug}`, { defaultValue: interest })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
