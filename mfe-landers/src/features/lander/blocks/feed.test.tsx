import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountLander, searchFails, searchFinds } from '../testing/lander-test-kit';

const PATH = '/landers/socialnetwork?network=x&sub1=y';

describe('the feed (socialnetwork)', () => {
  it("shows members' posts whose like and comment buttons lead to the signup, saying so", async () => {
    const user = userEvent.setup();
    const remote = await mountLander(PATH, [searchFinds(11)]);
    const feed = await screen.findByRole('region', { name: 'Berichten van leden' });
    const posts = within(feed).getAllByRole('article');
    expect(posts).toHaveLength(6);
    const sanne = within(feed).getByRole('article', { name: 'Bericht van Sanne' });
    expect(within(sanne).getByRole('heading', { name: 'Sanne, 25' })).toBeInTheDocument();
    expect(within(sanne).getByText('Utrecht')).toBeInTheDocument();
    expect(within(sanne).getByRole('img', { name: 'Foto van Sanne' })).toHaveAttribute('width');

    const like = within(sanne).getByRole('link', {
      name: /^Leuk \(\d+\): meld je gratis aan om Sanne te liken$/,
    });
    expect(like).toHaveAttribute('href', '/signup?network=x&sub1=y');
    const comment = within(sanne).getByRole('link', {
      name: /^Reageer \(\d+\): meld je gratis aan om Sanne te antwoorden$/,
    });
    await user.click(comment);
    expect(window.location.pathname).toBe('/signup');
    expect(window.location.search).toBe('?network=x&sub1=y');
    await remote.unmount();
  });

  it('lists the members after the posts as people you may know, each a way to sign up', async () => {
    const remote = await mountLander(PATH, [searchFinds(11)]);
    // Drawn from the large breakpoint up, and jsdom knows no width (the e2e journey sees it).
    const hidden = { hidden: true };
    const title = await screen.findByRole('heading', {
      name: 'Mensen die je misschien kent',
      ...hidden,
    });
    const aside = title.closest('aside')!;
    const add = within(aside).getAllByRole('link', { name: /^Toevoegen: meld je/, ...hidden });
    expect(add).toHaveLength(5);
    const anna = within(aside).getByRole('link', {
      name: 'Toevoegen: meld je gratis aan om Anna te leren kennen',
      ...hidden,
    });
    expect(anna).toHaveAttribute('href', '/signup?network=x&sub1=y');
    await remote.unmount();
  });

  it('opens with the headline and the call to action, and keeps them when the search fails', async () => {
    const remote = await mountLander(PATH, [searchFails]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maak nieuwe connecties' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })[0]).toHaveAttribute(
      'href',
      '/signup?network=x&sub1=y',
    );
    expect(screen.queryByRole('region', { name: 'Berichten van leden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { hidden: true })).not.toBeInTheDocument();
    await remote.unmount();
  });
});
