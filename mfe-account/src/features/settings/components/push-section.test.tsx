import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { mountSettings } from '../testing/mount-settings';

const ENDPOINT = 'https://push.example/abc';

const pushRegion = async () => within(await screen.findByRole('region', { name: 'Pushmeldingen' }));

describe('push notifications in the settings', () => {
  it('turns push on through the shell and says it is on', async () => {
    const remote = await mountSettings();
    const region = await pushRegion();
    const toggle = region.getByRole('switch', { name: 'Pushmeldingen in deze browser' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(remote.events).toContainEqual({ type: 'push/enable-requested' });
    expect(region.getByRole('status')).toHaveTextContent('Een moment…');
    act(() => {
      remote.pushState$.next('subscribed');
      remote.props.bus.emit({ type: 'push/settled', outcome: 'subscribed' });
    });
    expect(toggle).toBeChecked();
    expect(region.getByRole('status')).toHaveTextContent('Pushmeldingen staan aan.');
    await remote.unmount();
  });

  it('turns push off through the shell, and the server forgets the browser', async () => {
    const remove = jest.fn(async () => ({ ok: true as const }));
    const remote = await mountSettings(
      [answer(endpoints.accountData.removePushSubscription, remove)],
      { pushState: 'subscribed' },
    );
    const region = await pushRegion();
    await userEvent.click(region.getByRole('switch', { name: 'Pushmeldingen in deze browser' }));
    expect(remote.events).toContainEqual({ type: 'push/disable-requested' });
    act(() => {
      remote.pushState$.next('unknown');
      remote.props.bus.emit({ type: 'push/settled', outcome: 'unsubscribed', endpoint: ENDPOINT });
    });
    expect(region.getByRole('switch')).not.toBeChecked();
    expect(region.getByRole('status')).toHaveTextContent('Pushmeldingen staan uit.');
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ body: { endpoint: ENDPOINT } }));
    await remote.unmount();
  });

  it('offers to try again when the server could not be told', async () => {
    let fail = true;
    const remove = jest.fn(async () => {
      if (fail) throw anApiError(500, 'internal_error');
      return { ok: true as const };
    });
    const remote = await mountSettings(
      [answer(endpoints.accountData.removePushSubscription, remove)],
      { pushState: 'subscribed' },
    );
    const region = await pushRegion();
    await userEvent.click(region.getByRole('switch'));
    act(() =>
      remote.props.bus.emit({ type: 'push/settled', outcome: 'unsubscribed', endpoint: ENDPOINT }),
    );
    expect(await region.findByRole('alert')).toHaveTextContent(
      'we konden het onze server niet laten weten',
    );
    fail = false;
    await userEvent.click(region.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(region.queryByRole('alert')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(2);
    await remote.unmount();
  });

  it('says when subscribing failed, and the switch stays off', async () => {
    const remote = await mountSettings();
    const region = await pushRegion();
    await userEvent.click(region.getByRole('switch'));
    act(() => remote.props.bus.emit({ type: 'push/settled', outcome: 'failed' }));
    expect(region.getByRole('alert')).toHaveTextContent(
      'Pushmeldingen konden niet worden aangezet.',
    );
    expect(region.getByRole('switch')).not.toBeChecked();
    await remote.unmount();
  });

  it.each([
    ['not-capable' as const, 'Deze browser kan geen pushmeldingen van ons ontvangen.'],
    ['denied' as const, 'Je hebt meldingen voor deze site geblokkeerd.'],
  ])('explains %s instead of offering a switch', async (pushState, text) => {
    const remote = await mountSettings([], { pushState });
    const region = await pushRegion();
    expect(region.getByText(text, { exact: false })).toBeInTheDocument();
    expect(region.queryByRole('switch')).toBeNull();
    await remote.unmount();
  });
});
