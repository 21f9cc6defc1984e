import {
  staffOperatorConversationEndpoints,
  staffSessionEndpoints,
  type OperatorConversation,
  type OperatorInbox,
} from '@dating/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, ok } from '../../testing/fake-staff-api';
import { aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { inbox, conversation, answer, claim, release } = staffOperatorConversationEndpoints;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const aMember = (name: string, userId: string) => ({
  userId,
  profileId: `50${userId}`,
  name,
  age: 44,
  country: 'NL',
  language: 'de',
});
const PROFILE = { id: '9', name: 'Lotte', age: 31, country: 'NL' };

const anInbox = (): OperatorInbox => ({
  conversations: [
    {
      id: '71',
      profile: PROFILE,
      member: aMember('Henk', '1'),
      waitingSince: minutesAgo(180),
      waitingSeconds: 3 * 3600,
      lastMessage: 'Ben je er nog?',
      vulnerability: { flagged: true, creditsSpent24h: 260, distress: false },
      holder: null,
    },
    {
      id: '72',
      profile: PROFILE,
      member: aMember('Piet', '2'),
      waitingSince: minutesAgo(20),
      waitingSeconds: 20 * 60,
      lastMessage: 'Hoi',
      vulnerability: { flagged: false, creditsSpent24h: 5, distress: false },
      holder: { id: '3', name: 'Mia' },
    },
  ],
});

const aConversation = (): OperatorConversation => ({
  id: '71',
  profile: PROFILE,
  member: aMember('Henk', '1'),
  messages: [
    {
      id: '1',
      from: 'member',
      kind: 'text',
      body: 'Bist du echt?',
      gift: null,
      createdAt: minutesAgo(180),
    },
  ],
  waiting: true,
  vulnerability: { flagged: true, creditsSpent24h: 260, distress: false },
  honestAnswer:
    'Ehrliche Antwort: Dieses Profil wird von einem Mitarbeiter dieser Website betreut. Es ist keine echte Person.',
});

const operatorApi = (roles: ('operator' | 'admin' | 'support')[] = ['operator']) =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember({ roles })))
    .on(inbox, ok(anInbox()))
    .on(conversation, ok(aConversation()))
    .on(claim, ok({ leaseExpiresAt: new Date(Date.now() + 300_000).toISOString() }))
    .on(release, { status: 204 });

/** The answer's buttons work once the conversation is held for the caller. */
const held = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Versturen' })).toBeEnabled());

describe('operator', () => {
  it('lists the waiting conversations, oldest first, with their age and the care flag', async () => {
    operatorApi();
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Operator' }));
    const table = await screen.findByRole('table', {
      name: 'Gesprekken die op een antwoord wachten',
    });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Henk, 44, NL (de)');
    expect(first).toHaveTextContent('3 u');
    expect(within(first!).getByRole('note')).toHaveTextContent(
      'Let op: dit lid gaf de laatste 24 uur 260 credits uit',
    );
    expect(second).toHaveTextContent('20 min');
    expect(within(second!).queryByRole('note')).toBeNull();
    // Who answers each now: nobody yet, or a colleague.
    expect(first).toHaveTextContent('vrij');
    expect(second).toHaveTextContent('Mia');
  });

  it('says when the member writes of distress', async () => {
    const distressed = anInbox();
    distressed.conversations[1]!.vulnerability = {
      flagged: true,
      creditsSpent24h: 5,
      distress: true,
    };
    operatorApi().on(inbox, ok(distressed));
    renderConsole('/operator');
    const link = await screen.findByRole('link', { name: 'Gesprek van Piet met Lotte openen' });
    expect(within(link.closest('tr')!).getByRole('note')).toHaveTextContent(
      'Let op: dit lid schrijft over eenzaamheid, somberheid of zelfdoding.',
    );
  });

  it('moves with j/k and opens the selected conversation with Enter', async () => {
    operatorApi();
    const { where } = renderConsole('/operator');
    const first = await screen.findByRole('link', {
      name: 'Gesprek van Henk met Lotte openen',
    });
    const second = screen.getByRole('link', { name: 'Gesprek van Piet met Lotte openen' });
    await userEvent.keyboard('j');
    expect(first).toHaveFocus();
    await userEvent.keyboard('j');
    expect(second).toHaveFocus();
    await userEvent.keyboard('k');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Henk schrijft met Lotte' }),
    ).toBeInTheDocument();
    expect(where.path).toBe('/operator/71');
  });

  it('shows the conversation and the member, and answers as the profile', async () => {
    const api = operatorApi().on(answer, ({ body }) =>
      ok({
        message: {
          id: '2',
          from: 'profile',
          kind: 'text',
          body: (body as { body: string }).body,
          gift: null,
          createdAt: new Date().toISOString(),
        },
      }),
    );
    renderConsole('/operator/71');
    await screen.findByRole('heading', { level: 1, name: 'Henk schrijft met Lotte' });
    const member = screen.getByRole('region', { name: 'Het lid' });
    expect(member).toHaveTextContent('Leeftijd44');
    expect(member).toHaveTextContent('Taalde');
    expect(screen.getByRole('log', { name: 'Berichten met Henk' })).toHaveTextContent(
      'Bist du echt?',
    );
    expect(screen.getByRole('note')).toHaveTextContent('260 credits');
    await held();
    expect(api.callsOf(claim)[0]!.params).toEqual({ id: '71' });

    // Nothing typed: asked for first, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(screen.getByText('Schrijf eerst een antwoord.')).toBeInTheDocument();
    expect(api.callsOf(answer)).toHaveLength(0);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Antwoord als Lotte' }),
      'Hallo Henk!',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Je antwoord is verstuurd.');
    const [sent] = api.callsOf(answer);
    expect(sent!.params).toEqual({ id: '71' });
    expect(sent!.body).toEqual({
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: 'Hallo Henk!',
    });
    expect(screen.getByRole('textbox', { name: 'Antwoord als Lotte' })).toHaveValue('');
  });

  it('sends the honest answer in one click', async () => {
    const api = operatorApi().on(answer, () =>
      ok({
        message: {
          id: '2',
          from: 'profile',
          kind: 'text',
          body: aConversation().honestAnswer,
          gift: null,
          createdAt: new Date().toISOString(),
        },
      }),
    );
    renderConsole('/operator/71');
    const button = await screen.findByRole('button', { name: 'Eerlijk antwoord sturen' });
    await held();
    expect(button).toHaveAccessibleDescription(/Mitarbeiter dieser Website/);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Je antwoord is verstuurd.');
    expect(api.callsOf(answer).map((call) => call.body)).toEqual([
      { nonce: expect.any(String), honest: true },
    ]);
  });

  it('says why an answer offering a purchase was refused, and keeps the text', async () => {
    operatorApi().on(answer, failure(422, 'operator_purchase_refused'));
    renderConsole('/operator/71');
    const field = await screen.findByRole('textbox', { name: 'Antwoord als Lotte' });
    await held();
    await userEvent.type(field, 'Koop credits!');
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dit antwoord is niet verstuurd: het bevat een link of gaat over credits, kopen of betalen.',
    );
    expect(field).toHaveValue('Koop credits!');
  });

  it('lets one operator answer at a time: says who does, takes it when free, lets go when leaving', async () => {
    let holder: string | null = 'Mia';
    const api = operatorApi().on(claim, () =>
      holder
        ? failure(409, 'item_claimed', { holder })
        : ok({ leaseExpiresAt: new Date(Date.now() + 300_000).toISOString() }),
    );
    renderConsole('/operator/71');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mia beantwoordt dit gesprek nu.');
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eerlijk antwoord sturen' })).toBeDisabled();

    holder = null;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw vasthouden' }));
    await held();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Terug naar de wachtende gesprekken' }));
    await waitFor(() => expect(api.callsOf(release)).toHaveLength(1));
    expect(api.callsOf(release)[0]!.params).toEqual({ id: '71' });
  });

  it('is not in the menu of support', async () => {
    operatorApi(['support']).on(
      staffOperatorConversationEndpoints.inbox,
      failure(403, 'staff_role_required'),
    );
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).queryByRole('link', { name: 'Operator' })).toBeNull();
  });
});
