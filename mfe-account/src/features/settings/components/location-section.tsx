import { useTranslation } from '@dating/platform';
import { useOwnProfile } from '../../own-profile/api/own-profile';
import { LocationPicker } from '../../own-profile/components/location-picker';
import { OWN_PROFILE_NS } from '../../own-profile/own-profile-namespace';
import { SETTINGS_NS } from '../settings-texts';
import { LoadState } from './load-state';

const ID_PREFIX = 'settings-location';

/**
 * Where the member lives: the own profile's location picker (the geolocation button with a
 * position cached up to an hour, or a region and city), once the profile has loaded.
 */
export function LocationSection() {
  const { t } = useTranslation(SETTINGS_NS);
  const { t: tProfile } = useTranslation(OWN_PROFILE_NS);
  const profile = useOwnProfile();

  return (
    <section aria-labelledby={`${ID_PREFIX}-title`} aria-busy={profile.isPending}>
      {profile.data ? (
        <LocationPicker place={profile.data.profile} idPrefix={ID_PREFIX} />
      ) : (
        <h2 id={`${ID_PREFIX}-title`}>{tProfile('location.title')}</h2>
      )}
      <LoadState query={profile} failedText={t('location.loadFailed')} />
    </section>
  );
}
