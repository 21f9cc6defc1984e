import { screen, within } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { endpoints, type SearchQuery } from '@dating/shared-contracts/api';
import * as app from '../../../app';
import { aCard, aLanderMember } from '../testing/lander-member-fixtures';

const member = answer(endpoints.landerMember.member, async () => ({ member: aLanderMember() }));
const noSearch = answer(endpoints.members.search, () =>
  Promise.reject(anApiError(403, 'authentication_required')),
);

describe('member lander designs and slugs', () => {
  it('landing2: a conversation to start, with openers that lead to the signup and no invented messages', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/members/42/landing2/date?ref=r1',
      api: [member, noSearch],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zin in een date met Sanne?' }),
    ).toBeInTheDocument();
    const box = screen.getByRole('region', { name: /Sanne, 34/ });
    expect(within(box).getByText(/Nog geen berichten/)).toBeInTheDocument();
    const openers = within(box).getByRole('list', { name: 'Ideeën voor je eerste bericht' });
    const links = within(openers).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Hoi Sanne, hoe is je dag?',
      'Wat doe je het liefst in het weekend?',
      'Ik zie Koken bij je interesses. Vertel eens!',
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', '/members/42/signup?ref=r1');
    expect(within(box).getByRole('link', { name: 'Chat gratis met Sanne' })).toHaveAttribute(
      'href',
      '/members/42/signup?ref=r1',
    );
    await remote.unmount();
  });

  it('landing3: the photo first, and similar members by gender and age that lead to their landers', async () => {
    const search = jest.fn(async (_input: { query?: SearchQuery }) => ({
      profiles: [aCard('42', 'Sanne', 34), aCard('7', 'Noor', 31), aCard('8', 'Iris', 36)],
      count: 3,
      page: 1,
      per_page: 7,
      pages: 1,
      similar: [],
      similar_count: 0,
    }));
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/members/42/landing3/vanavond?network=ads',
      api: [member, answer(endpoints.members.search, search)],
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Vanavond nog kennismaken met Sanne?',
      }),
    ).toBeInTheDocument();
    const similar = await screen.findByRole('region', { name: 'Meer leden zoals Sanne' });
    const links = within(similar).getAllByRole('link');
    // The member herself is not among her similar members.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/members/7/landing3?network=ads',
      '/members/8/landing3?network=ads',
    ]);
    expect(search).toHaveBeenCalledWith({
      query: { per_page: 7, network: 'ads', gender: 'female', min_age: 29, max_age: 39 },
    });
    await remote.unmount();
  });

  it('an unknown slug keeps the default copy; the classic lander has none', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/members/42/landing3/zomaar',
      api: [member, noSearch],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maak kennis met Sanne' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Meer leden/ })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('speaks the visitor language', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/members/42/landing2/chat',
      locale: 'de',
      api: [member, noSearch],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beginne ein Gespräch mit Sanne' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kostenlos mit Sanne chatten' })).not.toHaveLength(
      0,
    );
    expect(screen.getByText('Beziehung', { exact: false })).toBeInTheDocument();
    await remote.unmount();
  });
});
