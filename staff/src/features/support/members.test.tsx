import {
  staffMembersEndpoints,
  staffQueueEndpoints,
  staffSessionEndpoints,
} from '@dating/shared-contracts/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, ok } from '../../testing/fake-staff-api';
import { aQueue, aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';
import { aMemberFile } from './fixtures';

const { search, file, resendActivation, endSessions, dataExport } = staffMembersEndpoints;

const supportApi = (roles: ('support' | 'finance' | 'admin' | 'moderator')[] = ['support']) =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember({ roles })))
    .on(search, ({ query }) =>
      ok({
        members:
          query.get('q') === 'sanne'
            ? [
                {
                  id: '42',
                  profileId: '5042',
                  name: 'Sanne',
                  email: 'sanne@example.nl',
                  state: 'active',
                },
              ]
            : [],
      }),
    )
    .on(file, ok(aMemberFile()));

describe('members (support)', () => {
  it('searches by the labelled box and opens the member file with its sections', async () => {
    const api = supportApi();
    const { where } = renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Leden' }));
    // Nothing is searched (and audited) before a query is typed.
    expect(api.callsOf(search)).toHaveLength(0);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoek een lid' }), ' sanne ');
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    const results = await screen.findByRole('table', { name: 'Leden voor ‘sanne’' });
    expect(api.callsOf(search).map((call) => call.query.get('q'))).toEqual(['sanne']);
    expect(where.path).toBe('/members?q=sanne');
    expect(within(results).getByRole('row', { name: /sanne@example\.nl/ })).toHaveTextContent(
      'actief',
    );
    await userEvent.click(within(results).getByRole('link', { name: 'Sanne' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne' })).toBeInTheDocument();
    expect(where.path).toBe('/members/42');
    for (const name of ['Account', 'Acties', 'Betalingen', 'Creditgeschiedenis', 'Sessies']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('80 credits');
    expect(screen.getByRole('region', { name: 'Sessies' })).toHaveTextContent('Firefox on Linux');
    // Support does not refund: there is no refund button.
    expect(screen.queryByRole('button', { name: /Terugbetalen/ })).toBeNull();
  });

  it('says so when nothing is found, and offers a retry when the search fails', async () => {
    const api = supportApi();
    renderConsole('/members?q=niemand');
    expect(await screen.findByText('Geen lid gevonden voor ‘niemand’.')).toBeInTheDocument();
    api.on(search, failure(500, 'internal_error'));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoek een lid' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoek een lid' }), 'kapot');
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis');
    api.on(search, ok({ members: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Geen lid gevonden voor ‘kapot’.')).toBeInTheDocument();
  });

  it('ends all sessions after a confirmation with a reason, and asks for the reason first', async () => {
    const api = supportApi().on(endSessions, ok({ done: true, count: 2 }));
    renderConsole('/members/42');
    const actions = await screen.findByRole('region', { name: 'Acties' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Alle sessies beëindigen' }));
    const confirm = within(actions).getByRole('form', { name: 'Alle sessies beëindigen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, beëindigen' }));
    expect(within(confirm).getByRole('textbox', { name: 'Reden' })).toHaveAccessibleDescription(
      /minstens 3 tekens/,
    );
    expect(api.callsOf(endSessions)).toHaveLength(0);
    await userEvent.type(
      within(confirm).getByRole('textbox', { name: 'Reden' }),
      'Telefoon gestolen',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, beëindigen' }));
    expect(await within(actions).findByRole('status')).toHaveTextContent('2 sessies beëindigd.');
    expect(api.callsOf(endSessions).map((call) => [call.params.id, call.body])).toEqual([
      ['42', { reason: 'Telefoon gestolen' }],
    ]);
  });

  it('offers the activation mail only while the account waits for it, and shows a refusal', async () => {
    const api = supportApi()
      .on(file, ok(aMemberFile({ state: 'not_confirmed', premium: false })))
      .on(resendActivation, failure(409, 'already_confirmed'));
    renderConsole('/members/42');
    const actions = await screen.findByRole('region', { name: 'Acties' });
    await userEvent.click(
      within(actions).getByRole('button', { name: 'Activatiemail opnieuw sturen' }),
    );
    await userEvent.click(within(actions).getByRole('button', { name: 'Ja, versturen' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent('al geactiveerd');
    expect(api.callsOf(resendActivation)[0]?.body).toEqual({});
    await userEvent.click(within(actions).getByRole('button', { name: 'Annuleren' }));
    expect(
      within(actions).getByRole('button', { name: 'Gegevensexport starten' }),
    ).toBeInTheDocument();
    expect(api.callsOf(dataExport)).toHaveLength(0);
  });

  it('shows a member who does not exist with a way back', async () => {
    supportApi().on(file, failure(404, 'not_found'));
    renderConsole('/members/999', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('This member does not exist.');
    expect(screen.getByRole('link', { name: 'Back to members' })).toHaveAttribute(
      'href',
      '/members',
    );
  });

  it('is not in the menu of a moderator', async () => {
    // The moderator's start screen asks for the inbox.
    supportApi(['moderator']).on(staffQueueEndpoints.queue, ok(aQueue()));
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).queryByRole('link', { name: 'Leden' })).toBeNull();
  });
});
