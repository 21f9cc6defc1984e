import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, renderWithShell } from '../testing/render-with-shell';
import { ShellModals } from './shell-modals';

// A first visit does not load the modals' code: the first modal to open loads it.
it('shows a status a person can close while the modal code loads, then the modal', async () => {
  const { bus } = await renderWithShell(<ShellModals route={null} />, {
    session: fakeSession({}).store,
  });
  act(() => bus.emit({ type: 'modal/signup-requested' }));
  expect(screen.getByRole('status')).toHaveTextContent('Laden…');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => bus.emit({ type: 'modal/signup-requested' }));
  expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toHaveFocus();
  expect(screen.queryByText('Laden…')).not.toBeInTheDocument();
});
