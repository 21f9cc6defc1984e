import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { answer } from '@dating/shared-contracts/testing';
import { endpoints, type ProfileCard, type SearchResponse } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const card = (id: number): ProfileCard => ({
  id: String(id),
  name: `Member ${id}`,
  age: 30 + (id % 10),
  gender: 'female',
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  main_image: { url: `/media/${id}.jpg`, thumb_url: `/media/${id}-t.jpg` },
});

function pageOf(page: number): SearchResponse {
  const profiles = Array.from({ length: 3 }, (_, i) => card(page * 10 + i));
  return { profiles, count: 6, page, per_page: 3, pages: 2, similar: [], similar_count: 0 };
}

describe('member search', () => {
  it('lists members from the API and pages through them', async () => {
    const search = jest.fn(async ({ query }: { query?: { page?: number } }) =>
      pageOf(query?.page ?? 1),
    );
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/members',
      api: [answer(endpoints.members.search, search)],
    });

    const results = await screen.findByRole('list', { name: 'Zoekresultaten' });
    expect(within(results).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Member 10, 30/ })).toHaveAttribute(
      'href',
      '/members/10',
    );
    expect(screen.getByText('6 leden gevonden')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('link', { name: /Member 20/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(search).toHaveBeenCalledWith({ query: { page: 2, per_page: 24 } });
    await remote.unmount();
  });

  it('says so when members cannot be loaded', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/members',
      api: [answer(endpoints.members.search, () => Promise.reject(new Error('down')))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De leden konden niet worden geladen',
    );
    await remote.unmount();
  });
});
