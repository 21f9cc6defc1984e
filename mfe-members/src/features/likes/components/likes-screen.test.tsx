import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListsStatus, SessionLikes } from '@dating/platform';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser } from '@dating/shared-contracts/testing';
import type { ProfileCard } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const card = (id: string, name: string): ProfileCard => ({
  id,
  name,
  age: 30,
  gender: 'female',
  city: 'Utrecht',
  region: null,
  country: 'NL',
  main_image: { url: `/${id}.jpg`, thumb_url: `/${id}-t.jpg` },
});
const received = (profile: ProfileCard, like_new: boolean) => ({
  id: profile.id,
  like_new,
  created_at: '2026-06-01T12:00:00.000Z',
  profile,
});

const [eva, ada, mia, zoe] = [
  card('1', 'Eva'),
  card('2', 'Ada'),
  card('3', 'Mia'),
  card('4', 'Zoe'),
];
// As the server sends them: received new first, given latest first. Ada and Mia are mutual.
const LIKES: SessionLikes = {
  liked_by: [received(eva, true), received(ada, true), received(mia, false)],
  profiles: [zoe, mia, ada],
};

type Mounted = Awaited<ReturnType<typeof mountRemote>>;
let mounted: Mounted | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const mount = async (options: Parameters<typeof mountRemote>[1]) => {
  mounted = await mountRemote(app, options);
  return mounted;
};

const mountLikes = (
  path: string,
  options: { likes?: SessionLikes; listsStatus?: ListsStatus; loggedOut?: boolean } = {},
) =>
  mount({
    remote: 'mfe-members',
    path,
    user: options.loggedOut ? null : aSessionUser(),
    likes: options.likes ?? LIKES,
    listsStatus: options.listsStatus,
  });

const tabs = () => within(screen.getByRole('navigation', { name: 'Soorten likes' }));
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('likes screen', () => {
  it('goes from /likes to the received tab and lists the likes new first', async () => {
    await mountLikes('/likes');
    const list = await screen.findByRole('list', { name: 'Ontvangen' });
    expect(window.location.pathname).toBe('/likes/received');
    expect(screen.getByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Ontvangen 2 nieuw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tabs().getByRole('link', { name: 'Gegeven' })).not.toHaveAttribute('aria-current');
    expect(cardNames(list)).toEqual(['Eva, 30', 'Ada, 30', 'Mia, 30']);
    // Each card opens the profile on the likes route; new likes say so.
    expect(within(list).getByRole('link', { name: /^Nieuw Eva, 30/ })).toHaveAttribute(
      'href',
      '/likes/m/1',
    );
    expect(within(list).getByRole('link', { name: /^Mia, 30/ })).toHaveAttribute(
      'href',
      '/likes/m/3',
    );
  });

  it('switches tabs by link: given latest first, matches are the mutual likes', async () => {
    const user = userEvent.setup();
    await mountLikes('/likes/received');
    await user.click(await screen.findByRole('link', { name: 'Gegeven' }));
    expect(window.location.pathname).toBe('/likes/given');
    expect(cardNames(screen.getByRole('list', { name: 'Gegeven' }))).toEqual([
      'Zoe, 30',
      'Mia, 30',
      'Ada, 30',
    ]);
    expect(tabs().getByRole('link', { name: 'Gegeven' })).toHaveAttribute('aria-current', 'page');

    await user.click(tabs().getByRole('link', { name: 'Matches 1 nieuw' }));
    expect(window.location.pathname).toBe('/likes/matches');
    const matches = screen.getByRole('list', { name: 'Matches' });
    expect(cardNames(matches)).toEqual(['Ada, 30', 'Mia, 30']);
    expect(within(matches).getByRole('link', { name: /Ada, 30/ })).toHaveAttribute(
      'href',
      '/likes/m/2',
    );
  });

  it('follows the session: a like seen elsewhere loses its mark at once', async () => {
    const { likes$ } = await mountLikes('/likes/received');
    await screen.findByRole('link', { name: 'Ontvangen 2 nieuw' });
    act(() =>
      likes$.next({
        ...LIKES,
        liked_by: [received(ada, true), received(eva, false), received(mia, false)],
      }),
    );
    expect(tabs().getByRole('link', { name: 'Ontvangen 1 nieuw' })).toBeInTheDocument();
    expect(cardNames(screen.getByRole('list', { name: 'Ontvangen' }))).toEqual([
      'Ada, 30',
      'Eva, 30',
      'Mia, 30',
    ]);
  });

  it('sends an unknown type to the received tab', async () => {
    await mountLikes('/likes/whatever');
    expect(await screen.findByRole('list', { name: 'Ontvangen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/likes/received');
  });

  it('shows an empty tab with a way to search', async () => {
    await mountLikes('/likes/matches', { likes: { liked_by: [], profiles: [zoe] } });
    expect(
      await screen.findByText(
        'Nog geen matches. Like leden die jou leuk vinden: een like terug is een match.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('list', { name: 'Matches' })).not.toBeInTheDocument();
  });

  it('says it is loading until the session holds the likes', async () => {
    const { listsStatus$ } = await mountLikes('/likes/received', {
      listsStatus: { chats: 'ready', likes: 'loading' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Likes worden geladen…');
    act(() => listsStatus$.next({ chats: 'ready', likes: 'ready' }));
    expect(screen.getByRole('list', { name: 'Ontvangen' })).toBeInTheDocument();
  });

  it('offers a retry when the likes could not be loaded', async () => {
    const user = userEvent.setup();
    const { events } = await mountLikes('/likes/given', {
      listsStatus: { chats: 'ready', likes: 'failed' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je likes konden niet worden geladen.',
    );
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(events).toContainEqual({ type: 'session/refresh-requested' });
  });

  it('asks a visitor to log in', async () => {
    await mountLikes('/likes/received', { loggedOut: true });
    expect(await screen.findByText('Log in om te zien wie jou leuk vindt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/login?next=%2Flikes%2Freceived',
    );
    expect(screen.queryByRole('navigation', { name: 'Soorten likes' })).not.toBeInTheDocument();
  });

  it('speaks the member’s language', async () => {
    await mount({
      remote: 'mfe-members',
      path: '/likes/given',
      locale: 'en',
      user: aSessionUser(),
      likes: LIKES,
    });
    expect(await screen.findByRole('list', { name: 'Given' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Kinds of likes' });
    expect(within(nav).getByRole('link', { name: 'Received 2 new' })).toBeInTheDocument();
  });
});
