import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { mountSettings, OWN_PROFILE } from '../testing/mount-settings';

const locationRegion = async () =>
  within(await screen.findByRole('region', { name: 'Woonplaats' }));

afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

describe('the location in the settings', () => {
  it('shows the place and saves the nearest city of a position up to an hour old', async () => {
    const getCurrentPosition = jest.fn(
      (ok: PositionCallback, _fail: PositionErrorCallback, _options?: PositionOptions) =>
        ok({ coords: { latitude: 52.3731, longitude: 4.8922 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    });
    const update = jest.fn(async () => ({
      profile: { ...OWN_PROFILE, region_id: '6', region: 'Noord-Holland', city: 'Amsterdam' },
    }));
    const remote = await mountSettings([
      answer(endpoints.site.geocode, async () => ({
        city: 'Amsterdam',
        region: 'Noord-Holland',
        region_id: '6',
        country: 'NL',
      })),
      answer(endpoints.ownProfile.update, update),
    ]);
    const region = await locationRegion();
    expect(await region.findByText('Je woonplaats: Amersfoort, Utrecht.')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Gebruik mijn locatie' }));
    expect(await region.findByRole('status')).toHaveTextContent(
      'Je woonplaats is opgeslagen: Amsterdam, Noord-Holland.',
    );
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ maximumAge: 3_600_000 });
    expect(update).toHaveBeenCalledWith({
      body: { location: { region_id: '6', city: 'Amsterdam' } },
    });
    await remote.unmount();
  });

  it('says so when the profile does not load, and tries again on request', async () => {
    let fail = true;
    const remote = await mountSettings([
      answer(endpoints.ownProfile.get, async () => {
        if (fail) throw anApiError(500, 'internal_error');
        return { profile: OWN_PROFILE };
      }),
    ]);
    const region = await locationRegion();
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Je woonplaats kon niet worden geladen.',
    );
    fail = false;
    await userEvent.click(region.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await region.findByRole('button', { name: 'Gebruik mijn locatie' })).toBeInTheDocument();
    await remote.unmount();
  });
});
