import {
  staffQueueEndpoints,
  staffSessionEndpoints,
  type PhotoQueueResponse,
} from '@dating/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, ok } from '../../testing/fake-staff-api';
import { aQueue, aQueueItem, aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { photoQueue, claim, decide, undo } = staffQueueEndpoints;

const waiting = (
  id: string,
  itemId: string,
  holder: { id: string; name: string } | null = null,
) => ({
  item: aQueueItem({
    id: itemId,
    kind: 'photo',
    source: 'upload',
    reason: 'pending_photo',
    subject: { profileId: '5003', name: 'Joris' },
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    holder,
  }),
  photo: { id, url: `/staff-api/photos/${id}`, status: 'pending' },
});

const aPhotoQueue = (): PhotoQueueResponse => ({
  profiles: [
    {
      profileId: '5003',
      name: 'Joris',
      pending: [waiting('71', '301'), waiting('72', '302', { id: '9', name: 'Noor' })],
      others: [{ id: '70', url: '/staff-api/photos/70', status: 'active' }],
    },
    { profileId: '5004', name: 'Eva', pending: [waiting('80', '303')], others: [] },
  ],
});

const moderatorApi = () =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember()))
    .on(staffQueueEndpoints.queue, ok(aQueue()))
    .on(photoQueue, ok(aPhotoQueue()));

describe('the new photos grid', () => {
  it('is in the menu, and shows each profile’s waiting photos beside the ones it shows', async () => {
    moderatorApi();
    renderConsole('/');
    const menu = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.click(within(menu).getByRole('link', { name: "Foto's" }));
    expect(await screen.findByRole('heading', { level: 1, name: "Nieuwe foto's" })).toBeVisible();

    const joris = screen.getByRole('article', { name: 'Joris (profiel 5003)' });
    expect(within(joris).getByRole('heading', { name: "2 nieuwe foto's" })).toBeVisible();
    expect(within(joris).getByRole('img', { name: 'Nieuwe foto 1 van Joris' })).toHaveAttribute(
      'src',
      '/staff-api/photos/71',
    );
    expect(within(joris).getAllByText('Wacht: 2 u')).toHaveLength(2);
    expect(
      within(joris).getByRole('img', { name: 'Foto 1 op het profiel van Joris' }),
    ).toHaveAttribute('src', '/staff-api/photos/70');
    // A colleague holds the second: it cannot be approved here.
    expect(within(joris).getByText('In behandeling bij Noor')).toBeVisible();
    expect(
      within(joris).getByRole('button', { name: 'Nieuwe foto 2 van Joris goedkeuren' }),
    ).toBeDisabled();
    expect(
      within(joris).getByRole('link', { name: 'Nieuwe foto 2 van Joris bekijken en beslissen' }),
    ).toHaveAttribute('href', '/items/302?kind=photo');

    const eva = screen.getByRole('article', { name: 'Eva (profiel 5004)' });
    expect(within(eva).getByText("Nog geen foto's op het profiel.")).toBeVisible();
  });

  it('approves a photo with one click (claim, then dismiss), and offers undo', async () => {
    const api = moderatorApi()
      .on(claim, ({ params }) => ok(aQueueItem({ id: params.id! })))
      .on(decide, ok({ decisionId: '900', undoUntil: new Date(Date.now() + 10_000).toISOString() }))
      .on(undo, { status: 204 });
    renderConsole('/photos');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Nieuwe foto 1 van Joris goedkeuren' }),
    );
    await waitFor(() => expect(api.callsOf(decide)).toHaveLength(1));
    expect(api.callsOf(claim)[0]!.params).toEqual({ id: '301' });
    expect(api.callsOf(decide)[0]).toMatchObject({
      params: { id: '301' },
      body: { action: 'dismiss', text: "Goedgekeurd in het overzicht van nieuwe foto's." },
    });
    const toast = screen.getByRole('status', { name: 'Laatste besluit' });
    await userEvent.click(await within(toast).findByRole('button', { name: /^Terugdraaien \(/ }));
    await waitFor(() => expect(api.callsOf(undo)).toHaveLength(1));
    expect(api.callsOf(undo)[0]!.params).toEqual({ id: '900' });
    // The grid asked again after the approval.
    expect(api.callsOf(photoQueue).length).toBeGreaterThan(1);
  });

  it('says who holds a photo a colleague took first, and decides nothing', async () => {
    const api = moderatorApi().on(claim, failure(409, 'item_claimed', { holder: 'Mia' }));
    renderConsole('/photos', 'en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve New photo 1 of Joris' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mia is already handling this photo.',
    );
    expect(api.callsOf(decide)).toHaveLength(0);
  });

  it('says when nothing waits, and when the grid cannot be loaded, with a way to try again', async () => {
    let fail = true;
    moderatorApi().on(photoQueue, () =>
      fail ? failure(503, 'service_unavailable') : ok({ profiles: [] }),
    );
    renderConsole('/photos', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No photos are waiting for approval.')).toBeVisible();
  });
});
