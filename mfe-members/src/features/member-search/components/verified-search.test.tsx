import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, answer } from '@dating/shared-contracts/testing';
import { endpoints, type SearchQuery } from '@dating/shared-contracts/api';
import * as app from '../../../app';
import { REGIONS, aCard, aPage, aSiteSettings } from '../test-fixtures';

describe('verified members in the search', () => {
  it('marks a verified member’s card, and finds only verified members when asked', async () => {
    const search = jest.fn(async ({ query }: { query?: SearchQuery }) =>
      aPage(1, {
        profiles: query?.verified_only
          ? [aCard(11, { verified: true })]
          : [aCard(10), aCard(11, { verified: true })],
      }),
    );
    const remote = await mountRemote(app, {
      remote: 'mfe-members',
      path: '/members',
      user: aSessionUser(),
      settings: aSiteSettings(),
      api: [
        answer(endpoints.members.search, search),
        answer(endpoints.site.regions, async () => ({ regions: REGIONS })),
      ],
    });
    const results = await screen.findByRole('list', { name: 'Zoekresultaten' });
    const verified = within(results).getByRole('link', { name: /Member 11/ });
    expect(await within(verified).findByRole('img', { name: 'Geverifieerd' })).toBeVisible();
    expect(
      within(within(results).getByRole('link', { name: /Member 10/ })).queryByRole('img', {
        name: 'Geverifieerd',
      }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('search', { name: 'Zoekfilters' });
    await userEvent.click(
      await within(form).findByRole('checkbox', { name: 'Alleen geverifieerd' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findAllByRole('link', { name: /Member 11/ })).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('verified_only')).toBe('true');
    expect(search.mock.lastCall![0].query).toMatchObject({ verified_only: true });
    await remote.unmount();
  });
});
