import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import { endpoints, swipeEndpoints, type ProfileCard } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const aCard = (id: string, name: string): ProfileCard => ({
  id,
  name,
  age: 30,
  gender: 'male',
  city: 'Delft',
  region: null,
  country: 'NL',
  main_image: null,
});

describe('suggestions after signup', () => {
  it('asks a visitor to sign up, and asks the API nothing for them', async () => {
    const remote = await mountRemote(app, { remote: 'mfe-members', path: '/signup-matches' });
    expect(
      await screen.findByText('Log in of meld je aan om voorstellen te zien die bij je passen.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(remote.events).toContainEqual({ type: 'modal/signup-requested' });
    expect((remote.props.api as StrictApiClient).calls).toEqual([]);
    await remote.unmount();
  });

  it('likes a suggestion and leads on to the members', async () => {
    const like = jest.fn(async () => ({ ok: true as const, match: false }));
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/signup-matches',
      user: aSessionUser(),
      api: [
        answer(swipeEndpoints.signupMatches, async () => ({
          profiles: [aCard('7', 'Daan'), aCard('8', 'Joris')],
        })),
        answer(endpoints.swipe.matchFinderAction, like),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Welkom! Deze leden passen bij jou' }),
    ).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Vind ik leuk Daan' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Geliket Daan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The button keeps the focus, and a second press likes nobody twice.
    expect(screen.getByRole('button', { name: 'Geliket Daan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(like).toHaveBeenCalledTimes(1);
    expect(like).toHaveBeenCalledWith({ body: { profile_id: '7', action: 'like' } });
    expect(screen.getByRole('status')).toHaveTextContent('Je vindt Daan leuk.');
    expect(remote.events).toContainEqual({ type: 'like/given', profileId: '7' });
    expect(screen.getByRole('link', { name: 'Verder naar de leden' })).toHaveAttribute(
      'href',
      '/members',
    );
    await remote.unmount();
  });

  it('says so when there are no suggestions, and still leads on', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/signup-matches',
      user: aSessionUser(),
      api: [answer(swipeEndpoints.signupMatches, async () => ({ profiles: [] }))],
    });
    expect(await screen.findByText(/nog geen suggesties/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verder naar de leden' })).toBeInTheDocument();
    await remote.unmount();
  });
});
