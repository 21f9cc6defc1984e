import { screen } from '@testing-library/react';
import { endpoints } from '@dating/shared-contracts/api';
import type { StrictApiClient } from '@dating/shared-contracts/testing';
import { mountLander, searchFinds } from '../testing/lander-test-kit';

describe('the slugs of the feed and video landers', () => {
  it.each([
    ['/landers/socialnetwork/50plus', 'Nieuwe connecties na je 50e'],
    ['/landers/video/vrouwen', 'Ontmoet vrouwen bij jou in de buurt'],
    ['/landers/transitionsvideolanding/mannen', 'Ontmoet mannen die ook op zoek zijn'],
  ])('%s has its own headline', async (path, headline) => {
    const remote = await mountLander(path, [searchFinds(11)]);
    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    await remote.unmount();
  });

  it('shows the members of the slug’s audience in the feed', async () => {
    const remote = await mountLander('/landers/socialnetwork/50plus', [searchFinds(11)]);
    await screen.findByRole('region', { name: 'Berichten van leden' });
    const { calls } = remote.props.api as StrictApiClient;
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: endpoints.members.search.path,
        query: expect.objectContaining({ min_age: 50 }),
      }),
    );
    await remote.unmount();
  });
});
