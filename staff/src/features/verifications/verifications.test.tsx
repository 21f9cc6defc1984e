import {
  staffQueueEndpoints,
  staffSessionEndpoints,
  staffVerificationEndpoints,
  type VerificationQueueResponse,
} from '@dating/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, ok } from '../../testing/fake-staff-api';
import { aQueue, aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { queue, decide } = staffVerificationEndpoints;
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

const aVerificationQueue = (): VerificationQueueResponse => ({
  requests: [
    {
      id: '41',
      kind: 'selfie',
      profileId: '5003',
      name: 'Joris',
      createdAt: hourAgo(),
      pose: 'peace_sign',
      selfieUrl: '/staff-api/verifications/41/selfie',
      mainPhoto: null,
      photos: [{ id: '70', url: '/staff-api/photos/70' }],
    },
    {
      id: '42',
      kind: 'main_photo',
      profileId: '5004',
      name: 'Eva',
      createdAt: hourAgo(),
      pose: null,
      selfieUrl: null,
      mainPhoto: { id: '81', url: '/staff-api/photos/81' },
      photos: [{ id: '81', url: '/staff-api/photos/81' }],
    },
  ],
});

const moderatorApi = () =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember()))
    .on(staffQueueEndpoints.queue, ok(aQueue()))
    .on(queue, ok(aVerificationQueue()))
    .on(decide, { status: 204 });

describe('the verifications', () => {
  it('is in the menu, and shows the selfie and the pose asked beside the profile’s photos', async () => {
    moderatorApi();
    renderConsole('/');
    const menu = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Verificaties' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificaties' })).toBeVisible();

    const joris = screen.getByRole('article', { name: 'Selfie van Joris (profiel 5003)' });
    expect(within(joris).getByText('Gevraagde houding: V-teken met twee vingers')).toBeVisible();
    expect(within(joris).getByRole('img', { name: 'Selfie van Joris' })).toHaveAttribute(
      'src',
      '/staff-api/verifications/41/selfie',
    );
    expect(
      within(joris).getByRole('img', { name: 'Foto 1 op het profiel van Joris' }),
    ).toHaveAttribute('src', '/staff-api/photos/70');

    const eva = screen.getByRole('article', { name: 'Nieuwe hoofdfoto van Eva (profiel 5004)' });
    expect(within(eva).getByRole('img', { name: 'Nieuwe hoofdfoto van Eva' })).toBeVisible();
  });

  it('approves, and refuses only with a reason', async () => {
    const api = moderatorApi();
    renderConsole('/verifications');
    const joris = await screen.findByRole('article', { name: 'Selfie van Joris (profiel 5003)' });
    const refuse = within(joris).getByRole('button', { name: 'Weigeren' });
    expect(refuse).toBeDisabled();
    await userEvent.selectOptions(
      within(joris).getByLabelText('Reden van weigering'),
      'Foto van een foto of scherm',
    );
    await userEvent.click(refuse);
    await waitFor(() => expect(api.callsOf(decide)).toHaveLength(1));
    expect(api.callsOf(decide)[0]).toMatchObject({
      params: { id: '41' },
      body: { approve: false, reason: 'photo_of_photo' },
    });

    const eva = screen.getByRole('article', { name: 'Nieuwe hoofdfoto van Eva (profiel 5004)' });
    await userEvent.click(within(eva).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(api.callsOf(decide)).toHaveLength(2));
    expect(api.callsOf(decide)[1]).toMatchObject({ params: { id: '42' }, body: { approve: true } });
  });
});
