import { addErrorTextsLater } from '@dating/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteLifecycles } from '@dating/platform';
import { mountRemote } from '@dating/platform/testing';
import { endpoints } from '@dating/shared-contracts/api';
import { aSiteSettings, anOwnProfile, answer } from '@dating/shared-contracts/testing';
import { ACCOUNT_NAMESPACE, loadAccountMessages } from '../../../lib/account-namespace';
import { LocationPicker } from './location-picker';

const PROFILE = anOwnProfile();
const REGIONS = [
  { id: '5', country: 'NL', code: 'UT', name: 'Utrecht', cities: ['Utrecht', 'Amersfoort'] },
  { id: '6', country: 'NL', code: 'NH', name: 'Noord-Holland', cities: ['Amsterdam'] },
];

const picker = createRemoteLifecycles({
  App: () => <LocationPicker place={PROFILE} />,
  namespace: ACCOUNT_NAMESPACE,
  emotionKey: 'account-test',
  errorTexts: addErrorTextsLater,
  loadMessages: loadAccountMessages,
});

function givePosition(result: 'ok' | 'denied') {
  const getCurrentPosition = jest.fn(
    (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => {
      void options;
      if (result === 'ok') {
        ok({ coords: { latitude: 52.0937, longitude: 5.1195 } } as GeolocationPosition);
      } else {
        fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

async function mountPicker() {
  const update = jest.fn(async () => ({
    profile: { ...PROFILE, region_id: '5', region: 'Utrecht', city: 'Utrecht' },
  }));
  const geocode = jest.fn(async () => ({
    city: 'Utrecht',
    region: 'Utrecht',
    region_id: '5',
    country: 'NL',
  }));
  const remote = await mountRemote(picker, {
    remote: 'mfe-account',
    settings: aSiteSettings({ countries: ['NL', 'BE'] }),
    api: [
      answer(endpoints.site.regions, async () => ({ regions: REGIONS })),
      answer(endpoints.site.geocode, geocode),
      answer(endpoints.ownProfile.update, update),
    ],
  });
  await screen.findByRole('heading', { name: 'Woonplaats' });
  return { remote, update, geocode };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

it('saves the nearest city of the position, asking for a cached one up to an hour old', async () => {
  const getCurrentPosition = givePosition('ok');
  const { remote, update, geocode } = await mountPicker();
  expect(screen.getByText('Je hebt nog geen woonplaats gekozen.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Je woonplaats is opgeslagen: Utrecht, Utrecht.',
  );
  expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ maximumAge: 3_600_000 });
  // Rounded to about a kilometre before it leaves the browser; only the city is saved.
  expect(geocode).toHaveBeenCalledWith({ query: { lat: 52.09, lon: 5.12 } });
  expect(update).toHaveBeenCalledWith({
    body: { location: { region_id: '5', city: 'Utrecht' } },
  });
  expect(screen.getByLabelText('Regio')).toHaveValue('5');
  expect(screen.getByLabelText('Woonplaats (stad of dorp)')).toHaveValue('Utrecht');
  await remote.unmount();
});

it('says so when the member refuses the position, and saves nothing', async () => {
  givePosition('denied');
  const { remote, update, geocode } = await mountPicker();

  await userEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Je browser gaf geen toestemming voor je locatie',
  );
  expect(geocode).not.toHaveBeenCalled();
  expect(update).not.toHaveBeenCalled();
  await remote.unmount();
});

it('saves a region and a city chosen by hand, and asks for the region first', async () => {
  const { remote, update } = await mountPicker();
  await waitFor(() => expect(screen.getByRole('option', { name: 'Utrecht' })).toBeInTheDocument());

  await userEvent.type(screen.getByLabelText('Woonplaats (stad of dorp)'), 'Amersfoort');
  await userEvent.click(screen.getByRole('button', { name: 'Woonplaats opslaan' }));
  expect(screen.getByText('Kies een regio.')).toBeInTheDocument();
  expect(screen.getByLabelText('Regio')).toHaveFocus();
  expect(update).not.toHaveBeenCalled();

  await userEvent.selectOptions(screen.getByLabelText('Regio'), 'Utrecht');
  await userEvent.click(screen.getByRole('button', { name: 'Woonplaats opslaan' }));
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith({
      body: { location: { region_id: '5', city: 'Amersfoort' } },
    }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('opgeslagen');
  await remote.unmount();
});

describe('while the regions load', () => {
  /** The picker for `place`, with the regions answered only when the test says so. */
  async function mountWithHeldRegions(place = PROFILE) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const update = jest.fn(async () => ({
      profile: { ...place, region_id: '5', region: 'Utrecht', city: 'Amersfoort' },
    }));
    const lifecycles = createRemoteLifecycles({
      App: () => <LocationPicker place={place} />,
      namespace: ACCOUNT_NAMESPACE,
      emotionKey: 'account-test',
      errorTexts: addErrorTextsLater,
      loadMessages: loadAccountMessages,
    });
    const remote = await mountRemote(lifecycles, {
      remote: 'mfe-account',
      settings: aSiteSettings({ countries: ['NL', 'BE'] }),
      api: [
        answer(endpoints.site.regions, async () => {
          await held;
          return { regions: REGIONS };
        }),
        answer(endpoints.ownProfile.update, update),
      ],
    });
    await screen.findByRole('heading', { name: 'Woonplaats' });
    return { remote, update, release };
  }

  it('says the regions are loading in a disabled field, then lets the member pick one', async () => {
    const { remote, update, release } = await mountWithHeldRegions();
    const region = screen.getByRole('combobox', { name: 'Regio' });
    expect(region).toBeDisabled();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveDisplayValue("Regio's laden…");

    release();
    await waitFor(() => expect(region).toBeEnabled());
    expect(region).not.toHaveAttribute('aria-busy');
    await userEvent.selectOptions(region, 'Utrecht');
    await userEvent.type(screen.getByLabelText('Woonplaats (stad of dorp)'), 'Amersfoort');
    await userEvent.click(screen.getByRole('button', { name: 'Woonplaats opslaan' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        body: { location: { region_id: '5', city: 'Amersfoort' } },
      }),
    );
    expect(screen.queryByText('Kies een regio.')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('keeps a region held before the list came once the list has it', async () => {
    const place = { ...PROFILE, region_id: '5', region: 'Utrecht', city: 'Utrecht' };
    const { remote, update, release } = await mountWithHeldRegions(place);
    release();
    const region = screen.getByRole('combobox', { name: 'Regio' });
    await waitFor(() => expect(region).toBeEnabled());
    expect(region).toHaveDisplayValue('Utrecht');

    await userEvent.clear(screen.getByLabelText('Woonplaats (stad of dorp)'));
    await userEvent.type(screen.getByLabelText('Woonplaats (stad of dorp)'), 'Amersfoort');
    await userEvent.click(screen.getByRole('button', { name: 'Woonplaats opslaan' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        body: { location: { region_id: '5', city: 'Amersfoort' } },
      }),
    );
    await remote.unmount();
  });

  it('drops a region the list does not have, and asks for one', async () => {
    const place = { ...PROFILE, region_id: '99', region: 'Elders', city: 'Ergens' };
    const { remote, update, release } = await mountWithHeldRegions(place);
    release();
    const region = screen.getByRole('combobox', { name: 'Regio' });
    await waitFor(() => expect(region).toBeEnabled());
    expect(region).toHaveDisplayValue('Kies een regio');

    await userEvent.click(screen.getByRole('button', { name: 'Woonplaats opslaan' }));
    expect(screen.getByText('Kies een regio.')).toBeInTheDocument();
    expect(region).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
    await remote.unmount();
  });
});
