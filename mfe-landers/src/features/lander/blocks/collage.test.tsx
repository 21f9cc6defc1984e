import { screen, within } from '@testing-library/react';
import { MEMBERS, openLander, searchFinds, openWithoutMembers } from './block-test-kit';

describe('collagelanding: the photo collage', () => {
  it('puts the members around the headline card, each photo sized and named', async () => {
    const search = searchFinds(MEMBERS);
    const remote = await openLander('/landers/collagelanding?network=x&sub1=y', [search.stub]);

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Zoveel leuke singles',
    });
    const card = heading.parentElement!;
    expect(within(card).getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute(
      'href',
      '/signup?network=x&sub1=y',
    );
    const photos = await screen.findAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Anna, 34',
      'Bea, 29',
      'Carla, 41',
    ]);
    for (const photo of photos) {
      expect(photo).toHaveAttribute('width', '200');
      expect(photo).toHaveAttribute('height', '200');
    }
    expect(screen.getByRole('list', { name: 'Leden op deze site' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('keeps the headline card and its call to action when the search fails', async () => {
    const remote = await openWithoutMembers('/landers/collagelanding', 'Zoveel leuke singles');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('shows singles of 50 and over on its 50plus slug', async () => {
    const search = searchFinds(MEMBERS);
    const remote = await openLander('/landers/collagelanding/50plus', [search.stub]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verliefd worden kent geen leeftijd' }),
    ).toBeInTheDocument();
    await screen.findAllByRole('img');
    expect(search.asked).toEqual([{ min_age: 50, per_page: 12 }]);
    await remote.unmount();
  });
});
