import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBERS, openLander, searchFinds, openWithoutMembers } from './block-test-kit';

describe('gallery: members in a row that scrolls sideways', () => {
  it('is a labelled region the keyboard reaches and moves with the next and previous buttons', async () => {
    const user = userEvent.setup();
    const search = searchFinds(MEMBERS);
    const remote = await openLander('/landers/gallery', [search.stub]);

    const gallery = await screen.findByRole('region', { name: 'Ledengalerij' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(3);
    expect(within(gallery).getByText('Anna')).toBeInTheDocument();
    expect(within(gallery).getByText('34 · Utrecht')).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Vorige leden' });
    const next = screen.getByRole('button', { name: 'Volgende leden' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    // Tab order: the hero's call to action, previous, next, then the region itself.
    await user.tab();
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })[0]).toHaveFocus();
    await user.tab();
    expect(previous).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(gallery.scrollLeft).toBeGreaterThan(0);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    await user.click(previous);
    expect(gallery.scrollLeft).toBe(0);
    await user.tab();
    await user.tab();
    expect(gallery).toHaveFocus();
    await remote.unmount();
  });

  it('is left out when the search fails, and the hero still sells', async () => {
    const remote = await openWithoutMembers('/landers/gallery', 'Bekijk wie er online is');
    expect(screen.queryByRole('region', { name: 'Ledengalerij' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende leden' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })).toHaveLength(2);
    await remote.unmount();
  });
});
