import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mountLander,
  preferReducedMotion,
  searchFails,
  searchFinds,
} from '../testing/lander-test-kit';

const PATH = '/landers/tinderswipe?network=x&sub1=y';

/** jsdom has no PointerEvent: a mouse event with the pointer's id is enough for a drag. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
  }
}

describe('the swipe deck (tinderswipe)', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent });
  });
  afterAll(() => Reflect.deleteProperty(window, 'PointerEvent'));

  it('"Niet leuk" shows the next member; "Leuk" asks to sign up to see the match', async () => {
    const user = userEvent.setup();
    const remote = await mountLander(PATH, [searchFinds(5)]);
    const deck = await screen.findByRole('group', { name: 'Leden om te swipen' });
    expect(within(deck).getByRole('figure', { name: 'Sanne, 25' })).toBeInTheDocument();

    await user.click(within(deck).getByRole('button', { name: 'Niet leuk' }));
    expect(await within(deck).findByRole('figure', { name: 'Lotte, 26' })).toBeInTheDocument();
    expect(within(deck).queryByRole('figure', { name: 'Sanne, 25' })).not.toBeInTheDocument();

    await user.click(within(deck).getByRole('button', { name: 'Leuk' }));
    expect(await screen.findByRole('heading', { name: 'Het is een match?' })).toBeInTheDocument();
    const signup = screen.getByRole('link', { name: 'Meld je aan en bekijk het' });
    expect(signup).toHaveAttribute('href', '/signup?network=x&sub1=y');
    expect(signup).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Leuk' })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('asks to sign up after three swipes without a like, swiped with the arrow keys', async () => {
    const user = userEvent.setup();
    const remote = await mountLander(PATH, [searchFinds(6)]);
    const first = await screen.findByRole('figure', { name: 'Sanne, 25' });
    first.focus();
    await user.keyboard('{ArrowLeft}');
    await screen.findByRole('figure', { name: 'Lotte, 26' });
    expect(screen.queryByRole('heading', { name: 'Het is een match?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Niet leuk' }));
    await screen.findByRole('figure', { name: 'Emma, 27' });
    await user.click(screen.getByRole('button', { name: 'Niet leuk' }));
    expect(await screen.findByRole('heading', { name: 'Het is een match?' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('moves at once, with no card flying off, when the visitor asks for less motion', async () => {
    const restore = preferReducedMotion(true);
    const remote = await mountLander(PATH, [searchFinds(5)]);
    const nope = await screen.findByRole('button', { name: 'Niet leuk' });
    act(() => nope.click());
    // Straight after the click: no animation to wait for.
    expect(screen.getByRole('figure', { name: 'Lotte, 26' })).toHaveStyle({ transition: 'none' });
    await remote.unmount();
    restore();
  });

  it('lets a decided card fly off before the next one comes', async () => {
    const remote = await mountLander(PATH, [searchFinds(5)]);
    const nope = await screen.findByRole('button', { name: 'Niet leuk' });
    act(() => nope.click());
    expect(screen.getByRole('figure', { name: 'Sanne, 25' }).style.transform).toMatch(
      /translateX\(-130%\)/,
    );
    expect(await screen.findByRole('figure', { name: 'Lotte, 26' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('takes a drag to the right as a like', async () => {
    const remote = await mountLander(PATH, [searchFinds(5)]);
    const card = await screen.findByRole('figure', { name: 'Sanne, 25' });
    const pointer = { pointerId: 1, isPrimary: true, button: 0 };
    fireEvent.pointerDown(card, { ...pointer, clientX: 100 });
    fireEvent.pointerMove(card, { ...pointer, clientX: 160 });
    expect(card.style.transform).toMatch(/translateX\(60px\)/);
    fireEvent.pointerUp(card, { ...pointer, clientX: 260 });
    expect(await screen.findByRole('heading', { name: 'Het is een match?' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('springs back from a short drag', async () => {
    const remote = await mountLander(PATH, [searchFinds(5)]);
    const card = await screen.findByRole('figure', { name: 'Sanne, 25' });
    const pointer = { pointerId: 1, isPrimary: true, button: 0 };
    fireEvent.pointerDown(card, { ...pointer, clientX: 100 });
    fireEvent.pointerUp(card, { ...pointer, clientX: 140 });
    expect(card.style.transform).toBe('');
    expect(screen.getByRole('figure', { name: 'Sanne, 25' })).toBe(card);
    await remote.unmount();
  });

  it('still sells when the search fails: the headline and the call to action, no deck', async () => {
    const remote = await mountLander(PATH, [searchFails]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swipe, match, chat' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })[0]).toHaveAttribute(
      'href',
      '/signup?network=x&sub1=y',
    );
    expect(screen.queryByRole('button', { name: 'Leuk' })).not.toBeInTheDocument();
    await remote.unmount();
  });
});
