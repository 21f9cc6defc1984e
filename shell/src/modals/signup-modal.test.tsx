import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, renderWithShell } from '../testing/render-with-shell';
import { SignupModal } from './signup-modal';

const NAME = { name: 'Gratis aanmelden' };

it('cannot be closed by Escape or the backdrop while signup is in progress', async () => {
  const onClose = jest.fn();
  await renderWithShell(<SignupModal onClose={onClose} inProgress />, {
    session: fakeSession({}).store,
  });
  const dialog = screen.getByRole('dialog', NAME);
  await userEvent.keyboard('{Escape}');
  fireEvent.click(screen.getByTestId('dialog-backdrop'));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
});

it('closes by Escape, the backdrop or its close icon otherwise', async () => {
  const onClose = jest.fn();
  await renderWithShell(<SignupModal onClose={onClose} />, { session: fakeSession({}).store });
  await userEvent.keyboard('{Escape}');
  fireEvent.click(screen.getByTestId('dialog-backdrop'));
  fireEvent.click(screen.getByRole('dialog', NAME));
  await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
  expect(onClose).toHaveBeenCalledTimes(3);
});
