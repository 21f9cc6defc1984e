import { screen, within } from '@testing-library/react';
import { MEMBERS, openLander, searchFinds, openWithoutMembers } from './block-test-kit';

describe('alonetonight: night hero and members online', () => {
  it('counts the singles, shows who was online last and keeps the traffic source', async () => {
    const search = searchFinds(MEMBERS, 1234);
    const remote = await openLander('/landers/alonetonight?network=ads&sub1=x', [search.stub]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vanavond alleen?' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1.234 singles bij jou in de buurt')).toBeInTheDocument();
    const online = screen.getByRole('list', { name: 'Onlangs online bij jou in de buurt' });
    const cards = within(online).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Anna34 · Utrecht',
      'Bea29 · Gouda',
      'Carla41 jaar',
    ]);
    const photo = cards[0]!.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/media/p/1_t.jpg');
    expect(photo).toHaveAttribute('width', '200');
    expect(photo).toHaveAttribute('height', '200');
    for (const cta of screen.getAllByRole('link', { name: 'Meld je gratis aan' }))
      expect(cta).toHaveAttribute('href', '/signup?network=ads&sub1=x');
    expect(screen.getByText('Gratis aanmelden · Discreet en veilig · Jouw privacy voorop'));
    await remote.unmount();
  });

  it('still sells when the search fails: no count and no members, the call to action stays', async () => {
    const remote = await openWithoutMembers('/landers/alonetonight', 'Vanavond alleen?');
    expect(screen.queryByText(/\d singles bij jou in de buurt/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('searches the audience of the slug, with its own headline', async () => {
    const search = searchFinds(MEMBERS);
    const remote = await openLander('/landers/alonetonight/vrouwen', [search.stub]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vanavond alleen? Zij ook.' }),
    ).toBeInTheDocument();
    await screen.findByText('Anna');
    expect(search.asked).toEqual([{ gender: 'female', per_page: 12 }]);
    await remote.unmount();
  });
});
