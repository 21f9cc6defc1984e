import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@dating/shared-contracts';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { createI18n } from '../i18n/create-i18n';
import { Layout } from '../layout/layouts';
import { memberChrome } from '../layout/member-chrome';
import { modalViews } from '../modals/lazy-modals';
import { ShellModals } from '../modals/shell-modals';
import { useLocationPath } from '../routing/use-location-path';
import { PRODUCT_ROUTES } from '../testing/product-routes';
import { fakeSession, goTo, renderWithShell } from '../testing/render-with-shell';

// The chrome of a page as the shell draws it: top bar, alerts, a search field, the modals.
function Page() {
  const route = matchRoute(useLocationPath(), PRODUCT_ROUTES)?.route ?? null;
  return (
    <>
      <Layout route={route}>
        <label>
          Zoekterm <input />
        </label>
      </Layout>
      <ShellModals route={route} />
    </>
  );
}

const BONUS = { name: '25% welkomstbonus' };
const PUSH = { name: 'Meldingen' };
const MATCH = { name: 'Nieuwe like!' };
const withPhoto = { ...aSessionUser().profile, main_image: { url: '/a.jpg', thumb_url: '/b.jpg' } };

beforeAll(async () => {
  const i18n = await createI18n('nl');
  await Promise.all([modalViews.load(i18n), memberChrome.load(i18n)]);
});
beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

const renderPage = async (credits = 0, path = '/members') => {
  const session = fakeSession({
    user: aSessionUser('Sanne', { credits, profile: withPhoto }),
    pushState: 'unknown',
    // A new member's bonus is running: the modal offers it.
    timeBonus: { isVisible: true, hours: '03', minutes: '59', seconds: '59' },
  });
  const view = await renderWithShell(<Page />, {
    path,
    session: session.store,
    beforeRender: () => jest.useFakeTimers(),
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, session, user };
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('the time-bonus modal waits until the member is idle', () => {
  it('does not open over the open account menu, and opens once the member has stopped', async () => {
    const { user } = await renderPage();
    wait(30_000);
    await user.click(screen.getByRole('button', { name: 'Mijn account' }));
    wait(30_000);
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mijn profiel' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Mijn profiel' })).not.toBeInTheDocument();
    // A key was pressed a moment ago: still busy.
    wait(4_000);
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    wait(2_000);
    expect(screen.getByRole('dialog', BONUS)).toBeInTheDocument();
  });

  it('does not open while a text field has focus', async () => {
    await renderPage();
    const field = screen.getByRole('textbox', { name: 'Zoekterm' });
    act(() => field.focus());
    wait(90_000);
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    act(() => field.blur());
    wait(1_000);
    expect(screen.getByRole('dialog', BONUS)).toBeInTheDocument();
  });

  it('waits a few seconds after a tap or a click', async () => {
    await renderPage();
    wait(38_000);
    fireEvent.pointerDown(screen.getByRole('main'));
    wait(4_000);
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    wait(1_000);
    expect(screen.getByRole('dialog', BONUS)).toBeInTheDocument();
  });

  it('opens at 40 s when nothing is going on', async () => {
    await renderPage();
    wait(39_999);
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('dialog', BONUS)).toHaveFocus();
  });
});

describe('one prompt at a time', () => {
  it('holds the push alert while the time-bonus modal is to come, and on its page', async () => {
    const { user } = await renderPage();
    expect(screen.queryByRole('region', PUSH)).not.toBeInTheDocument();
    wait(40_000);
    expect(screen.getByRole('dialog', BONUS)).toBeInTheDocument();
    expect(screen.queryByRole('region', PUSH)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', PUSH)).not.toBeInTheDocument();
    goTo('/likes');
    expect(screen.getByRole('region', PUSH)).toBeInTheDocument();
  });

  it('shows the push alert at once to a member the time-bonus modal is not for', async () => {
    await renderPage(25);
    expect(screen.getByRole('region', PUSH)).toBeInTheDocument();
    wait(60_000);
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
  });

  it('keeps the time-bonus modal and the push alert behind a match', async () => {
    const { session } = await renderPage(0, '/chats');
    const eva = {
      id: '42',
      name: 'Eva',
      age: 30,
      gender: 'female' as const,
      city: null,
      region: null,
      country: 'NL',
      main_image: { url: '/eva.jpg', thumb_url: '/eva-t.jpg' },
    };
    wait(30_000);
    act(() => session.likes$.next({ profiles: [eva], liked_by: [] }));
    act(() => session.live$.next({ type: 'match', profile_id: '42' }));
    expect(screen.getByRole('dialog', MATCH)).toBeInTheDocument();
    wait(30_000);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => screen.getByText('Eva vindt jou leuk.').click());
    expect(screen.queryByRole('dialog', MATCH)).not.toBeInTheDocument();
    wait(1_000);
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', BONUS)]);
    expect(screen.queryByRole('region', PUSH)).not.toBeInTheDocument();
  });
});
