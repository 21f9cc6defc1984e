import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type SignupBody } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, aSiteSettings, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const closedSite = aSiteSettings({ signups: 'with_trafficsource' });

describe('/signup', () => {
  afterEach(() => window.localStorage.clear());

  it('is step 1 of 7, and goes on to step 2 at /complete-signup once the account exists', async () => {
    const user = aSessionUser('Sanne', { status: 'not_confirmed', signup_step: 2 });
    const post = jest.fn(async (_: { body: SignupBody }) => ({ user }));
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/signup',
      api: [
        answer(endpoints.account.signup, post),
        answer(endpoints.photos.list, () => ({ photos: [], max: 3 })),
      ],
    });
    // The shell's session takes the user the form hands it.
    remote.props.bus.on('auth/logged-in').subscribe((event) => remote.user$.next(event.user));

    expect(await screen.findByRole('heading', { name: 'Gratis aanmelden' })).toBeInTheDocument();
    expect(screen.getByText('Stap 1 van 7: Account')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Stappen van je aanmelding' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(7);
    expect(within(steps).getByText('Account').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'sanne@example.nl');
    await userEvent.type(screen.getByLabelText('Profielnaam'), 'Sanne');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await userEvent.type(screen.getByLabelText('Geboortedatum'), '1990-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));

    await waitFor(() => expect(window.location.pathname).toBe('/complete-signup'));
    expect(await screen.findByText('Stap 2 van 7: Foto')).toBeInTheDocument();
    expect(remote.events).toContainEqual({ type: 'signup/account-created' });
    expect(remote.events).not.toContainEqual({ type: 'signup/completed' });
    await remote.unmount();
  });

  it('refuses a visitor without a traffic source on a with_trafficsource domain before any field', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/signup',
      settings: closedSite,
    });

    expect(await screen.findByRole('heading', { name: 'Gratis aanmelden' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Aanmelden kan op deze site alleen via een van onze partners.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    await remote.unmount();
  });

  it('lets a visitor who landed with a traffic source earlier sign up there', async () => {
    // The shell kept the source of the landing page; /signup itself has no query.
    window.localStorage.setItem(
      'dating.traffic-source',
      JSON.stringify({ search: '?network=ads', expires: Date.now() + 60_000 }),
    );
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/signup',
      settings: closedSite,
    });

    expect(await screen.findByLabelText('E-mailadres')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('sends a member whose signup is unfinished on to /complete-signup', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/signup',
      user: aSessionUser('Sanne', { signup_step: 2 }),
      api: [answer(endpoints.photos.list, () => ({ photos: [], max: 3 }))],
    });

    await waitFor(() => expect(window.location.pathname).toBe('/complete-signup'));
    expect(
      await screen.findByRole('heading', { name: 'Voeg een profielfoto toe' }),
    ).toBeInTheDocument();
    await remote.unmount();
  });
});
