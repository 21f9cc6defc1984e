import { useSessionSettings, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import type { OwnProfile } from '@dating/shared-contracts/api';
import { useState, type FormEvent } from 'react';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import {
  outlineButtonStyle,
  savedStatusStyle,
  selectFieldStyle,
} from '../../../components/more-form-styles';
import { TextField } from '../../../components/text-field';
import { useGeocode, useRegions, useUpdateOwnProfile } from '../api/own-profile';
import { currentPosition, type PositionProblem } from '../lib/current-position';
import { OWN_PROFILE_NS } from '../own-profile-namespace';

type Place = Pick<OwnProfile, 'country' | 'region_id' | 'region' | 'city'>;

const placeName = (place: Place) => [place.city, place.region].filter(Boolean).join(', ');

/**
 * Where the member lives, kept coarse (decision 0112): a "use my location" button asks the
 * browser for a position (a cached one up to an hour old will do), finds its nearest known
 * city with /api/geocode.php and saves that city; or the member chooses a country, region and
 * city by hand. Either way only the city and its region are stored, never the position.
 */
export function LocationPicker({
  place,
  idPrefix = 'location',
  headingLevel = 2,
  onSaved,
}: {
  place: Place;
  idPrefix?: string;
  /** 3 where the picker sits under a heading of its own (the signup's location step). */
  headingLevel?: 2 | 3;
  onSaved?: (profile: OwnProfile) => void;
}) {
  const { t, i18n } = useTranslation(OWN_PROFILE_NS);
  const errorMessage = useApiErrorMessage();
  const settings = useSessionSettings();
  const update = useUpdateOwnProfile();
  const geocode = useGeocode();
  const [country, setCountry] = useState(place.country);
  const [regionId, setRegionId] = useState(place.region_id ?? '');
  const [city, setCity] = useState(place.city ?? '');
  const [problem, setProblem] = useState<PositionProblem | 'region' | 'city' | null>(null);
  const [locating, setLocating] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const regions = useRegions(country);
  const id = (name: string) => `${idPrefix}-${name}`;
  const Heading = `h${headingLevel}` as const;

  const countries = [...new Set([...(settings?.countries ?? []), place.country])];
  // The field is disabled until the country's regions are there; a region held before (the
  // profile's own) stays chosen once the list has it, and is dropped when it does not.
  const listed = regions.data?.regions;
  const chosenRegion = !listed || listed.some((r) => r.id === regionId) ? regionId : '';
  const regionCities = listed?.find((r) => r.id === chosenRegion)?.cities ?? [];
  const countryName = (code: string) =>
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;

  async function save(
    location: { region_id: string; city: string } | { lat: number; lon: number },
  ) {
    setSaved(null);
    const { profile } = await update.mutateAsync({ location });
    setCountry(profile.country);
    setRegionId(profile.region_id ?? '');
    setCity(profile.city ?? '');
    setSaved(placeName(profile));
    onSaved?.(profile);
  }

  async function useMyLocation() {
    setProblem(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      if (typeof position === 'string') {
        setProblem(position);
        return;
      }
      const found = await geocode.mutateAsync(position);
      await save(found.region_id ? { region_id: found.region_id, city: found.city } : position);
    } catch {
      // The API's error shows below (update or geocode); the fields keep what they held.
    } finally {
      setLocating(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = !chosenRegion ? 'region' : city.trim() === '' ? 'city' : null;
    setProblem(missing);
    if (missing) {
      document.getElementById(id(missing))?.focus();
      return;
    }
    await save({ region_id: chosenRegion, city: city.trim() }).catch(() => undefined);
  }

  const failure = update.error ?? geocode.error;
  return (
    <form css={formStyle} aria-labelledby={id('title')} onSubmit={onSubmit} noValidate>
      <Heading id={id('title')}>{t('location.title')}</Heading>
      <p>{place.city ? t('location.current', { place: placeName(place) }) : t('location.none')}</p>
      <p>{t('location.privacy')}</p>
      <button
        type="button"
        css={outlineButtonStyle}
        onClick={useMyLocation}
        disabled={locating || update.isPending}
      >
        {locating ? t('location.locating') : t('location.useMyLocation')}
      </button>
      {problem && problem !== 'region' && problem !== 'city' && (
        <p role="alert" css={alertStyle}>
          {t(`location.${problem}`)}
        </p>
      )}
      <div css={selectFieldStyle}>
        <label htmlFor={id('country')}>{t('location.country')}</label>
        <select
          id={id('country')}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setRegionId('');
          }}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </div>
      <div css={selectFieldStyle}>
        <label htmlFor={id('region')}>{t('location.region')}</label>
        <select
          id={id('region')}
          value={chosenRegion}
          disabled={regions.isPending}
          aria-busy={regions.isPending || undefined}
          aria-invalid={problem === 'region' || undefined}
          aria-describedby={problem === 'region' ? id('region-error') : undefined}
          onChange={(event) => setRegionId(event.target.value)}
        >
          <option value="">
            {regions.isPending ? t('location.loadingRegions') : t('location.chooseRegion')}
          </option>
          {regions.data?.regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
        {problem === 'region' && (
          <p id={id('region-error')} css={alertStyle}>
            {t('location.regionRequired')}
          </p>
        )}
      </div>
      {regions.isError && (
        <p role="alert" css={alertStyle}>
          {t('location.regionsFailed')}{' '}
          <button type="button" onClick={() => regions.refetch()}>
            {t('location.retry')}
          </button>
        </p>
      )}
      <TextField
        id={id('city')}
        label={t('location.city')}
        value={city}
        list={id('cities')}
        autoComplete="address-level2"
        maxLength={100}
        error={problem === 'city' ? t('location.cityRequired') : null}
        onChange={(event) => setCity(event.target.value)}
      />
      <datalist id={id('cities')}>
        {regionCities.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {failure && (
        <p role="alert" css={alertStyle}>
          {errorMessage(failure)}
        </p>
      )}
      <button type="submit" css={primaryButtonStyle} disabled={update.isPending}>
        {t('location.save')}
      </button>
      <p role="status" css={savedStatusStyle}>
        {saved ? t('location.saved', { place: saved }) : ''}
      </p>
    </form>
  );
}
