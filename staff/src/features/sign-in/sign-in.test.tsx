import { staffQueueEndpoints, staffSessionEndpoints } from '@dating/shared-contracts/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, held, ok, type Reply } from '../../testing/fake-staff-api';
import { aQueue, aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { password, code, me } = staffSessionEndpoints;

/** A network with nobody signed in, the inbox behind the sign-in. */
const signedOutApi = () =>
  fakeStaffApi()
    .on(me, failure(401, 'staff_authentication_required'))
    .on(staffQueueEndpoints.queue, ok(aQueue()));

async function passPasswordStep(email = 'mia@liefdevol.nl', secret = 'juist-wachtwoord-1') {
  await userEvent.type(await screen.findByLabelText('E-mailadres'), email);
  await userEvent.type(screen.getByLabelText('Wachtwoord'), secret);
  await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
}

describe('signing in', () => {
  it('takes a password, then a code, then opens the console where it was asked for', async () => {
    const api = signedOutApi()
      .on(password, ok({ codeToken: 'token-1' }))
      .on(code, ok(aStaffMember()));
    const { where } = renderConsole('/?kind=photo');

    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Liefdevol – beheer');
    await passPasswordStep(' mia@liefdevol.nl ');
    expect(api.callsOf(password)[0]?.body).toEqual({
      email: 'mia@liefdevol.nl',
      password: 'juist-wachtwoord-1',
    });

    const codeField = await screen.findByLabelText('Code');
    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField).toHaveFocus();
    await userEvent.type(codeField, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(api.callsOf(code)[0]?.body).toEqual({ codeToken: 'token-1', code: '123456' });

    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Ingelogd als Mia de Vries');
    expect(screen.getByRole('banner')).toHaveTextContent('Rollen: moderator');
    expect(where.path).toBe('/?kind=photo');
    expect(api.callsOf(staffQueueEndpoints.queue)[0]?.query.get('kind')).toBe('photo');
  });

  it('shows the step under way on its button and sends it once', async () => {
    const reply = held<Reply>();
    const api = signedOutApi().on(password, () => reply.promise);
    renderConsole();
    await passPasswordStep();
    const busy = screen.getByRole('button', { name: 'Controleren…' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    reply.release(ok({ codeToken: 't' }));
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(api.callsOf(password)).toHaveLength(1);
  });

  it('never says which factor was wrong, and stays on the code step to try again', async () => {
    const api = signedOutApi()
      .on(password, ok({ codeToken: 'token-1' }))
      .on(code, failure(401, 'staff_login_failed'));
    renderConsole();
    await passPasswordStep();
    await userEvent.type(await screen.findByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mailadres, wachtwoord of code klopt niet.',
    );
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(api.callsOf(code)).toHaveLength(1);
  });

  it('says the same for a wrong password', async () => {
    signedOutApi().on(password, failure(401, 'staff_login_failed'));
    renderConsole();
    await passPasswordStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mailadres, wachtwoord of code klopt niet.',
    );
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('goes back to the password step when the code step expired', async () => {
    signedOutApi()
      .on(password, ok({ codeToken: 'token-1' }))
      .on(code, failure(401, 'staff_login_expired'));
    renderConsole();
    await passPasswordStep();
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De inlogstap is verlopen. Log opnieuw in met je wachtwoord.',
    );
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('mia@liefdevol.nl');
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('says how many minutes to wait after too many attempts', async () => {
    signedOutApi().on(password, failure(429, 'too_many_attempts', { minutes: 15 }));
    renderConsole();
    await passPasswordStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    );
  });

  it('checks the fields before asking the server', async () => {
    const api = signedOutApi().on(password, ok({ codeToken: 't' }));
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Verder' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(
      'Vul je e-mailadres in.',
    );
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf(password)).toHaveLength(0);

    await passPasswordStep();
    await userEvent.type(await screen.findByLabelText('Code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      'Vul de 6 cijfers uit je app in. 6 cijfers, zonder spaties',
    );
    expect(api.callsOf(code)).toHaveLength(0);
  });

  it('speaks English when asked to', async () => {
    signedOutApi();
    renderConsole('/');
    await userEvent.selectOptions(await screen.findByLabelText('Taal'), 'en');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Liefdevol – staff console')).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('a session that ends', () => {
  it('shows the sign-in screen at the same address when a call answers 401', async () => {
    fakeStaffApi()
      .on(me, ok(aStaffMember()))
      .on(staffQueueEndpoints.queue, failure(401, 'staff_authentication_required'));
    const { where } = renderConsole('/?kind=complaint');
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(where.path).toBe('/?kind=complaint');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('signs out on request', async () => {
    const api = fakeStaffApi()
      .on(me, ok(aStaffMember()))
      .on(staffQueueEndpoints.queue, ok(aQueue()))
      .on(staffSessionEndpoints.logout, { status: 204 });
    renderConsole('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(api.callsOf(staffSessionEndpoints.logout)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('shows the inbox in the navigation for a moderator', async () => {
    fakeStaffApi().on(me, ok(aStaffMember())).on(staffQueueEndpoints.queue, ok(aQueue()));
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('says plainly that there is nothing for an account without a role', async () => {
    const api = fakeStaffApi().on(me, ok(aStaffMember({ roles: [] })));
    renderConsole('/items/5');
    expect(
      await screen.findByRole('heading', { name: 'Nog niets voor jouw rollen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Je account heeft nog geen rol.');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/staff-api/me']);
  });
});
