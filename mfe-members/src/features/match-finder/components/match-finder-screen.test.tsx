import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import {
  swipeEndpoints,
  type MatchFinderBody,
  type ProfileCard,
} from '@dating/shared-contracts/api';
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

describe('the match finder', () => {
  it('asks a visitor to sign up, and asks the API nothing for them', async () => {
    const remote = await mountRemote(app, { remote: 'mfe-members', path: '/match-finder' });
    expect(
      await screen.findByText('Log in of meld je aan om voorstellen te zien die bij je passen.'),
    ).toBeInTheDocument();
    expect((remote.props.api as StrictApiClient).calls).toEqual([]);
    await remote.unmount();
  });

  it('likes and skips proposals, which then leave the list', async () => {
    const state = { profiles: [aCard('7', 'Daan'), aCard('8', 'Joris')] };
    const act = jest.fn(async ({ body }: { body: MatchFinderBody }) => {
      state.profiles = state.profiles.filter((p) => p.id !== body.profile_id);
      return { ok: true as const, match: body.action === 'like' };
    });
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/match-finder',
      user: aSessionUser(),
      api: [
        answer(swipeEndpoints.matchFinder, async () => ({ profiles: state.profiles })),
        answer(swipeEndpoints.matchFinderAction, act),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Voorstellen' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    screen.getByRole('button', { name: 'Overslaan Daan' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Daan overgeslagen voor nu.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Daan' })).not.toBeInTheDocument();
    // The keyboard focus goes on to the tile that took its place.
    expect(screen.getByRole('button', { name: 'Overslaan Joris' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Vind ik leuk Joris' }));
    expect(await screen.findByText('Het is een match met Joris!')).toBeInTheDocument();
    expect(act.mock.calls.map(([{ body }]) => body)).toEqual([
      { profile_id: '7', action: 'skip' },
      { profile_id: '8', action: 'like' },
    ]);
    expect(remote.events).toContainEqual({ type: 'like/given', profileId: '8' });
    // The list is empty: the server is asked again and has nobody new.
    expect(await screen.findByText(/geen nieuwe leden bij je/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoek zelf verder' })).toHaveAttribute(
      'href',
      '/members',
    );
    await remote.unmount();
  });
});
