import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { endpoints, type Statement } from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anApiError,
  answer,
  type EndpointStub,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const TOKEN = `41.${'a'.repeat(43)}`;
const { decisions } = endpoints;

function mountPage(
  api: readonly EndpointStub[],
  options: { path?: string; user?: ReturnType<typeof aSessionUser> | null } = {},
) {
  return mountRemote(app, {
    remote: 'mfe-account',
    path: options.path ?? `/decisions?token=${encodeURIComponent(TOKEN)}`,
    user: options.user ?? null,
    api,
  });
}

const far = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const aStatement = (overrides: Partial<Statement> = {}): Statement => ({
  token: TOKEN,
  decidedAt: '2026-11-01T12:00:00.000Z',
  action: 'suspend',
  ground: 'scam',
  facts: 'Je vroeg drie leden om geld voor een vliegticket.',
  endsAt: '2026-12-01T12:00:00.000Z',
  automated: false,
  appealUntil: far(100),
  appeal: null,
  ...overrides,
});

describe('the decisions page', () => {
  it('shows a mailed statement without signing in, with every reason, and takes one appeal', async () => {
    const appeal = jest.fn(async ({ body }: { body?: { text: string } }) =>
      aStatement({
        appeal: {
          createdAt: new Date().toISOString(),
          status: 'open',
          decidedAt: null,
          answer: null,
        },
        facts: body ? aStatement().facts : '',
      }),
    );
    const remote = await mountPage([
      answer(decisions.statement, async () => aStatement()),
      answer(decisions.appeal, appeal),
    ]);
    const card = await screen.findByRole('article', { name: 'Je account is tijdelijk geschorst' });
    expect(card).toHaveTextContent('De wet en onze voorwaarden: oplichting');
    expect(card).toHaveTextContent('Je vroeg drie leden om geld voor een vliegticket.');
    expect(card).toHaveTextContent('1 december 2026');
    expect(card).toHaveTextContent('Nee: een medewerker heeft dit beoordeeld en besloten.');

    const field = within(card).getByLabelText('Waarom ben je het niet eens met dit besluit?');
    await userEvent.type(field, 'Te kort');
    await userEvent.click(within(card).getByRole('button', { name: 'Bezwaar maken' }));
    expect(field).toHaveAccessibleDescription(/Schrijf minstens 10 tekens/);
    expect(appeal).not.toHaveBeenCalled();

    await userEvent.type(field, ': ik heb nooit om geld gevraagd.');
    await userEvent.click(within(card).getByRole('button', { name: 'Bezwaar maken' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      /Je hebt op .* bezwaar gemaakt/,
    );
    expect(appeal).toHaveBeenCalledWith({
      query: { token: TOKEN },
      body: { text: 'Te kort: ik heb nooit om geld gevraagd.' },
    });
    expect(within(card).queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
    await remote.unmount();
  });

  it('says a broken link is broken, with a way to log in', async () => {
    const remote = await mountPage([
      answer(decisions.statement, async () =>
        Promise.reject(anApiError(400, 'decision_link_invalid')),
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'Deze link werkt niet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await remote.unmount();
  });

  it('lists a signed-in member’s statements with their appeals’ outcomes, or says there are none', async () => {
    const remote = await mountPage(
      [
        answer(decisions.statements, async () => ({
          statements: [
            aStatement({
              action: 'remove_photo',
              ground: 'nudity',
              endsAt: null,
              appeal: {
                createdAt: '2026-11-02T09:00:00.000Z',
                status: 'reversed',
                decidedAt: '2026-11-03T09:00:00.000Z',
                answer: 'De foto past wel binnen onze regels.',
              },
            }),
            aStatement({ token: `40.${'b'.repeat(43)}`, appealUntil: far(-1) }),
          ],
        })),
      ],
      { path: '/decisions', user: aSessionUser('Sanne', { unread_decisions: 2 }) },
    );
    const photo = await screen.findByRole('article', { name: 'Een foto van je is verwijderd' });
    // Read now: the shell loads the member again, and its notice of an unread decision goes.
    expect(remote.events).toContainEqual({ type: 'session/refresh-requested' });
    expect(photo).toHaveTextContent('het besluit is teruggedraaid');
    expect(photo).toHaveTextContent('De foto past wel binnen onze regels.');
    const old = screen.getByRole('article', { name: 'Je account is tijdelijk geschorst' });
    expect(old).toHaveTextContent('De termijn om bezwaar te maken is voorbij.');
    expect(within(old).queryByRole('button')).toBeNull();
    await remote.unmount();

    const empty = await mountPage(
      [answer(decisions.statements, async () => ({ statements: [] }))],
      {
        path: '/decisions',
        user: aSessionUser(),
      },
    );
    expect(
      await screen.findByText('Er zijn geen besluiten over je account genomen.'),
    ).toBeVisible();
    expect(empty.events).toEqual([]);
    await empty.unmount();
  });

  it('asks a visitor without a link to log in', async () => {
    const remote = await mountPage([], { path: '/decisions' });
    expect(
      await screen.findByText('Log in om de besluiten over je account te zien.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    await remote.unmount();
  });
});
