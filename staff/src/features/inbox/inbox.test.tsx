import { staffQueueEndpoints, staffSessionEndpoints } from '@dating/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, ok } from '../../testing/fake-staff-api';
import { aQueue, aStaffMember, anItemDetail } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { queue } = staffQueueEndpoints;

const moderatorApi = () => fakeStaffApi().on(staffSessionEndpoints.me, ok(aStaffMember()));

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Open werk, oudste eerst' });
  return within(table).getAllByRole('row').slice(1);
};

describe('the inbox', () => {
  it('lists the open items oldest first: kind, reason, subject, age and holder', async () => {
    moderatorApi().on(queue, ok(aQueue()));
    renderConsole('/');
    const [photo, message, profile] = await rows();
    expect(photo).toHaveTextContent('Nieuwe foto, wacht op keuring');
    expect(photo).toHaveTextContent('Foto');
    expect(photo).toHaveTextContent('Joris (profiel 5003)');
    expect(photo).toHaveTextContent('2 d');
    expect(photo).toHaveTextContent('vrij');
    expect(message).toHaveTextContent('Berichtmelding');
    expect(message).toHaveTextContent('Oplichting');
    expect(message).toHaveTextContent('3 u');
    expect(message).toHaveTextContent('Ahmed');
    expect(profile).toHaveTextContent('Nepprofiel');
    expect(profile).toHaveTextContent('12 min');
    expect(screen.getByText('Langst wachtend: 2 d')).toBeInTheDocument();
    expect(
      within(message!).getByRole('link', {
        name: 'Berichtmelding: Oplichting, Kees (profiel 5002) openen',
      }),
    ).toHaveAttribute('href', '/items/202');
  });

  it('shows the counts per kind and filters by kind through the address', async () => {
    const api = moderatorApi().on(queue, ({ query }) =>
      query.get('kind') === 'photo'
        ? ok(aQueue({ items: aQueue().items.slice(0, 1) }))
        : ok(aQueue({ counts: { photo: 1, message_report: 1, profile_report: 4 } })),
    );
    const { where } = renderConsole('/');
    const filter = await screen.findByRole('group', { name: 'Soort werk' });
    expect(await within(filter).findByRole('button', { name: 'Alles (6)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filter).getByRole('button', { name: 'Klacht (0)' })).toBeInTheDocument();
    await userEvent.click(within(filter).getByRole('button', { name: 'Profielmelding (4)' }));
    expect(where.path).toBe('/?kind=profile_report');

    await userEvent.click(within(filter).getByRole('button', { name: /^Foto/ }));
    await waitFor(() => expect(where.path).toBe('/?kind=photo'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(api.callsOf(queue).map((call) => call.query.get('kind'))).toEqual([
      null,
      'profile_report',
      'photo',
    ]);
    // The item keeps the filter, so "next" and "back" stay within it.
    expect(within((await rows())[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/items/201?kind=photo',
    );
  });

  it('says when nothing is waiting', async () => {
    moderatorApi().on(queue, ok({ items: [], counts: {}, oldestAgeSeconds: null }));
    renderConsole('/inbox');
    expect(await screen.findByText('Er wacht niets. Mooi werk.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Langst wachtend/)).toBeNull();
  });

  it('says when it does not load, and loads again on request', async () => {
    let fail = true;
    moderatorApi().on(queue, () => (fail ? failure(500, 'internal_error') : ok(aQueue())));
    renderConsole('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('De inbox kon niet worden geladen.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves the selection with j/k and the arrow keys, and opens it with Enter', async () => {
    moderatorApi()
      .on(queue, ok(aQueue()))
      .on(staffQueueEndpoints.claim, ok(aQueue().items[1]))
      .on(staffQueueEndpoints.item, ok(anItemDetail()))
      .on(staffQueueEndpoints.release, { status: 204 });
    const { where } = renderConsole('/');
    const [first, second, third] = (await rows()).map((row) => within(row).getByRole('link'));

    await userEvent.keyboard('j');
    expect(first).toHaveFocus();
    await userEvent.keyboard('j');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('k');
    expect(second).toHaveFocus();
    expect(second!.closest('tr')).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowDown}');
    expect(second).toHaveFocus();

    // With an item selected, Enter on a filter button presses that button; it opens nothing.
    screen.getByRole('button', { name: 'Klacht (0)' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(where.path).toBe('/?kind=complaint'));
    await userEvent.click(screen.getByRole('button', { name: /^Alles/ }));
    await waitFor(() => expect(where.path).toBe('/'));

    // The list was filtered away and back: its selection starts again at the top.
    const again = (await rows()).map((row) => within(row).getByRole('link'));
    await userEvent.keyboard('jj');
    expect(again[1]).toHaveFocus();
    // Enter with the focus elsewhere on the page opens the selected item too.
    again[1]!.blur();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(where.path).toBe('/items/202'));
    expect(
      await screen.findByRole('heading', { name: 'Berichtmelding: Oplichting – Kees' }),
    ).toBeInTheDocument();
  });

  it('refreshes every 15 seconds and when the window gets focus', async () => {
    const api = moderatorApi().on(queue, ok(aQueue()));
    const { services } = renderConsole('/');
    await rows();
    const options = services.queryClient.getQueryCache().findAll({ queryKey: ['GET'] })[0]
      ?.options as { refetchInterval?: number; refetchOnWindowFocus?: boolean };
    expect(options.refetchInterval).toBe(15_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(api.callsOf(queue)).toHaveLength(1);
  });
});
