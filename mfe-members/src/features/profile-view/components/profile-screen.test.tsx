import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import {
  aSessionUser,
  anApiError,
  answer,
  type EndpointStub,
} from '@dating/shared-contracts/testing';
import type { SessionUser, SiteSettings } from '@dating/shared-contracts';
import { endpoints, type PublicProfile } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const aProfile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  id: '7',
  name: 'Sanne',
  age: 31,
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  hair_color: 'blond',
  eye_color: 'hazel',
  body_type: 'a_few_extra_kilos',
  relationship_status: null,
  tattoos: null,
  reason: null,
  about: 'Koffie in de ochtend, wijn in de avond.',
  fictional: false,
  interests: [
    { id: '1', slug: 'travel', name: 'Reizen' },
    { id: '52', slug: 'astronomy', name: 'Sterrenkunde' },
  ],
  fields: [
    { key: 'gender', value: 'female' },
    { key: 'hair_color', value: 'blond' },
    { key: 'body_type', value: 'a_few_extra_kilos' },
    { key: 'city', value: 'Utrecht' },
  ],
  main_image: { url: '/media/p/1.jpg', thumb_url: '/media/p/1_t.jpg' },
  images: [
    { id: '1', url: '/media/p/1.jpg', thumb_url: '/media/p/1_t.jpg', locked: false },
    { id: '2', url: '/media/p/2.jpg', thumb_url: '/media/p/2_t.jpg', locked: false },
    { id: '3', url: '/media/l/3_t.jpg', thumb_url: '/media/l/3_t.jpg', locked: true },
  ],
  liked: false,
  blocked: false,
  ...overrides,
});

const settings = {
  domain_language: 'nl',
  fictional_icon: true,
  fictional_warning: 'Sommige profielen op deze site zijn fictief.',
  visible_profile_notes: ['about'],
} as SiteSettings;

/** The profile as the server holds it: an action changes what the next GET answers. */
function serverProfile(overrides: Partial<PublicProfile> = {}) {
  const state = { liked: false, blocked: false, ...overrides };
  const profile = jest.fn(async () => ({ profile: aProfile({ ...overrides, ...state }) }));
  return { state, profile };
}

/** The member looking: Bram, profile 9 (profile 7 is Sanne's). */
const bram = (): SessionUser => {
  const user = aSessionUser('Bram', { id: '9' });
  return { ...user, profile: { ...user.profile, id: '9', gender: 'male' } };
};

const noRelated = answer(endpoints.profileActions.related, async () => ({
  profiles: [],
  cams: [],
}));

/** Profile 7 on its own page, for a logged-in member unless the test says visitor. */
const mountProfile = (
  api: readonly EndpointStub[],
  user: SessionUser | null = bram(),
  locale = 'nl',
) =>
  mountRemote(app, {
    remote: 'mfe-members',
    path: '/members/7',
    user,
    settings,
    locale,
    api: [...api, noRelated],
  });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Sanne, 31' });

describe('the profile view', () => {
  it('shows the photos, locked ones as thumbnails with the way to premium, and every field translated', async () => {
    const server = serverProfile();
    const remote = await mountProfile([answer(endpoints.members.profile, server.profile)]);
    await heading();

    const photos = screen.getByRole('region', { name: "Foto's van Sanne" });
    expect(within(photos).getByRole('img', { name: 'Foto 1 van Sanne' })).toHaveAttribute(
      'src',
      '/media/p/1.jpg',
    );
    await userEvent.click(within(photos).getByRole('button', { name: 'Foto 2 bekijken' }));
    expect(within(photos).getByRole('img', { name: 'Foto 2 van Sanne' })).toHaveAttribute(
      'src',
      '/media/p/2.jpg',
    );
    expect(within(photos).getByRole('img', { name: 'Afgeschermde foto 3' })).toHaveAttribute(
      'src',
      '/media/l/3_t.jpg',
    );
    expect(photos).toHaveTextContent('1 foto is alleen te zien voor premium leden.');
    expect(within(photos).getByRole('link', { name: 'Word premium lid' })).toHaveAttribute(
      'href',
      '/premium',
    );

    const details = screen.getByRole('region', { name: 'Gegevens' });
    expect(details).toHaveTextContent('GeslachtVrouw');
    expect(details).toHaveTextContent('HaarkleurBlond');
    expect(details).toHaveTextContent('PostuurEen paar kilootjes extra');
    expect(details).toHaveTextContent('WoonplaatsUtrecht');
    expect(details).not.toHaveTextContent('female');
    const interests = screen.getByRole('region', { name: 'Interesses' });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reizen', 'Sterrenkunde']);
    expect(screen.getByRole('region', { name: 'Over mij' })).toHaveTextContent(
      'Koffie in de ochtend',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('says on the profile itself that a fictional profile is fictional, with the site’s warning', async () => {
    const server = serverProfile({ fictional: true });
    const remote = await mountProfile([answer(endpoints.members.profile, server.profile)]);
    await heading();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Dit is een fictief profielSommige profielen op deze site zijn fictief.',
    );
    await remote.unmount();
  });

  it.each([
    [
      'de',
      'Dies ist ein fiktives Profil',
      'Dieses Profil wird von Mitarbeitenden dieser Seite betreut.',
    ],
    ['fr', 'Ceci est un profil fictif', "Ce profil est géré par l'équipe de ce site."],
    ['pl', 'To jest fikcyjny profil', 'Tym profilem zarządzają pracownicy tej strony.'],
    ['en', 'This is a fictional profile', 'This profile is run by staff of this site.'],
  ])(
    'tells a member reading %s that the profile is fictional in their own language, not the site’s Dutch',
    async (locale, title, body) => {
      const server = serverProfile({ fictional: true });
      const remote = await mountProfile(
        [answer(endpoints.members.profile, server.profile)],
        bram(),
        locale,
      );
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(`${title}${body}`);
      expect(note).not.toHaveTextContent(/fictief|profiel/);
      await remote.unmount();
    },
  );

  it('says when the profile does not exist, with the way back', async () => {
    const remote = await mountProfile([
      answer(endpoints.members.profile, () => Promise.reject(anApiError(404, 'not_found'))),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Dit profiel bestaat niet (meer)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar zoeken' })).toHaveAttribute(
      'href',
      '/members',
    );
    await remote.unmount();
  });

  it('leads back to the likes when opened from them', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/likes/m/7',
      user: bram(),
      settings,
      api: [answer(endpoints.members.profile, serverProfile().profile), noRelated],
    });
    await heading();
    expect(screen.getByRole('link', { name: 'Terug naar likes' })).toHaveAttribute(
      'href',
      '/likes',
    );
    await remote.unmount();
  });

  it('offers only to edit one’s own profile', async () => {
    const own = aSessionUser('Sanne');
    const remote = await mountProfile(
      [answer(endpoints.members.profile, serverProfile().profile)],
      {
        ...own,
        profile: { ...own.profile, id: '7' },
      },
    );
    await heading();
    expect(screen.getByRole('link', { name: 'Je eigen profiel bewerken' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Vind ik leuk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profiel melden' })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('shows related profiles as links to them, and partner tiles when the API sends them', async () => {
    const server = serverProfile();
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/members/7',
      user: bram(),
      settings,
      api: [
        answer(endpoints.members.profile, server.profile),
        answer(endpoints.profileActions.related, async () => ({
          profiles: [
            {
              id: '12',
              name: 'Iris',
              age: 29,
              gender: 'female' as const,
              city: 'Amersfoort',
              region: 'Utrecht',
              country: 'NL',
              main_image: null,
            },
          ],
          cams: [
            {
              id: '2',
              kind: 'cam' as const,
              name: 'Lola',
              image_url: '/media/c/lola.jpg',
              link_url: 'https://partner.example/lola',
            },
          ],
        })),
      ],
    });
    const related = await screen.findByRole('region', { name: 'Vergelijkbare leden' });
    expect(within(related).getByRole('link', { name: /Iris, 29/ })).toHaveAttribute(
      'href',
      '/members/12',
    );
    const cams = screen.getByRole('region', { name: 'Bij onze partners' });
    expect(within(cams).getByRole('link', { name: /Lola\s*Live cam/ })).toHaveAttribute(
      'href',
      'https://partner.example/lola',
    );
    await remote.unmount();
  });
});

describe('liking a profile', () => {
  it('likes through the API, then shows what the server answers after the profile is fetched again', async () => {
    const server = serverProfile();
    const like = jest.fn(async () => {
      server.state.liked = true;
      return { ok: true as const, match: true };
    });
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.like, like),
    ]);
    const button = await screen.findByRole('button', { name: 'Vind ik leuk' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Geliket' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(like).toHaveBeenCalledWith({ body: { profile_id: '7' } });
    expect(screen.getByText('Het is een match! Jullie vinden elkaar leuk.')).toBeInTheDocument();
    expect(remote.events).toContainEqual({ type: 'like/given', profileId: '7' });
    await remote.unmount();
  });

  it('takes a like back', async () => {
    const server = serverProfile({ liked: true });
    const unlike = jest.fn(async () => {
      server.state.liked = false;
      return { ok: true as const };
    });
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.unlike, unlike),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Geliket' }));
    expect(await screen.findByRole('button', { name: 'Vind ik leuk' })).toBeInTheDocument();
    expect(unlike).toHaveBeenCalledWith({ query: { profile_id: '7' } });
    expect(remote.events).toContainEqual({ type: 'session/refresh-requested' });
    await remote.unmount();
  });

  it('keeps the profile as it was and says so when the like fails', async () => {
    const server = serverProfile();
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.like, () => Promise.reject(new Error('network down'))),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Vind ik leuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dat lukte niet. Probeer het nog eens.',
    );
    expect(server.profile).toHaveBeenCalledTimes(1);
    await remote.unmount();
  });
});

describe('a message, a gift, a block and a report', () => {
  it('links to the chat with the member', async () => {
    const remote = await mountProfile([answer(endpoints.members.profile, serverProfile().profile)]);
    expect(await screen.findByRole('link', { name: 'Stuur een bericht' })).toHaveAttribute(
      'href',
      '/members/7/chat',
    );
    await remote.unmount();
  });

  const catalogue = answer(endpoints.profileActions.gifts, async () => ({
    gifts: [
      { id: '1', slug: 'rose' },
      { id: '2', slug: 'teddy' },
    ],
    credits: 15,
  }));

  it('sends the chosen gift with a nonce and passes the new balance on', async () => {
    const sendGift = jest.fn(async () => ({
      conversation_id: '4',
      message: {
        id: '99',
        kind: 'gift' as const,
        body: null,
        image_url: null,
        image_thumb_url: null,
        image_status: null,
        gift: 'teddy',
        from_me: true,
        nonce: null,
        created_at: '2026-06-01T12:00:00.000Z',
      },
      credits: 5,
    }));
    const remote = await mountProfile([
      answer(endpoints.members.profile, serverProfile().profile),
      catalogue,
      answer(endpoints.profileActions.sendGift, sendGift),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Geef een cadeau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geef Sanne een cadeau' });
    expect(dialog).toHaveFocus();
    expect(await within(dialog).findByText('Een cadeau kost 15 credits.')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Cadeau versturen' });
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Knuffelbeer' }));
    await userEvent.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Je cadeau is verstuurd!');
    expect(within(dialog).getByRole('link', { name: 'Naar het gesprek' })).toHaveAttribute(
      'href',
      '/members/7/chat',
    );
    expect(sendGift).toHaveBeenCalledWith({
      body: { profile_id: '7', gift_id: '2', nonce: expect.stringMatching(/^[0-9a-f]{24}$/) },
    });
    expect(remote.events).toContainEqual({ type: 'credits/changed', credits: 5 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geef een cadeau' })).toHaveFocus();
    await remote.unmount();
  });

  it('says when the credits do not cover the gift, with the way to buy them, and retries with the same nonce', async () => {
    const sendGift = jest.fn(() =>
      Promise.reject(anApiError(402, 'insufficient_credits', { credits: 15 })),
    );
    const remote = await mountProfile([
      answer(endpoints.members.profile, serverProfile().profile),
      catalogue,
      answer(endpoints.profileActions.sendGift, sendGift),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Geef een cadeau' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Roos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadeau versturen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Je hebt niet genoeg credits voor dit cadeau.');
    expect(within(alert).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadeau versturen' }));
    expect(sendGift).toHaveBeenCalledTimes(2);
    const [first, second] = sendGift.mock.calls as unknown as [{ body: { nonce: string } }][];
    expect(second![0].body.nonce).toBe(first![0].body.nonce);
    await remote.unmount();
  });

  it('blocks after a confirmation, then offers only to unblock', async () => {
    const server = serverProfile();
    const block = jest.fn(async () => {
      server.state.blocked = true;
      return { ok: true as const };
    });
    const remote = await mountProfile([
      answer(endpoints.members.profile, server.profile),
      answer(endpoints.members.block, block),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Blokkeren' }));
    const dialog = screen.getByRole('dialog', { name: 'Blokkeren' });
    expect(dialog).toHaveTextContent('Sanne blokkeren?');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(block).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Blokkeren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, blokkeren' }));
    expect(await screen.findByText('Je hebt Sanne geblokkeerd.')).toBeInTheDocument();
    expect(block).toHaveBeenCalledWith({ body: { profile_id: '7' } });
    expect(screen.getByRole('button', { name: 'Deblokkeren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vind ik leuk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stuur een bericht' })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('reports the profile with a reason and optional words', async () => {
    const report = jest.fn(async () => ({ ok: true as const, report_id: '3', created: true }));
    const remote = await mountProfile([
      answer(endpoints.members.profile, serverProfile().profile),
      answer(endpoints.profileActions.report, report),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Profiel melden' }));
    const dialog = screen.getByRole('dialog', { name: 'Sanne melden' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nepprofiel' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Toelichting (niet verplicht)' }),
      'Foto van internet',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Bedankt. Ons team bekijkt je melding.',
    );
    expect(report).toHaveBeenCalledWith({
      body: { profile_id: '7', reason: 'fake_profile', text: 'Foto van internet' },
    });
    await remote.unmount();
  });

  it('asks a visitor to sign up instead of calling the API', async () => {
    const remote = await mountProfile(
      [answer(endpoints.members.profile, serverProfile().profile)],
      null,
    );
    await heading();
    expect(
      screen.getByText(
        'Log in of meld je gratis aan om te liken, berichten te sturen of cadeaus te geven.',
      ),
    ).toBeInTheDocument();
    for (const name of [
      'Vind ik leuk',
      'Stuur een bericht',
      'Geef een cadeau',
      'Blokkeren',
      'Profiel melden',
    ]) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(remote.events.filter((event) => event.type === 'modal/signup-requested')).toHaveLength(
      5,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await remote.unmount();
  });
});
