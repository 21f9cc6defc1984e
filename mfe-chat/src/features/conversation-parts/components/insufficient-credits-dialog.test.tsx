import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InsufficientCreditsDialog } from '../index';
import { renderPart } from '../testing/render-part';

type Remote = Awaited<ReturnType<typeof renderPart>>;
let remote: Remote | null = null;
afterEach(async () => {
  await remote?.unmount();
  remote = null;
});

describe('insufficient credits', () => {
  it('says what is needed and buys credits that return to the chat', async () => {
    const onClose = jest.fn();
    remote = await renderPart(
      <InsufficientCreditsDialog open onClose={onClose} needed={5} returnTo="/chats/5?x=1" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Niet genoeg credits' });
    expect(dialog).toHaveTextContent('Je hebt 5 credits nodig om dit te versturen.');
    const buy = within(dialog).getByRole('link', { name: 'Credits kopen' });
    expect(buy).toHaveAttribute('href', '/credits?return_to=%2Fchats%2F5%3Fx%3D1');
    expect(buy).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while closed', async () => {
    remote = await renderPart(
      <InsufficientCreditsDialog open={false} onClose={jest.fn()} needed={5} returnTo="/chats/5" />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
