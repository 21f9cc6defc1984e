import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import {
  swipeEndpoints,
  type ProfileCard,
  type SwipeAllowance,
  type SwipeBody,
} from '@dating/shared-contracts/api';
import * as app from '../../../app';

const aCard = (id: string, name: string, age: number): ProfileCard => ({
  id,
  name,
  age,
  gender: 'male',
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  main_image: null,
});

const allowance = (remaining: number, resetsInMs = 3_600_000): SwipeAllowance => ({
  limit: 4,
  remaining,
  resets_at: new Date(Date.now() + resetsInMs).toISOString(),
  time_zone: 'Europe/Amsterdam',
});

/**
 * The server as the game sees it: a deck and the likes left, which only the server
 * counts (every like lowers `remaining`; at zero it refuses with 429).
 */
function aServer(remaining = 4) {
  const state = { deck: [aCard('7', 'Daan', 31), aCard('8', 'Joris', 28)], remaining };
  const cards = jest.fn(async () => ({
    profiles: state.deck,
    allowance: allowance(state.remaining),
  }));
  const swipe = jest.fn(async ({ body }: { body: SwipeBody }) => {
    if (body.action === 'like') {
      if (state.remaining === 0) throw anApiError(429, 'too_many_requests', { seconds: 3600 });
      state.remaining -= 1;
    }
    state.deck = state.deck.filter((card) => card.id !== body.profile_id);
    return {
      ok: true as const,
      match: body.action === 'like' && body.profile_id === '8',
      allowance: allowance(state.remaining),
    };
  });
  return {
    state,
    cards,
    swipe,
    stubs: [answer(swipeEndpoints.swipeCards, cards), answer(swipeEndpoints.swipe, swipe)],
  };
}

const mountGame = (server: ReturnType<typeof aServer>) =>
  mountRemote(app, {
    remote: 'mfe-members',
    path: '/swipe-game',
    user: aSessionUser(),
    api: server.stubs,
  });

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX the same way.
if (typeof window.PointerEvent === 'undefined') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
}

const card = (name: string) => screen.findByRole('figure', { name });

describe('the swipe game', () => {
  it('likes with the right arrow and passes with the left one, and says so', async () => {
    const server = aServer();
    const remote = await mountGame(server);
    const daan = await card('Daan, 31');
    expect(daan).toHaveAccessibleDescription(/pijl rechts.*pijl links/i);
    expect(screen.getByText('Nog 4 likes vandaag')).toBeInTheDocument();

    daan.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Je vindt Daan leuk.')).toBeInTheDocument();
    expect(server.swipe).toHaveBeenCalledWith({
      body: expect.objectContaining({ profile_id: '7', action: 'like' }),
    });
    expect(screen.getByText('Nog 3 likes vandaag')).toBeInTheDocument();
    expect(remote.events).toContainEqual({ type: 'like/given', profileId: '7' });

    // The next card takes the focus, so the arrows go on working.
    expect(await card('Joris, 28')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Joris overgeslagen.')).toBeInTheDocument();
    expect(server.swipe).toHaveBeenLastCalledWith({
      body: expect.objectContaining({ profile_id: '8', action: 'pass' }),
    });
    expect(await screen.findByText(/geen nieuwe leden om te swipen/)).toBeInTheDocument();
    await remote.unmount();
  });

  it('likes and passes with the buttons, and says when a like makes a match', async () => {
    const server = aServer();
    const remote = await mountGame(server);
    await card('Daan, 31');
    await userEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    expect(await card('Joris, 28')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vind ik leuk' }));
    expect(await screen.findByText('Het is een match met Joris!')).toBeInTheDocument();
    expect(server.swipe.mock.calls.map(([{ body }]) => body.action)).toEqual(['pass', 'like']);
    await remote.unmount();
  });

  it('likes a card dragged to the right, and leaves one dragged a little where it was', async () => {
    const server = aServer();
    const remote = await mountGame(server);
    const daan = await card('Daan, 31');
    fireEvent.pointerDown(daan, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(daan, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(daan, { clientX: 140, pointerId: 1 });
    expect(server.swipe).not.toHaveBeenCalled();
    fireEvent.pointerDown(daan, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(daan, { clientX: 260, pointerId: 1 });
    fireEvent.pointerUp(daan, { clientX: 260, pointerId: 1 });
    expect(await screen.findByText('Je vindt Daan leuk.')).toBeInTheDocument();
    await remote.unmount();
  });

  it('shows a countdown to the next likes once the server says none are left', async () => {
    const server = aServer(0);
    const remote = await mountGame(server);
    expect(
      await screen.findByRole('heading', { name: 'Je likes voor vandaag zijn op' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Tijd tot je nieuwe likes' })).toHaveTextContent(
      /^(01:00:00|00:59:59)$/,
    );
    expect(screen.queryByRole('button', { name: 'Vind ik leuk' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de leden' })).toHaveAttribute('href', '/members');
    await remote.unmount();
  });

  it('says how many likes midnight brings when the last one is used, without a stray line', async () => {
    const server = aServer(1);
    const remote = await mountGame(server);
    await card('Daan, 31');
    await userEvent.click(screen.getByRole('button', { name: 'Vind ik leuk' }));
    expect(
      await screen.findByRole('heading', { name: 'Je likes voor vandaag zijn op' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Om middernacht krijg je weer 4 nieuwe likes. Nog even geduld:'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\{\{/)).not.toBeInTheDocument();
    // The last like is still read out, but not drawn under the countdown.
    const liked = screen.getByText('Je vindt Daan leuk.');
    expect(liked).toHaveAttribute('role', 'status');
    expect(liked).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    // The way out looks like the action it is, not a bare blue link.
    expect(screen.getByRole('link', { name: 'Naar de leden' })).toHaveStyle({
      backgroundColor: 'rgb(121, 27, 45)',
      textDecoration: 'none',
    });
    await remote.unmount();
  });

  it('keeps a match in sight when the last like of the day makes one', async () => {
    const server = aServer(1);
    server.state.deck = [aCard('8', 'Joris', 28)];
    const remote = await mountGame(server);
    await card('Joris, 28');
    await userEvent.click(screen.getByRole('button', { name: 'Vind ik leuk' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByText('Het is een match met Joris!')).not.toHaveStyle({
      position: 'absolute',
    });
    await remote.unmount();
  });

  it('turns to the countdown when the server refuses a like the screen still offered', async () => {
    const server = aServer(1);
    const remote = await mountGame(server);
    await card('Daan, 31');
    server.state.remaining = 0; // used up in another tab
    await userEvent.click(screen.getByRole('button', { name: 'Vind ik leuk' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByText('Dat lukte niet. Probeer het nog eens.')).toBeInTheDocument();
    await remote.unmount();
  });

  it('offers a retry and a way out when the cards cannot be loaded', async () => {
    const server = aServer();
    server.cards.mockRejectedValueOnce(new Error('network down'));
    const remote = await mountGame(server);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De kaarten konden niet worden geladen.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await card('Daan, 31')).toBeInTheDocument();
    await remote.unmount();
  });
});
