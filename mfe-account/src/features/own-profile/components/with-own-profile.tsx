import type { OwnProfile } from '@dating/shared-contracts/api';
import type { ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { alertStyle } from '../../../components/form-styles';
import { secondaryButtonStyle } from '../../../components/more-form-styles';
import { useOwnProfile } from '../api/own-profile';
import { OWN_PROFILE_NS } from '../own-profile-namespace';

/**
 * The member's own profile for the parts that edit it: a loading line first, a failure
 * with a retry, then `children` with the profile.
 */
export function WithOwnProfile({ children }: { children: (profile: OwnProfile) => ReactNode }) {
  const { t } = useTranslation(OWN_PROFILE_NS);
  const query = useOwnProfile();
  if (query.isPending) return <p role="status">{t('profile.loading')}</p>;
  if (query.isError)
    return (
      <div css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <p role="alert" css={alertStyle}>
          {t('profile.loadFailed')}
        </p>
        <button type="button" css={secondaryButtonStyle} onClick={() => void query.refetch()}>
          {t('profile.retry')}
        </button>
      </div>
    );
  return <>{children(query.data.profile)}</>;
}
