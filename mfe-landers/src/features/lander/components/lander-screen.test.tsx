import { screen, within } from '@testing-library/react';
import { createQueryClient } from '@dating/platform';
import { mountRemote } from '@dating/platform/testing';
import { answer } from '@dating/shared-contracts/testing';
import {
  endpointKey,
  endpoints,
  type ProfileCard,
  type SearchResponse,
} from '@dating/shared-contracts/api';
import * as app from '../../../app';

const card = (id: number): ProfileCard => ({
  id: String(id),
  name: `Lid ${id}`,
  age: 25 + id,
  gender: 'female',
  city: 'Zwolle',
  region: null,
  country: 'NL',
  main_image: { url: `/media/${id}.jpg`, thumb_url: `/media/${id}-t.jpg` },
});

const page = (profiles: ProfileCard[]): SearchResponse => ({
  profiles,
  count: profiles.length,
  page: 1,
  per_page: 12,
  pages: 1,
  similar: [],
  similar_count: 0,
});

describe('lander', () => {
  it('shows the variant headline, a wall of member photos and a signup call to action', async () => {
    const members = Array.from({ length: 12 }, (_, i) => card(i + 1));
    const get = jest.fn(async () => page(members));
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/alonetonight/zomer?network=ads&sub1=x',
      api: [answer(endpoints.members.search, get)],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vanavond alleen?' }),
    ).toBeInTheDocument();
    const wall = await screen.findByRole('list', { name: 'Leden op deze site' });
    expect(within(wall).getAllByRole('img')).toHaveLength(12);
    expect(within(wall).getByRole('img', { name: 'Lid 1, 26' })).toHaveAttribute(
      'src',
      '/media/1-t.jpg',
    );
    expect(screen.getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute(
      'href',
      '/signup?network=ads&sub1=x',
    );
    expect(screen.getByText(/Discreet en veilig/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith({ query: { per_page: 12 } });
    await remote.unmount();
  });

  it('shows members another area of the page already fetched, without asking the API again', async () => {
    const queryClient = createQueryClient();
    // The same call, made earlier by another remote: the page has one query cache.
    queryClient.setQueryData(
      endpointKey(endpoints.members.search, { per_page: 12 }),
      page([card(1), card(2)]),
    );
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/gallery',
      queryClient,
    });

    const wall = await screen.findByRole('list', { name: 'Leden op deze site' });
    expect(within(wall).getAllByRole('img')).toHaveLength(2);
    await remote.unmount();
  });

  it('still offers signup when the members cannot be loaded', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/tinderswipe',
      api: [answer(endpoints.members.search, () => Promise.reject(new Error('down')))],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swipe, match, chat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('answers an unknown variant with its own not-found page and a link home', async () => {
    const get = jest.fn();
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/bestaatniet',
      api: [answer(endpoints.members.search, get)],
    });

    expect(
      await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
    expect(get).not.toHaveBeenCalled();
    await remote.unmount();
  });
});
