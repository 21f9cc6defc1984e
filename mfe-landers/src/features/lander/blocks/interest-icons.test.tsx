import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { endpoints } from '@dating/shared-contracts/api';
import { openLander } from './block-test-kit';

const INTERESTS = Array.from({ length: 20 }, (_, index) => ({
  id: String(index + 1),
  slug: index === 0 ? 'travel' : index === 1 ? 'cooking' : `hobby-${index}`,
  name: index === 0 ? 'Reizen' : index === 1 ? 'Koken' : `Hobby ${index}`,
  icon: 'dot',
}));
const interests = answer(endpoints.site.interests, async () => ({ interests: INTERESTS }));

describe('iconslanding: interest icons', () => {
  it('presses icons by keyboard and counts them in the call to action', async () => {
    const user = userEvent.setup();
    const remote = await openLander('/landers/iconslanding?network=x', [interests]);

    const group = await screen.findByRole('group', { name: 'Interesses' });
    const travel = await within(group).findByRole('button', { name: 'Reizen' });
    expect(within(group).getAllByRole('button')).toHaveLength(18);
    expect(travel).toHaveAttribute('aria-pressed', 'false');

    travel.focus();
    await user.keyboard('{Enter}');
    expect(travel).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(within(group).getByRole('button', { name: 'Koken' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('link', { name: 'Meld je gratis aan · 2 interesses' })).toHaveAttribute(
      'href',
      '/signup?network=x',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 interesses gekozen');

    await user.click(travel);
    expect(travel).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Meld je gratis aan · 1 interesse' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Toon alle interesses (20)' }));
    expect(within(group).getAllByRole('button')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /Toon alle/ })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('keeps the headline and the call to action when the interests do not load', async () => {
    let fail = () => {};
    const failing = answer(
      endpoints.site.interests,
      () => new Promise((_, reject) => (fail = () => reject(anApiError(500, 'internal_error')))),
    );
    const remote = await openLander('/landers/iconslanding', [failing]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vind iemand die bij je past' }),
    ).toBeInTheDocument();
    // The icons' place is kept while they load, and given up once they failed.
    expect(screen.getByRole('group', { name: 'Interesses' })).toHaveAttribute('aria-busy', 'true');
    act(() => fail());
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Interesses' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })).toHaveLength(2);
    await remote.unmount();
  });
});
