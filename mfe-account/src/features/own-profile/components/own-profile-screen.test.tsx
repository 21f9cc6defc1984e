import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@dating/shared-contracts';
import {
  endpoints,
  type OwnProfile,
  type UpdateOwnProfileBody,
} from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import {
  aSessionUser,
  aSiteSettings,
  answer,
  type EndpointStub,
  type StrictApiClient,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { aPhoto, photosServer } from '../../photos/testing/photo-fixtures';

const PROFILE: OwnProfile = {
  id: '7',
  name: 'Sanne',
  birth_date: '1990-04-12',
  gender: 'female',
  sexuality: 'hetero',
  hair_color: 'blond',
  eye_color: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  reason: null,
  about: 'Koffie in de ochtend.',
  interest_ids: ['1'],
  country: 'NL',
  region_id: '5',
  region: 'Utrecht',
  city: 'Utrecht',
  consents: { sexuality: '2026-05-04T10:00:00.000Z' },
};
const INTERESTS = [
  { id: '1', slug: 'travel', name: 'Reizen', icon: 'travel' },
  { id: '2', slug: 'cooking', name: 'Koken', icon: 'cooking' },
  { id: '3', slug: 'astronomy', name: 'Sterrenkunde', icon: 'astronomy' },
];

let mounted: { unmount: () => Promise<void> } | null = null;
let events: unknown[] = [];
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

async function mountProfile(
  update: (input: { body?: UpdateOwnProfileBody }) => Promise<{ profile: OwnProfile }>,
  extra: EndpointStub[] = [],
) {
  const photos = photosServer([aPhoto('1', { main: true })]);
  const remote = await mountRemote(app, {
    remote: 'mfe-account',
    path: '/profile',
    user: aSessionUser(),
    settings: aSiteSettings(),
    api: [
      ...extra,
      ...photos.stubs,
      answer(endpoints.ownProfile.get, async () => ({ profile: PROFILE })),
      answer(endpoints.ownProfile.update, update),
      answer(endpoints.site.interests, async () => ({ interests: INTERESTS })),
      answer(endpoints.site.regions, async () => ({
        regions: [{ id: '5', country: 'NL', code: 'UT', name: 'Utrecht', cities: ['Utrecht'] }],
      })),
    ],
  });
  mounted = remote;
  events = remote.events;
  await screen.findByRole('heading', { name: 'Mijn profiel', level: 1 });
  return within(await screen.findByRole('form', { name: 'Je gegevens' }));
}

const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: 'Profiel opslaan' });

it('asks a visitor to log in first, and the API nothing for them', async () => {
  const remote = await mountRemote(app, { remote: 'mfe-account', path: '/profile', user: null });
  mounted = remote;
  expect(await screen.findByRole('heading', { name: 'Mijn profiel' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    '/login?next=%2Fprofile',
  );
  expect((remote.props.api as StrictApiClient).calls).toEqual([]);
});

it('shows the photos on top, then every field filled in, translated', async () => {
  const form = await mountProfile(async () => ({ profile: PROFILE }));
  expect(screen.getByRole('heading', { name: "Foto's" })).toBeInTheDocument();
  expect(form.getByLabelText('Naam')).toHaveValue('Sanne');
  expect(form.getByLabelText('Geboortedatum')).toHaveValue('1990-04-12');
  expect(form.getByLabelText('Geslacht')).toHaveDisplayValue('Vrouw');
  expect(form.getByLabelText('Haarkleur')).toHaveDisplayValue('Blond');
  expect(form.getByLabelText('Oogkleur')).toHaveDisplayValue('Zeg ik liever niet');
  expect(form.getByLabelText('Over mij')).toHaveValue('Koffie in de ochtend.');
  expect(await form.findByRole('checkbox', { name: 'Reizen' })).toBeChecked();
  expect(form.getByRole('checkbox', { name: 'Sterrenkunde' })).not.toBeChecked();
  expect(screen.getByRole('heading', { name: 'Woonplaats' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Onzichtbaar' })).not.toBeChecked();
});

it('saves an attribute, about me and an interest, and says so', async () => {
  const update = jest.fn(async ({ body }: { body?: UpdateOwnProfileBody }) => ({
    profile: { ...PROFILE, ...body } as OwnProfile,
  }));
  const form = await mountProfile(update);
  await userEvent.selectOptions(form.getByLabelText('Oogkleur'), 'Groen');
  await userEvent.clear(form.getByLabelText('Over mij'));
  await userEvent.type(form.getByLabelText('Over mij'), 'Wandelen met de hond.');
  await userEvent.click(await form.findByRole('checkbox', { name: 'Sterrenkunde' }));
  await userEvent.click(saveButton(form));

  expect(await form.findByText('Je profiel is opgeslagen.')).toHaveAttribute('role', 'status');
  expect(update).toHaveBeenCalledWith({
    body: expect.objectContaining({
      eye_color: 'green',
      about: 'Wandelen met de hond.',
      interest_ids: ['1', '3'],
      hair_color: 'blond',
      body_type: null,
    }),
  });
});

it('shows the server’s refusal at its field and keeps what was typed', async () => {
  const update = jest.fn(async () => {
    throw new ApiError(400, {
      statusCode: 400,
      code: 'validation_failed',
      messageKey: 'validation_failed',
      fields: [{ field: 'name', messageKey: 'name_starts_with_at' }],
    });
  });
  const form = await mountProfile(update);
  await userEvent.clear(form.getByLabelText('Naam'));
  await userEvent.type(form.getByLabelText('Naam'), '@sanne');
  await userEvent.type(form.getByLabelText('Over mij'), ' En thee.');
  await userEvent.click(saveButton(form));

  const name = form.getByLabelText('Naam');
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(name).toHaveAccessibleDescription('Je naam mag niet met @ beginnen.');
  expect(name).toHaveValue('@sanne');
  expect(form.getByLabelText('Over mij')).toHaveValue('Koffie in de ochtend. En thee.');
  expect(form.getByRole('alert')).toHaveTextContent('Verbeter de gemarkeerde velden');
  expect(form.queryByText('Je profiel is opgeslagen.')).toBeNull();
});

it('withdraws the consent for the orientation, which erases it', async () => {
  const update = jest.fn(async ({ body }: { body?: UpdateOwnProfileBody }) => ({
    profile: {
      ...PROFILE,
      ...body,
      sexuality: body?.consents?.sexuality ? (body.sexuality ?? null) : null,
      consents: { sexuality: body?.consents?.sexuality ? PROFILE.consents.sexuality : null },
    } as OwnProfile,
  }));
  const form = await mountProfile(update);
  expect(form.getByLabelText('Geaardheid')).toHaveDisplayValue('Hetero');
  expect(form.getByText(/Toestemming gegeven op 4 mei 2026/)).toBeInTheDocument();
  const consent = form.getByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ });
  expect(consent).toBeChecked();

  await userEvent.click(consent);
  await userEvent.click(saveButton(form));

  expect(await form.findByText('Je profiel is opgeslagen.')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith({
    body: expect.objectContaining({ sexuality: 'hetero', consents: { sexuality: false } }),
  });
  expect(form.getByLabelText('Geaardheid')).toHaveDisplayValue('Zeg ik liever niet');
  expect(form.queryByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ })).toBeNull();

  // Choosing again asks the consent again before anything is sent.
  await userEvent.selectOptions(form.getByLabelText('Geaardheid'), 'Biseksueel');
  await userEvent.click(saveButton(form));
  expect(form.getByLabelText('Geaardheid')).toHaveAccessibleDescription(
    expect.stringContaining('Geef je toestemming hieronder'),
  );
  expect(update).toHaveBeenCalledTimes(1);
});

it('asks for a name before sending anything', async () => {
  const update = jest.fn(async () => ({ profile: PROFILE }));
  const form = await mountProfile(update);
  await userEvent.clear(form.getByLabelText('Naam'));
  await userEvent.click(saveButton(form));
  expect(form.getByLabelText('Naam')).toHaveAccessibleDescription('Dit veld is verplicht.');
  expect(update).not.toHaveBeenCalled();
});

it('turns invisible mode on, and the shell reads the user again', async () => {
  const put = jest.fn(async () => ({ user: { ...aSessionUser(), invisible: true } }));
  await mountProfile(async () => ({ profile: PROFILE }), [answer(endpoints.user.update, put)]);
  await userEvent.click(screen.getByRole('switch', { name: 'Onzichtbaar' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith({ body: { invisible: true } }));
  await waitFor(() => expect(events).toContainEqual({ type: 'session/refresh-requested' }));
});
