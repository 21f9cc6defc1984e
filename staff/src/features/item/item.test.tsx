import {
  CLAIM_LEASE_SECONDS,
  staffQueueEndpoints,
  staffSessionEndpoints,
} from '@dating/shared-contracts/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, noContent, ok, type SeenCall } from '../../testing/fake-staff-api';
import { aQueue, aQueueItem, aStaffMember, anItemDetail } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { queue, claim, release, item, decide, undo } = staffQueueEndpoints;

const detailOf = ({ params }: SeenCall) =>
  ok(
    anItemDetail({ item: aQueueItem({ id: params.id!, kind: 'message_report', reason: 'scam' }) }),
  );

/** A moderator's network where every item can be claimed, read and decided. */
const itemApi = () =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember()))
    .on(queue, ok(aQueue()))
    .on(claim, ({ params }) => ok(aQueueItem({ id: params.id! })))
    .on(item, detailOf)
    .on(release, noContent())
    .on(decide, ok({ decisionId: '880', undoUntil: new Date(Date.now() + 10_000).toISOString() }))
    .on(undo, noContent());

const decisionForm = async () =>
  within(await screen.findByRole('complementary', { name: 'Besluit' }));

describe('an item', () => {
  it('is claimed on opening and shows what the moderator needs, member text as text', async () => {
    const api = itemApi();
    renderConsole('/items/202');
    expect(await screen.findByText('Hij vroeg om geld voor een vliegticket.')).toBeInTheDocument();
    expect(api.callsOf(claim).map((call) => call.params.id)).toEqual(['202']);
    expect(api.callsOf(item).map((call) => call.params.id)).toEqual(['202']);
    // The claim comes first: the look at the item is recorded as the holder's.
    expect(api.calls.map((call) => call.path).indexOf('/staff-api/queue/202/claim')).toBeLessThan(
      api.calls.map((call) => call.path).indexOf('/staff-api/queue/202'),
    );

    const profile = screen.getByRole('region', { name: 'Profiel' });
    expect(profile).toHaveTextContent('Kees (profiel 5002)');
    expect(profile).toHaveTextContent('44');
    expect(profile).toHaveTextContent('Utrecht');
    expect(profile).toHaveTextContent('actief');
    expect(within(profile).getByText('Ik hou van <b>wandelen</b> en koken.')).toBeInTheDocument();
    expect(profile.querySelector('b')).toBeNull();
    const photos = within(profile).getAllByRole('listitem');
    expect(photos.map((photo) => photo.getAttribute('data-highlighted'))).toEqual([
      'false',
      'true',
    ]);
    expect(within(photos[1]!).getByRole('img', { name: 'Foto 2 van Kees' })).toHaveAttribute(
      'src',
      '/staff-api/photos/62',
    );
    expect(photos[1]).toHaveTextContent('Gaat over deze foto');

    const context = screen.getByRole('region', { name: 'Het gesprek rond het gemelde bericht' });
    const messages = within(context).getAllByRole('listitem');
    expect(messages[1]).toHaveAttribute('data-reported', 'true');
    expect(messages[1]).toHaveTextContent('Gemeld bericht');
    expect(messages[1]).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('main script')).toBeNull();

    expect(screen.getByRole('region', { name: 'Eerdere besluiten' })).toHaveTextContent(
      'Profiel verbergen in zoeken · Spam',
    );
  });

  it('is read-only, saying who holds it, when another moderator has it', async () => {
    const api = itemApi().on(claim, failure(409, 'item_claimed', { holder: 'Ahmed' }));
    renderConsole('/items/202?kind=message_report');
    expect(await screen.findByText(/In behandeling bij Ahmed/)).toBeInTheDocument();
    expect(await screen.findByText('Hij vroeg om geld voor een vliegticket.')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Besluit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Terug naar de inbox' })).toHaveAttribute(
      'href',
      '/?kind=message_report',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Terug naar de inbox' }));
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    // Not held, so nothing to release.
    expect(api.callsOf(release)).toHaveLength(0);
  });

  it('says so when it was decided already', async () => {
    const api = itemApi().on(claim, failure(409, 'item_closed'));
    renderConsole('/items/202');
    expect(await screen.findByText('Over dit item is al besloten.')).toBeInTheDocument();
    expect(api.callsOf(item)).toHaveLength(0);
  });
});

describe('the decision form', () => {
  it('requires a ground for every action but dismiss, the facts, and days for a suspension', async () => {
    const api = itemApi();
    renderConsole('/items/202');
    const form = await decisionForm();
    await userEvent.click(form.getByRole('button', { name: 'Besluit vastleggen' }));
    expect(form.getByRole('group', { name: 'Maatregel' })).toHaveAccessibleDescription(
      'Kies een maatregel.',
    );

    await userEvent.click(form.getByRole('radio', { name: 'Account schorsen' }));
    await userEvent.type(form.getByLabelText('Toelichting voor het lid'), 'Te kort');
    await userEvent.click(form.getByRole('button', { name: 'Besluit vastleggen' }));
    expect(form.getByLabelText('Grond')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Grond')).toHaveFocus();
    expect(form.getByText('Kies de grond waarop deze maatregel rust.')).toBeInTheDocument();
    expect(form.getByText('Schrijf minstens 10 tekens.')).toBeInTheDocument();
    expect(form.getByText('Kies een aantal dagen van 1 tot 365.')).toBeInTheDocument();
    expect(form.getByText('7 / 2000 tekens')).toBeInTheDocument();

    // A dismissal names no ground; the facts count without the spaces around them.
    await userEvent.click(form.getByRole('radio', { name: 'Seponeren (geen maatregel)' }));
    await userEvent.type(form.getByLabelText('Toelichting voor het lid'), '     ');
    await userEvent.click(form.getByRole('button', { name: 'Besluit vastleggen' }));
    expect(form.getByText('Schrijf minstens 10 tekens.')).toBeInTheDocument();
    expect(api.callsOf(decide)).toHaveLength(0);
    await userEvent.clear(form.getByLabelText('Toelichting voor het lid'));
    await userEvent.type(form.getByLabelText('Toelichting voor het lid'), 'Te kort');
    await userEvent.type(
      form.getByLabelText('Toelichting voor het lid'),
      ': geen bewijs gevonden.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Besluit vastleggen' }));
    await waitFor(() => expect(api.callsOf(decide)).toHaveLength(1));
    expect(api.callsOf(decide)[0]?.body).toEqual({
      action: 'dismiss',
      text: 'Te kort: geen bewijs gevonden.',
    });
  });

  it('sends a suspension with its ground and days, then opens the next item with an undo', async () => {
    const api = itemApi();
    const { where } = renderConsole('/items/202');
    const form = await decisionForm();
    await userEvent.click(form.getByRole('radio', { name: 'Account schorsen' }));
    await userEvent.selectOptions(form.getByLabelText('Grond'), 'scam');
    await userEvent.type(form.getByLabelText('Aantal dagen'), '30');
    await userEvent.type(
      form.getByLabelText('Toelichting voor het lid'),
      'Vroeg een ander lid om geld.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Besluit vastleggen' }));

    await waitFor(() => expect(where.path).toBe('/items/203'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(api.callsOf(decide)[0]).toMatchObject({
      path: '/staff-api/queue/202/decision',
      body: { action: 'suspend', ground: 'scam', days: 30, text: 'Vroeg een ander lid om geld.' },
    });
    // A decided item is not released; the next one is claimed.
    expect(api.callsOf(release)).toHaveLength(0);
    await waitFor(() => expect(api.callsOf(claim).map((c) => c.params.id)).toEqual(['202', '203']));

    const toast = screen.getByRole('status', { name: 'Laatste besluit' });
    expect(toast).toHaveTextContent('Besluit vastgelegd.');
    await userEvent.click(within(toast).getByRole('button', { name: /^Terugdraaien \(\d+ s\)$/ }));
    expect(await within(toast).findByText(/Besluit teruggedraaid/)).toBeInTheDocument();
    expect(api.callsOf(undo).map((call) => call.path)).toEqual(['/staff-api/decisions/880/undo']);
    expect(within(toast).getByRole('link', { name: 'Item weer openen' })).toHaveAttribute(
      'href',
      '/items/202',
    );
  });

  it('undoes with the key u, and says when it is too late', async () => {
    const api = itemApi().on(undo, failure(409, 'undo_expired'));
    renderConsole('/items/202');
    const form = await decisionForm();
    await userEvent.click(form.getByRole('radio', { name: 'Seponeren (geen maatregel)' }));
    await userEvent.type(form.getByLabelText('Toelichting voor het lid'), 'Niets aan de hand.');
    await userEvent.click(form.getByRole('button', { name: 'Besluit vastleggen' }));
    expect(await screen.findByText('Besluit vastgelegd.')).toBeInTheDocument();

    await userEvent.keyboard('u');
    expect(
      await screen.findByText('Te laat om terug te draaien: het besluit blijft staan.'),
    ).toBeInTheDocument();
    expect(api.callsOf(undo)).toHaveLength(1);
  });

  it('shows why the server refused a decision', async () => {
    itemApi().on(decide, failure(409, 'claim_required'));
    renderConsole('/items/202');
    const form = await decisionForm();
    await userEvent.click(form.getByRole('radio', { name: 'Seponeren (geen maatregel)' }));
    await userEvent.type(form.getByLabelText('Toelichting voor het lid'), 'Niets aan de hand.');
    await userEvent.click(form.getByRole('button', { name: 'Besluit vastleggen' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Je hebt dit item niet meer in behandeling.',
    );
  });
});

describe('keys and the claim on an item', () => {
  it('goes back to the inbox with Escape, releasing the claim, but not from inside a field', async () => {
    const api = itemApi();
    const { where } = renderConsole('/items/202?kind=message_report');
    const form = await decisionForm();
    await userEvent.click(form.getByLabelText('Toelichting voor het lid'));
    await userEvent.keyboard('n{Escape}');
    expect(where.path).toBe('/items/202?kind=message_report');

    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(where.path).toBe('/?kind=message_report'));
    await waitFor(() => expect(api.callsOf(release).map((c) => c.params.id)).toEqual(['202']));
  });

  it('goes on to the next free item with n, skipping one another moderator holds', async () => {
    const api = itemApi();
    const { where } = renderConsole('/items/201');
    await decisionForm();
    await userEvent.keyboard('n');
    // 202 is Ahmed's (aQueue), so the next is 203.
    await waitFor(() => expect(where.path).toBe('/items/203'));
    await waitFor(() => expect(api.callsOf(release).map((c) => c.params.id)).toEqual(['201']));
  });

  it('renews the claim every 4 minutes while the item is open', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      const api = itemApi();
      renderConsole('/items/202');
      await screen.findByRole('complementary', { name: 'Besluit' });
      expect(api.callsOf(claim)).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime((CLAIM_LEASE_SECONDS - 60) * 1000);
      });
      expect(api.callsOf(claim)).toHaveLength(2);
      await act(async () => {
        jest.advanceTimersByTime((CLAIM_LEASE_SECONDS - 60) * 1000);
      });
      expect(api.callsOf(claim)).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when a renewal finds the claim lost', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      const api = itemApi();
      renderConsole('/items/202');
      await screen.findByRole('complementary', { name: 'Besluit' });
      api.on(claim, failure(409, 'item_claimed', { holder: 'Ahmed' }));
      await act(async () => {
        jest.advanceTimersByTime((CLAIM_LEASE_SECONDS - 60) * 1000);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Je hebt dit item niet meer in behandeling',
      );
      expect(screen.queryByRole('complementary', { name: 'Besluit' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('an appeal', () => {
  const { decideAppeal } = staffQueueEndpoints;
  const appealDetail = (own: boolean) =>
    anItemDetail({
      item: aQueueItem({ id: '303', kind: 'appeal', reason: 'suspend', source: 'appeal' }),
      statement: null,
      context: [],
      appeal: {
        text: 'Ik heb nooit iets te koop aangeboden.',
        createdAt: '2026-11-02T09:00:00.000Z',
        decision: {
          id: '71',
          action: 'suspend',
          ground: 'spam',
          text: 'Je bood betaalde diensten aan.',
          decidedAt: '2026-11-01T12:00:00.000Z',
          decidedBy: 'Ahmed',
          own,
        },
      },
    });

  it('shows the decision appealed and the member’s words, and is upheld or reversed with an explanation', async () => {
    const api = itemApi()
      .on(item, ok(appealDetail(false)))
      .on(decideAppeal, noContent());
    const { where } = renderConsole('/items/303?kind=appeal');
    const contested = await screen.findByRole('region', {
      name: 'Het besluit waartegen bezwaar is gemaakt',
    });
    expect(contested).toHaveTextContent('Account schorsen');
    expect(contested).toHaveTextContent('Je bood betaalde diensten aan.');
    expect(contested).toHaveTextContent('Ik heb nooit iets te koop aangeboden.');
    const form = within(
      await screen.findByRole('complementary', { name: 'Beslis over het bezwaar' }),
    );
    expect(form.queryByRole('radio', { name: 'Account schorsen' })).toBeNull();

    await userEvent.click(form.getByRole('button', { name: 'Beslis over bezwaar' }));
    expect(form.getByRole('group', { name: 'Uitkomst' })).toHaveAccessibleDescription(
      'Kies een uitkomst.',
    );
    expect(api.callsOf(decideAppeal)).toHaveLength(0);

    await userEvent.click(
      form.getByRole('radio', {
        name: 'Het besluit terugdraaien en herstellen wat het veranderde',
      }),
    );
    await userEvent.type(
      form.getByLabelText('Toelichting voor het lid'),
      '  Het aanbod was een grap tussen vrienden.  ',
    );
    await userEvent.click(form.getByRole('button', { name: 'Beslis over bezwaar' }));
    await waitFor(() => expect(api.callsOf(decideAppeal)).toHaveLength(1));
    expect(api.callsOf(decideAppeal)[0]).toMatchObject({
      params: { id: '303' },
      body: { outcome: 'reversed', text: 'Het aanbod was een grap tussen vrienden.' },
    });
    // No undo for an appeal: the console goes on to the next item or the inbox.
    await waitFor(() => expect(where.path).not.toBe('/items/303?kind=appeal'));
    expect(api.callsOf(release)).toHaveLength(0);
  });

  it('is read-only for the moderator whose decision it contests', async () => {
    itemApi()
      .on(claim, failure(409, 'own_decision'))
      .on(item, ok(appealDetail(true)));
    renderConsole('/items/303');
    expect(
      await screen.findByText(/Jij nam het besluit waartegen dit bezwaar is gericht/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ik heb nooit iets te koop aangeboden.')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('a scam item', () => {
  it('shows what the scam checks saw, its score, and that the first message waits', async () => {
    itemApi().on(
      item,
      ok(
        anItemDetail({
          item: aQueueItem({ id: '404', kind: 'scam', reason: 'scam_signals', source: 'system' }),
          statement: null,
          signals: { list: ['iban', 'payment_app'], score: 95, held: true },
        }),
      ),
    );
    renderConsole('/items/404?kind=scam');
    const signals = await screen.findByRole('region', { name: 'Wat de fraudecontrole zag' });
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bankrekening (IBAN)', 'Betaalapp of cadeaukaart']);
    expect(signals).toHaveTextContent('Score: 95 van 100');
    expect(signals).toHaveTextContent('de ontvanger ziet het pas als je de melding afwijst');
    // No reporter wrote anything: the statement is not offered.
    expect(screen.queryByRole('region', { name: 'Wat de melder schreef' })).toBeNull();
  });
});
