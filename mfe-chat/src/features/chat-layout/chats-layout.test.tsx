import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteLifecycles } from '@dating/platform';
import { BrowserRouter } from '@dating/platform/router';
import { mountRemote } from '@dating/platform/testing';
import { addErrorTextsLater, withErrorTexts } from '@dating/shared-contracts';
import { aSessionUser } from '@dating/shared-contracts/testing';
import nl from '../../locales/nl.json';
import { ChatsLayout, type ChatsLayoutProps } from './index';
import * as app from '../../app';
import { aChatEntry, aMessage } from '../../testing/chat-fixtures';

const message = (over: Parameters<typeof aMessage>[1]) => aMessage('1', { body: 'Hoi', ...over });
const chat = (id: string, name: string, unread = 0, last = message({})) =>
  aChatEntry(id, name, { unread, last });

const THREE = [chat('11', 'Anna', 3), chat('12', 'Eva'), chat('13', 'Lotte', 120)];

/** The layout as a route would render it, with a stub where the conversation screen goes. */
function layoutRemote(props: ChatsLayoutProps) {
  return createRemoteLifecycles({
    App: () => (
      <BrowserRouter>
        <ChatsLayout {...props} />
      </BrowserRouter>
    ),
    namespace: 'chat',
    emotionKey: 'chat-layout-test',
    errorTexts: addErrorTextsLater,
    loadMessages: withErrorTexts(async () => nl),
  });
}

const withConversation = (props: Omit<ChatsLayoutProps, 'children'> = {}) =>
  layoutRemote({
    ...props,
    children: (
      <section aria-label="Gesprek met Eva">
        <p>conversation</p>
        <button type="button">Versturen</button>
      </section>
    ),
  });

// jsdom applies no media query: what it shows is the phone. The desktop's panes are the
// same elements, so the structure is read including what the phone hides (a hidden
// element has no accessible name, so labels are read from their attributes).
const all = { hidden: true } as const;
const listNav = async () => {
  const nav = await screen.findByRole('navigation', all);
  expect(nav).toHaveAttribute('aria-label', 'Je gesprekken');
  return nav;
};
const links = () => within(screen.getByRole('navigation', all)).getAllByRole('link', all);
/** The "choose a conversation" pane: a region named by its heading. */
const pickPane = () => {
  const heading = screen.queryByText('Kies een gesprek');
  const pane = heading?.closest('section') ?? null;
  if (pane) expect(pane).toHaveAttribute('aria-labelledby', heading?.id);
  return pane;
};
const withChats = (path: string) => ({
  remote: 'mfe-chat' as const,
  path,
  user: aSessionUser(),
  chats: THREE,
});

let mounted: { unmount: () => Promise<void> } | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

describe('with a conversation open', () => {
  it('puts the list, in its own navigation, beside the conversation, the open one marked current', async () => {
    mounted = await mountRemote(
      withConversation({ activeConversationId: '12' }),
      withChats('/chats/12'),
    );
    const nav = await listNav();
    expect(within(nav).getByRole('list', all)).toHaveAttribute('aria-label', 'Gesprekken');
    const [anna, eva, lotte] = links();
    expect([anna, eva, lotte].map((link) => link?.getAttribute('href'))).toEqual([
      '/chats/11',
      '/chats/12',
      '/chats/13',
    ]);
    expect(eva).toHaveAttribute('aria-current', 'page');
    expect(anna).not.toHaveAttribute('aria-current');
    expect(lotte).not.toHaveAttribute('aria-current');
    expect(lotte).toHaveTextContent('99+');
    expect(lotte).toHaveTextContent('120 ongelezen berichten');
    // The conversation holds the page's main heading; the list's title ranks below it.
    expect(screen.getByText('Berichten')).toHaveProperty('tagName', 'H2');
    expect(pickPane()).toBeNull();

    // A phone shows the conversation alone (its top bar leads back to the list).
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('region', { name: 'Gesprek met Eva' })).toBeVisible();
    expect(screen.getByText('conversation')).toBeVisible();
  });

  it("marks the partner's conversation at /members/{id}/chat", async () => {
    mounted = await mountRemote(
      withConversation({ activeProfileId: '913' }),
      withChats('/members/913/chat'),
    );
    await listNav();
    expect(links().map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });

  it('follows the session: a deleted chat leaves, a new message moves up, the mark stays', async () => {
    const remote = await mountRemote(
      withConversation({ activeConversationId: '12' }),
      withChats('/chats/12'),
    );
    mounted = remote;
    await listNav();
    act(() =>
      remote.chats$.next([
        chat('13', 'Lotte', 121, message({ kind: 'gift', body: null })),
        chat('12', 'Eva'),
      ]),
    );
    expect(links()).toHaveLength(2);
    const [lotte, eva] = links();
    expect(lotte).toHaveTextContent('Cadeautje');
    expect(lotte).toHaveTextContent('121 ongelezen berichten');
    expect(eva).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor to log in beside the conversation screen', async () => {
    mounted = await mountRemote(withConversation({ activeConversationId: '11' }), {
      remote: 'mfe-chat',
      path: '/chats/11',
      user: null,
    });
    expect((await screen.findByText('Inloggen')).closest('a')).toHaveAttribute(
      'href',
      '/login?next=%2Fchats%2F11',
    );
    expect(screen.queryByRole('navigation', all)).toBeNull();
    expect(screen.getByText('conversation')).toBeVisible();
  });
});

describe('/chats, no conversation open', () => {
  it('shows the list beside "choose a conversation", which leads to the search', async () => {
    mounted = await mountRemote(app, withChats('/chats'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
    // The phone shows the list alone; the desktop adds the pane beside it.
    expect(screen.getByRole('navigation', { name: 'Je gesprekken' })).toBeVisible();
    expect(links().some((link) => link.hasAttribute('aria-current'))).toBe(false);
    const pick = pickPane();
    expect(pick && within(pick).getByText('Iemand nieuws zoeken').closest('a')).toHaveAttribute(
      'href',
      '/members',
    );
    expect(pick).not.toBeVisible();
  });

  it('reaches the conversations in list order with the keyboard', async () => {
    mounted = await mountRemote(app, withChats('/chats'));
    await listNav();
    const [anna, eva, lotte] = links();
    const user = userEvent.setup();
    await user.tab();
    expect(anna).toHaveFocus();
    await user.tab();
    expect(eva).toHaveFocus();
    await user.tab();
    expect(lotte).toHaveFocus();
  });

  it('has nothing to choose while the list is loading or empty', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      listsStatus: { chats: 'loading', likes: 'loading' },
    });
    mounted = remote;
    expect(await screen.findByRole('status')).toHaveTextContent('Gesprekken worden geladen…');
    expect(pickPane()).toBeNull();

    act(() => remote.listsStatus$.next({ chats: 'ready', likes: 'ready' }));
    expect(screen.getByRole('heading', { name: 'Nog geen gesprekken' })).toBeVisible();
    expect(pickPane()).toBeNull();

    act(() => remote.chats$.next([chat('11', 'Anna')]));
    expect(pickPane()).not.toBeNull();
  });
});
