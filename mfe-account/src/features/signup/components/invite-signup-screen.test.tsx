import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type SignupBody } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import {
  aPublicProfile,
  aSessionUser,
  aSiteSettings,
  anApiError,
  answer,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const EVA = aPublicProfile({
  id: '42',
  name: 'Eva',
  region: 'Utrecht',
  city: 'Amersfoort',
  main_image: { url: '/media/eva.jpg', thumb_url: '/media/eva-thumb.jpg' },
});

describe('/members/:id/signup', () => {
  it('shows who invites and signs the visitor up on their behalf, even where signups need a source', async () => {
    const user = aSessionUser('Noor', {
      status: 'not_confirmed',
      signup_step: 2,
      invited_by: '42',
    });
    const post = jest.fn(async (_: { body: SignupBody }) => ({ user }));
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/members/42/signup',
      settings: aSiteSettings({ signups: 'with_trafficsource' }),
      api: [
        answer(endpoints.members.profile, ({ query }) => {
          if (query.id !== '42') throw anApiError(404, 'not_found');
          return { profile: EVA };
        }),
        answer(endpoints.account.signup, post),
        answer(endpoints.photos.list, () => ({ photos: [], max: 3 })),
      ],
    });
    remote.props.bus.on('auth/logged-in').subscribe((event) => remote.user$.next(event.user));

    expect(await screen.findByRole('heading', { name: 'Eva nodigt je uit' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto van Eva' })).toHaveAttribute(
      'src',
      '/media/eva-thumb.jpg',
    );
    expect(screen.getByText('Eva, 31')).toBeInTheDocument();
    expect(screen.getByText('Amersfoort, Utrecht')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mailadres'), 'noor@example.nl');
    await userEvent.type(screen.getByLabelText('Profielnaam'), 'Noor');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await userEvent.type(screen.getByLabelText('Geboortedatum'), '1994-03-21');
    await userEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));

    await waitFor(() => expect(window.location.pathname).toBe('/complete-signup'));
    expect(post.mock.calls[0]![0].body).toMatchObject({
      email: 'noor@example.nl',
      invited_by: '42',
    });
    await remote.unmount();
  });

  it('says an unknown, deleted or hidden inviter is not found, with a way on', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/members/999/signup',
      api: [answer(endpoints.members.profile, () => Promise.reject(anApiError(404, 'not_found')))],
    });

    expect(
      await screen.findByRole('heading', { name: 'Uitnodiging niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    await remote.unmount();
  });

  it('offers a retry when the inviter could not be loaded', async () => {
    let fail = true;
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/members/42/signup',
      api: [
        answer(endpoints.members.profile, () => {
          if (fail) throw anApiError(500, 'internal_error');
          return { profile: EVA };
        }),
      ],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De uitnodiging kon niet worden geladen.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Eva nodigt je uit' })).toBeInTheDocument();
    await remote.unmount();
  });
});
