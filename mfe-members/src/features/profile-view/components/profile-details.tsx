import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { PublicProfile } from '@dating/shared-contracts/api';
import {
  FALLBACK_ICON,
  INTEREST_ICONS,
  LineIcon,
  PROFILE_FIELDS_NS,
} from '@dating/shared-contracts/profile-fields';
import { PROFILE_NS } from '../profile-namespace';

const sectionStyle = css({
  h2: { fontSize: 18, margin: '0 0 8px', color: theme.colors.secondary },
});

const listStyle = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 16px',
  margin: 0,
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0 },
});

const chipStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 12px',
  borderRadius: 999,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.secondary,
  fontSize: 14,
});

/** Names (region, city) are shown as they are; every other value is a key to translate. */
const NAMED_FIELDS = new Set(['region', 'city', 'country']);

/** The domain's visible fields (every value translated), the interests and the about text. */
export function ProfileDetails({
  profile,
  showAbout,
}: {
  profile: PublicProfile;
  showAbout: boolean;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: field } = useTranslation(PROFILE_FIELDS_NS);
  return (
    <>
      {showAbout && profile.about && (
        <section css={sectionStyle} aria-labelledby="profile-about">
          <h2 id="profile-about">{t('profile.aboutTitle')}</h2>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{profile.about}</p>
        </section>
      )}
      {profile.fields.length > 0 && (
        <section css={sectionStyle} aria-labelledby="profile-details">
          <h2 id="profile-details">{t('profile.detailsTitle')}</h2>
          <dl css={listStyle}>
            {profile.fields.map(({ key, value }) => (
              <div key={key} css={{ display: 'contents' }}>
                <dt>{field(`labels.${key}`, { defaultValue: key })}</dt>
                <dd>
                  {NAMED_FIELDS.has(key)
                    ? value
                    : field(`values.${key}.${value}`, {
                        defaultValue: value.replace(/_/g, ' '),
                      })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {profile.interests.length > 0 && (
        <section css={sectionStyle} aria-labelledby="profile-interests">
          <h2 id="profile-interests">{t('profile.interestsTitle')}</h2>
          <ul
            css={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
            }}
          >
            {profile.interests.map((interest) => (
              <li key={interest.id} css={chipStyle}>
                <LineIcon path={INTEREST_ICONS[interest.slug] ?? FALLBACK_ICON} size={18} />
                {field(`interests.${interest.slug}`, { defaultValue: interest.name })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
