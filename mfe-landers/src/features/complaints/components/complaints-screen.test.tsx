import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { ApiError } from '@dating/shared-contracts';
import { complaintsEndpoints, type ComplaintBody } from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anApiError,
  answer,
  type EndpointStub,
  type StrictApiClient,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const REFERENCE = 'KL-7F3K-9QX2';
const filed = answer(complaintsEndpoints.complaint, async () => ({ reference: REFERENCE }));
const EXPLANATION = 'Dit profiel gebruikt foto’s van een bekende actrice en vraagt om geld.';

type User = ReturnType<typeof userEvent.setup>;

async function mountComplaints(
  path = '/complaints',
  api: readonly EndpointStub[] = [filed],
  user = null as ReturnType<typeof aSessionUser> | null,
) {
  const remote = await mountRemote(app, { remote: 'mfe-landers', path, api, user });
  await screen.findByRole('heading', { level: 1, name: 'Iets melden' });
  return remote;
}

const posted = (remote: { props: { api: unknown } }) =>
  (remote.props.api as StrictApiClient).calls
    .filter((call) => call.method === 'POST' && call.path === '/api/complaint.php')
    .map((call) => call.body as ComplaintBody);

async function fillIn(user: User, { target = '12', explanation = EXPLANATION } = {}) {
  await user.click(screen.getByRole('radio', { name: 'Nepprofiel of oplichting' }));
  await user.type(screen.getByRole('textbox', { name: 'Welk profiel of welke pagina?' }), target);
  await user.type(screen.getByRole('textbox', { name: 'Wat is er aan de hand?' }), explanation);
  await user.type(screen.getByRole('textbox', { name: 'Je e-mailadres' }), 'anna@example.nl');
  await user.click(screen.getByRole('checkbox', { name: /Ik verklaar te goeder trouw/ }));
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Melding versturen' }));

describe('complaints', () => {
  it('files a visitor’s notice and shows its reference and where the confirmation went', async () => {
    const user = userEvent.setup();
    const remote = await mountComplaints();
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: 'Je naam (niet verplicht)' }), 'Anna');
    await send(user);

    const heading = await screen.findByRole('heading', { name: 'Je melding is ontvangen' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(REFERENCE)).toBeVisible();
    expect(
      screen.getByText(/We hebben een bevestiging gestuurd naar anna@example\.nl\./),
    ).toBeVisible();
    const [body, more] = posted(remote);
    expect(more).toBeUndefined();
    expect(body).toEqual({
      category: 'fake_profile_or_scam',
      target: '12',
      explanation: EXPLANATION,
      email: 'anna@example.nl',
      name: 'Anna',
      good_faith: true,
      language: 'nl',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await remote.unmount();
  });

  it('says what is missing, on each field, before anything is sent', async () => {
    const user = userEvent.setup();
    const remote = await mountComplaints();
    await send(user);

    expect(screen.getByText('Kies waar je melding over gaat.')).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Welk profiel of welke pagina?' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Vul het profielnummer of de link naar de pagina in.'),
    );
    expect(
      screen.getByRole('textbox', { name: 'Wat is er aan de hand?' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Beschrijf wat er aan de hand is.'));
    expect(screen.getByRole('textbox', { name: 'Je e-mailadres' })).toBeInvalid();
    expect(screen.getByText('Bevestig dat je deze melding te goeder trouw doet.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Nepprofiel of oplichting' })).toHaveFocus(),
    );
    expect(posted(remote)).toEqual([]);
    await remote.unmount();
  });

  it('asks for a profile or link unless the notice is about something else, and for enough words', async () => {
    const user = userEvent.setup();
    const remote = await mountComplaints();
    await fillIn(user, { target: 'die man uit de chat', explanation: 'Te kort' });
    await send(user);

    const target = screen.getByRole('textbox', { name: 'Welk profiel of welke pagina?' });
    expect(target).toHaveAccessibleDescription(
      expect.stringContaining(
        'Vul een profielnummer of een link naar een pagina van deze site in.',
      ),
    );
    expect(screen.getByText('Beschrijf het in 20 tot 5000 tekens.')).toBeVisible();
    await waitFor(() => expect(target).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'Iets anders' }));
    expect(target).toBeValid();
    expect(posted(remote)).toEqual([]);
    await remote.unmount();
  });

  it('counts the characters of the explanation', async () => {
    const user = userEvent.setup();
    const remote = await mountComplaints();
    const explanation = screen.getByRole('textbox', { name: 'Wat is er aan de hand?' });
    expect(explanation).toHaveAccessibleDescription(expect.stringContaining('0 van 5000 tekens'));
    await user.type(explanation, 'Hallo');
    expect(explanation).toHaveAccessibleDescription(expect.stringContaining('5 van 5000 tekens'));
    await remote.unmount();
  });

  it('names the profile of ?profile= and fills in a member’s address', async () => {
    const remote = await mountComplaints('/complaints?profile=42', [filed], aSessionUser('Sanne'));
    expect(screen.getByRole('textbox', { name: 'Welk profiel of welke pagina?' })).toHaveValue(
      '42',
    );
    expect(screen.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveValue('sanne@example.nl');
    await remote.unmount();
  });

  it('shows the server’s verdict on the field it is about, keeping what was typed', async () => {
    const user = userEvent.setup();
    const unknownProfile = answer(complaintsEndpoints.complaint, async () => {
      throw new ApiError(400, {
        statusCode: 400,
        code: 'validation_failed',
        messageKey: 'validation_failed',
        fields: [{ field: 'target', messageKey: 'not_found' }],
      });
    });
    const remote = await mountComplaints('/complaints', [unknownProfile]);
    await fillIn(user, { target: '999999' });
    await send(user);

    const target = screen.getByRole('textbox', { name: 'Welk profiel of welke pagina?' });
    await waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveAccessibleDescription(
      expect.stringContaining('We vinden geen profiel met dit nummer.'),
    );
    expect(target).toHaveValue('999999');
    expect(screen.getByRole('textbox', { name: 'Wat is er aan de hand?' })).toHaveValue(
      EXPLANATION,
    );
    // Typing another number takes the server's verdict away.
    await user.type(target, '1');
    expect(target).toBeValid();
    await remote.unmount();
  });

  it('offers a retry after a failure that sends the same notice under the same key', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const busyOnce = answer(complaintsEndpoints.complaint, async () => {
      calls += 1;
      if (calls === 1) throw anApiError(429, 'too_many_requests', { seconds: 60 });
      return { reference: REFERENCE };
    });
    const remote = await mountComplaints('/complaints', [busyOnce]);
    await fillIn(user);
    await send(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Te veel verzoeken, probeer het later opnieuw.');
    expect(alert).toHaveTextContent('Wat je hebt ingevuld, staat er nog.');
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    expect(await screen.findByText(REFERENCE)).toBeVisible();
    const [first, second] = posted(remote);
    expect(second).toEqual(first);
    await remote.unmount();
  });

  it('copies the reference, and starts an empty notice on request', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const remote = await mountComplaints();
    await fillIn(user);
    await send(user);
    await user.click(await screen.findByRole('button', { name: 'Kopiëren' }));

    expect(writeText).toHaveBeenCalledWith(REFERENCE);
    expect(await screen.findByRole('status')).toHaveTextContent('Gekopieerd');
    await user.click(screen.getByRole('button', { name: 'Nog iets melden' }));
    expect(screen.getByRole('textbox', { name: 'Wat is er aan de hand?' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Nepprofiel of oplichting' })).not.toBeChecked();
    await remote.unmount();
  });
});
