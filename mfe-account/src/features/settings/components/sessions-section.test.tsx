import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type SessionInfo } from '@dating/shared-contracts/api';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { mountSettings } from '../testing/mount-settings';

const THIS_LAPTOP: SessionInfo = {
  id: 'laptop1',
  browser: 'Firefox',
  os: 'Windows',
  mobile: false,
  created_at: '2026-05-01T08:00:00.000Z',
  last_seen_at: '2026-06-01T11:30:00.000Z',
  current: true,
};
const PHONE: SessionInfo = {
  id: 'phone22',
  browser: 'Chrome',
  os: 'Android',
  mobile: true,
  created_at: '2026-05-20T19:15:00.000Z',
  last_seen_at: '2026-05-31T21:00:00.000Z',
  current: false,
};
const OLD_TABLET: SessionInfo = { ...PHONE, id: 'tab333', browser: null, os: null };

const sessionsRegion = async () =>
  within(await screen.findByRole('region', { name: 'Waar je bent ingelogd' }));

describe('the sessions list', () => {
  it('names each device, marks this one, and signs out another one', async () => {
    let sessions = [THIS_LAPTOP, PHONE, OLD_TABLET];
    const end = jest.fn(async ({ query }: { query: { id: string } }) => {
      sessions = sessions.filter((session) => session.id !== query.id);
      return { ok: true as const };
    });
    const remote = await mountSettings([
      answer(endpoints.accountData.sessions, async () => ({ sessions })),
      answer(endpoints.accountData.endSession, end),
    ]);
    const region = await sessionsRegion();
    const items = await region.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox op Windows');
    expect(items[0]).toHaveTextContent('Dit apparaat');
    expect(items[2]).toHaveTextContent('Onbekend apparaat');
    // This device has no sign-out of its own: that would be logging out.
    expect(within(items[0]!).queryByRole('button')).toBeNull();

    await userEvent.click(region.getByRole('button', { name: 'Chrome op Android uitloggen' }));
    expect(end).toHaveBeenCalledWith({ query: { id: 'phone22' } });
    expect(await region.findByRole('status')).toHaveTextContent('Uitgelogd.');
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(2));
    expect(region.queryByText('Chrome op Android')).toBeNull();
    await remote.unmount();
  });

  it('signs out everywhere else, then says only this device is left', async () => {
    let sessions = [THIS_LAPTOP, PHONE];
    const endOthers = jest.fn(async () => {
      sessions = [THIS_LAPTOP];
      return { ok: true as const };
    });
    const remote = await mountSettings([
      answer(endpoints.accountData.sessions, async () => ({ sessions })),
      answer(endpoints.accountData.endOtherSessions, endOthers),
    ]);
    const region = await sessionsRegion();
    await userEvent.click(await region.findByRole('button', { name: 'Overal elders uitloggen' }));
    expect(endOthers).toHaveBeenCalledTimes(1);
    expect(await region.findByText('Je bent alleen op dit apparaat ingelogd.')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Overal elders uitloggen' })).toBeNull();
    await remote.unmount();
  });

  it('says so when the list does not load, and tries again on request', async () => {
    let fail = true;
    const remote = await mountSettings([
      answer(endpoints.accountData.sessions, async () => {
        if (fail) throw anApiError(500, 'internal_error');
        return { sessions: [THIS_LAPTOP] };
      }),
    ]);
    const region = await sessionsRegion();
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Je sessies konden niet worden geladen.',
    );
    fail = false;
    await userEvent.click(region.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await region.findByText('Firefox op Windows')).toBeInTheDocument();
    expect(region.queryByRole('alert')).toBeNull();
    await remote.unmount();
  });
});
