import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupParcelProps } from '@dating/platform';
import { endpoints, type SignupBody, type UserResponse } from '@dating/shared-contracts/api';
import { mountParcel } from '@dating/platform/testing';
import { aSessionUser, aSiteSettings, anApiError, answer } from '@dating/shared-contracts/testing';
import { ApiError, type SiteSettings } from '@dating/shared-contracts';
import * as parcel from '../../../signup-parcel';

type Post = (input: { body: SignupBody }) => Promise<UserResponse>;

async function mountSignup(
  post: Post = () => Promise.reject(new Error('no call expected')),
  options: { path?: string; settings?: SiteSettings } = {},
) {
  const onProgress = jest.fn<void, [boolean]>();
  const mounted = await mountParcel<SignupParcelProps>(
    parcel,
    { remote: 'mfe-account', api: [answer(endpoints.account.signup, post)], ...options },
    { onProgress },
  );
  return { ...mounted, onProgress };
}

const field = (label: string) => screen.getByLabelText(label);

async function fillIn(values: Partial<Record<string, string>> = {}) {
  const all = {
    'E-mailadres': 'sanne@example.nl',
    Profielnaam: 'Sanne',
    Wachtwoord: 'geheim123',
    Geboortedatum: '1990-05-17',
    'Over mij (optioneel)': '',
    ...values,
  };
  await screen.findByLabelText('E-mailadres');
  for (const [label, value] of Object.entries(all)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));

describe('signup parcel', () => {
  // The visitor's first traffic source is kept in localStorage.
  afterEach(() => window.localStorage.clear());

  it('signs up, reports progress while the request runs and hands the user to the shell', async () => {
    const user = aSessionUser();
    let respond: (value: UserResponse) => void = () => undefined;
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>(
      () => new Promise((resolve) => (respond = resolve)),
    );
    // A campaign visitor: the landing URL's traffic source goes with the account.
    const signup = await mountSignup(post, { path: '/?network=x&ref=y&sub1=z&page=2' });

    await fillIn({ 'E-mailadres': ' sanne@example.nl ', 'Over mij (optioneel)': 'Hoi!' });
    await submit();

    expect(screen.getByRole('button', { name: 'Bezig met aanmelden…' })).toBeDisabled();
    expect(signup.onProgress).toHaveBeenLastCalledWith(true);
    expect(post).toHaveBeenCalledWith({
      body: {
        email: 'sanne@example.nl',
        name: 'Sanne',
        password: 'geheim123',
        date_of_birth: '1990-05-17',
        signup_message: 'Hoi!',
        language: 'nl',
        tracking: { network: 'x', ref: 'y', sub1: 'z' },
      },
    });

    respond({ user });
    await waitFor(() => expect(signup.onProgress).toHaveBeenLastCalledWith(false));
    // The modal closes; the member goes on with the other steps on their page.
    expect(signup.events).toEqual([
      { type: 'auth/logged-in', user },
      { type: 'signup/account-created' },
    ]);
    expect(window.location.pathname).toBe('/complete-signup');
    await signup.unmount();
  });

  it('checks the rules of the form before asking the server', async () => {
    const post = jest.fn();
    const signup = await mountSignup(post);

    await fillIn({
      'E-mailadres': 'sanne@',
      Profielnaam: '@sanne',
      Wachtwoord: 'kort',
      Geboortedatum: '',
    });
    await submit();

    expect(field('E-mailadres')).toHaveAccessibleDescription('Ongeldig e-mailadres.');
    expect(field('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mailadres')).toHaveFocus();
    expect(field('Profielnaam')).toHaveAccessibleDescription(
      expect.stringContaining('Je naam mag niet met @ beginnen.'),
    );
    expect(field('Wachtwoord')).toHaveAccessibleDescription(
      expect.stringContaining('Je wachtwoord moet minimaal 8 tekens lang zijn.'),
    );
    expect(field('Geboortedatum')).toHaveAccessibleDescription(
      'Dit veld is verplicht. Alleen voor 18+.',
    );
    expect(post).not.toHaveBeenCalled();
    expect(signup.onProgress).not.toHaveBeenCalledWith(true);
    await signup.unmount();
  });

  it('refuses a name equal to the e-mail address, and a member under the minimum age', async () => {
    const signup = await mountSignup();
    const fifteenYearsAgo = `${new Date().getUTCFullYear() - 15}-01-01`;

    await fillIn({ Profielnaam: 'Sanne@Example.nl', Geboortedatum: fifteenYearsAgo });
    await submit();

    expect(field('Profielnaam')).toHaveAccessibleDescription(
      expect.stringContaining('Je naam mag niet gelijk zijn aan je e-mailadres.'),
    );
    expect(field('Geboortedatum')).toHaveAccessibleDescription(
      'Je moet minimaal 18 jaar oud zijn. Alleen voor 18+.',
    );
    await signup.unmount();
  });

  it.each([
    [
      'an existing active account',
      'account_exists',
      'Er bestaat al een account met dit e-mailadres',
    ],
    ['a deleted account', 'account_deleted', 'Het account met dit e-mailadres is verwijderd'],
  ])('shows %s at the e-mail field and keeps what was typed', async (_, code, message) => {
    const signup = await mountSignup(() => Promise.reject(anApiError(409, code)));

    await fillIn({ 'Over mij (optioneel)': 'Hoi!' });
    await submit();

    await waitFor(() =>
      expect(field('E-mailadres')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(field('E-mailadres')).toHaveValue('sanne@example.nl');
    expect(field('Profielnaam')).toHaveValue('Sanne');
    expect(field('Wachtwoord')).toHaveValue('geheim123');
    expect(field('Geboortedatum')).toHaveValue('1990-05-17');
    expect(field('Over mij (optioneel)')).toHaveValue('Hoi!');
    expect(signup.onProgress).toHaveBeenLastCalledWith(false);
    expect(signup.events).toEqual([]);
    await signup.unmount();
  });

  it('shows a password made of the name or e-mail address at the password field', async () => {
    const signup = await mountSignup(() =>
      Promise.reject(anApiError(400, 'password_contains_personal_info')),
    );

    await fillIn({ Wachtwoord: 'sanne-1990' });
    await submit();

    await waitFor(() =>
      expect(field('Wachtwoord')).toHaveAccessibleDescription(
        expect.stringContaining('Je wachtwoord mag niet je naam of e-mailadres bevatten.'),
      ),
    );
    await signup.unmount();
  });

  it("shows the server's field errors at their fields", async () => {
    const refusal = new ApiError(400, {
      statusCode: 400,
      code: 'validation_failed',
      messageKey: 'validation_failed',
      fields: [
        { field: 'email', messageKey: 'invalid_email' },
        { field: 'date_of_birth', messageKey: 'invalid_birth_date' },
      ],
    });
    const signup = await mountSignup(() => Promise.reject(refusal));

    await fillIn();
    await submit();

    await waitFor(() =>
      expect(field('Geboortedatum')).toHaveAccessibleDescription(
        'Ongeldige geboortedatum. Alleen voor 18+.',
      ),
    );
    expect(field('E-mailadres')).toHaveAccessibleDescription('Ongeldig e-mailadres.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await signup.unmount();
  });

  it('shows an error of no field above the form', async () => {
    const signup = await mountSignup(() => Promise.reject(anApiError(403, 'signups_closed')));

    await fillIn();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aanmelden is op dit moment niet mogelijk.',
    );
    expect(screen.getByRole('button', { name: 'Gratis aanmelden' })).toBeEnabled();
    await signup.unmount();
  });

  it('turns a visitor without a traffic source away before the form on a with_trafficsource domain', async () => {
    const signup = await mountSignup(undefined, {
      settings: aSiteSettings({ signups: 'with_trafficsource' }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aanmelden kan op deze site alleen via een van onze partners.',
    );
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Inloggen' }));
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    await signup.unmount();
  });

  it('offers the form on a with_trafficsource domain to a visitor who came with one', async () => {
    const signup = await mountSignup(undefined, {
      path: '/?ref=partner-7',
      settings: aSiteSettings({ signups: 'with_trafficsource' }),
    });

    expect(await screen.findByLabelText('E-mailadres')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await signup.unmount();
  });

  it('speaks the language of the page', async () => {
    const signup = await mountParcel<SignupParcelProps>(
      parcel,
      { remote: 'mfe-account', locale: 'de' },
      { onProgress: () => undefined },
    );

    expect(await screen.findByLabelText('Geburtsdatum')).toBeInTheDocument();
    expect(screen.getByText('Nur für 18+.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kostenlos registrieren' })).toBeInTheDocument();
    await signup.unmount();
  });
});
