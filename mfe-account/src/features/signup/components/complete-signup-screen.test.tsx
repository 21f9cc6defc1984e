import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type SessionUser } from '@dating/shared-contracts';
import {
  endpoints,
  type OwnProfile,
  type UpdateOwnProfileBody,
} from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import {
  aSessionUser,
  aSiteSettings,
  anOwnProfile,
  answer,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const PROFILE = anOwnProfile({
  about: 'Hoi, ik ben Sanne.',
  region_id: '5',
  region: 'Utrecht',
  city: 'Utrecht',
});
const settings = aSiteSettings({
  visible_profile_fields: ['gender', 'sexuality', 'hair_color', 'region', 'city'],
});

/** /complete-signup for a member at `step`, with an API that keeps what the steps save. */
async function mountSteps(
  userOverrides: Partial<SessionUser>,
  refuseProfile?: ApiError,
  saved: Partial<OwnProfile> = {},
) {
  let user = aSessionUser('Sanne', { status: 'not_confirmed', ...userOverrides });
  let profile = { ...PROFILE, ...saved };
  const steps: (number | null)[] = [];
  const profileUpdates: UpdateOwnProfileBody[] = [];
  const remote = await mountRemote(app, {
    remote: 'mfe-account',
    path: '/complete-signup',
    user,
    settings,
    api: [
      answer(endpoints.ownProfile.get, () => ({ profile })),
      answer(endpoints.ownProfile.update, ({ body = {} }) => {
        profileUpdates.push(body);
        if (refuseProfile) throw refuseProfile;
        // As the API does: a consent given is kept with its time, not as the answer's flag.
        const { consents, ...fields } = body;
        const given = consents?.sexuality ? '2026-06-01T12:00:00.000Z' : null;
        profile = {
          ...profile,
          ...(fields as Partial<OwnProfile>),
          consents: { sexuality: given },
        };
        return { profile };
      }),
      answer(endpoints.account.signupStep, ({ body }) => {
        steps.push(body.step);
        user = { ...user, signup_step: body.step };
        return { user };
      }),
      answer(endpoints.photos.list, () => ({ photos: [], max: 3 })),
      answer(endpoints.site.regions, () => ({ regions: [] })),
      answer(endpoints.account.resendActivation, () => ({ ok: true as const })),
    ],
  });
  remote.props.bus.on('auth/logged-in').subscribe((event) => remote.user$.next(event.user));
  return { remote, steps, profileUpdates };
}

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Stappen van je aanmelding' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

describe('/complete-signup', () => {
  it('asks the shell to turn push on and says how it ended', async () => {
    const { remote } = await mountSteps({ signup_step: 6 });
    const asked: string[] = [];
    remote.props.bus.on('push/enable-requested').subscribe((event) => asked.push(event.type));

    expect(await screen.findByRole('heading', { name: 'Mis geen berichten' })).toBeInTheDocument();
    await click('Meldingen aanzetten');
    expect(asked).toEqual(['push/enable-requested']);
    expect(screen.getByRole('button', { name: 'Even geduld…' })).toBeDisabled();
    // Turning push off is another question: the step keeps waiting for its own answer.
    remote.props.bus.emit({ type: 'push/settled', outcome: 'unsubscribed' });
    expect(screen.getByRole('button', { name: 'Even geduld…' })).toBeDisabled();
    act(() => remote.props.bus.emit({ type: 'push/settled', outcome: 'dismissed' }));
    expect(
      await screen.findByText('Meldingen zijn niet aangezet. Probeer het opnieuw of kies Later.'),
    ).toBeInTheDocument();
    await remote.unmount();
  });

  it('sends a visitor to log in or sign up', async () => {
    const remote = await mountRemote(app, { remote: 'mfe-account', path: '/complete-signup' });

    expect(await screen.findByText('Log in om je aanmelding af te ronden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await remote.unmount();
  });

  it('resumes at the step the member stopped at, and asks every personal detail', async () => {
    const { remote, profileUpdates } = await mountSteps({ signup_step: 4 });

    expect(
      await screen.findByRole('heading', { name: 'Vertel iets over jezelf' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stap 4 van 7: Persoonlijk')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Persoonlijk');
    // The gender the account got before anyone asked is asked here.
    expect(screen.getByLabelText('Geslacht')).toHaveValue('');

    await click('Volgende');

    expect(screen.getByLabelText('Geslacht')).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(screen.getByLabelText('Geslacht')).toHaveFocus();

    // The orientation is optional: it is not asked for.
    expect(screen.getByLabelText('Geaardheid')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Haarkleur')).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
    expect(profileUpdates).toEqual([]);
    await remote.unmount();
  });

  it('shows what this step saved before, when the member comes back to it', async () => {
    const { remote } = await mountSteps({ signup_step: 4 }, undefined, { sexuality: 'bi' });

    expect(await screen.findByLabelText('Geslacht')).toHaveValue('female');
    expect(screen.getByLabelText('Geaardheid')).toHaveValue('bi');
    expect(screen.getByLabelText('Haarkleur')).toHaveValue('');
    await remote.unmount();
  });

  it('asks an orientation only with its consent, and takes none at all', async () => {
    const { remote, steps, profileUpdates } = await mountSteps({ signup_step: 4 });
    await userEvent.selectOptions(await screen.findByLabelText('Geslacht'), 'Vrouw');
    await userEvent.selectOptions(screen.getByLabelText('Haarkleur'), 'Rood');
    const orientation = screen.getByLabelText('Geaardheid');
    expect(screen.getByText(/Andere leden zien je geaardheid op je profiel/)).toBeInTheDocument();
    // No consent is asked before a value is chosen, and none comes ticked.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.selectOptions(orientation, 'Biseksueel');
    const consent = screen.getByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ });
    expect(consent).not.toBeChecked();

    await click('Volgende');
    expect(orientation).toHaveAccessibleDescription(
      expect.stringContaining('Geef je toestemming hieronder'),
    );
    expect(profileUpdates).toEqual([]);

    // Not saying is a full answer: the step goes on without it.
    await userEvent.selectOptions(orientation, 'Zeg ik liever niet');
    await click('Volgende');
    await waitFor(() => expect(steps).toEqual([5]));
    expect(profileUpdates).toEqual([
      { gender: 'female', sexuality: null, hair_color: 'red', consents: { sexuality: false } },
    ]);
    await remote.unmount();
  });

  it("shows the server's refusal at its field and keeps the choices", async () => {
    const refusal = new ApiError(400, {
      statusCode: 400,
      code: 'validation_failed',
      messageKey: 'validation_failed',
      fields: [{ field: 'hair_color', messageKey: 'field_invalid' }],
    });
    const { remote, steps } = await mountSteps({ signup_step: 4 }, refusal);
    await userEvent.selectOptions(await screen.findByLabelText('Geslacht'), 'Vrouw');
    await userEvent.selectOptions(screen.getByLabelText('Geaardheid'), 'Biseksueel');
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Haarkleur'), 'Rood');

    await click('Volgende');

    await waitFor(() =>
      expect(screen.getByLabelText('Haarkleur')).toHaveAccessibleDescription(
        'Deze waarde is ongeldig.',
      ),
    );
    expect(screen.getByLabelText('Geaardheid')).toHaveValue('bi');
    expect(screen.getByLabelText('Haarkleur')).toHaveValue('red');
    expect(steps).toEqual([]);
    await remote.unmount();
  });

  it('walks the steps, keeps input on Back and ends at the first suggestions', async () => {
    const { remote, steps, profileUpdates } = await mountSteps({ signup_step: 2 });

    // Step 2: the photo may wait, but Next needs one.
    expect(
      await screen.findByRole('heading', { name: 'Voeg een profielfoto toe' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorige' })).not.toBeInTheDocument();
    await click('Volgende');
    expect(screen.getByRole('alert')).toHaveTextContent('Voeg eerst een foto toe, of kies Later.');
    await click('Later');

    // Step 3: a member with a place already may go on.
    const location = await screen.findByRole('heading', { name: 'Waar woon je?' });
    await waitFor(() => expect(location).toHaveFocus());
    await click('Volgende');

    // Step 4, then 5.
    await userEvent.selectOptions(await screen.findByLabelText('Geslacht'), 'Vrouw');
    await userEvent.selectOptions(screen.getByLabelText('Geaardheid'), 'Hetero');
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Haarkleur'), 'Blond');
    await click('Volgende');
    const about = await screen.findByRole('textbox', { name: 'Over mij' });
    expect(about).toHaveValue('Hoi, ik ben Sanne.');
    await userEvent.clear(about);
    await click('Volgende');
    expect(about).toHaveAccessibleDescription(expect.stringContaining('Dit veld is verplicht.'));
    await userEvent.type(about, 'Ik wandel graag.');

    // Back keeps what was chosen and what was typed.
    await click('Vorige');
    expect(await screen.findByLabelText('Haarkleur')).toHaveValue('blond');
    await click('Volgende');
    expect(await screen.findByRole('textbox', { name: 'Over mij' })).toHaveValue(
      'Ik wandel graag.',
    );
    await click('Volgende');

    // Step 6: push later; step 7: the mail.
    expect(await screen.findByRole('heading', { name: 'Mis geen berichten' })).toBeInTheDocument();
    await click('Later');
    expect(
      await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' }),
    ).toBeInTheDocument();
    // The address stands out in the sentence that names it.
    expect(screen.getByText('sanne@example.nl').tagName).toBe('STRONG');
    expect(screen.getByText('sanne@example.nl').parentElement).toHaveTextContent(
      'We hebben een e-mail gestuurd naar sanne@example.nl. Klik op de link in die e-mail om je account te activeren.',
    );
    await click('Stuur de e-mail opnieuw');
    expect(
      await screen.findByText('We hebben de e-mail opnieuw gestuurd naar sanne@example.nl.'),
    ).toBeInTheDocument();
    await click('Klaar');

    await waitFor(() => expect(window.location.pathname).toBe('/signup-matches'));
    expect(steps).toEqual([3, 4, 5, 4, 5, 6, 7, null]);
    const personal = {
      gender: 'female',
      sexuality: 'hetero',
      hair_color: 'blond',
      consents: { sexuality: true },
    };
    expect(profileUpdates).toEqual([personal, personal, { about: 'Ik wandel graag.' }]);
    expect(remote.events).toContainEqual({ type: 'signup/completed' });
    await remote.unmount();
  });

  it("ends an invited member's journey at the inviter's profile", async () => {
    const { remote } = await mountSteps({ signup_step: 7, invited_by: '42' });

    await userEvent.click(await screen.findByRole('button', { name: 'Klaar' }));

    await waitFor(() => expect(window.location.pathname).toBe('/members/42'));
    await remote.unmount();
  });
});
