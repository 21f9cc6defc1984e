import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

// jsdom has no showModal: these stand in for the browser's, so the test sees it is used.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});
afterAll(() => {
  const prototype = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  delete prototype.showModal;
  delete prototype.close;
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Openen
      </button>
      {open && (
        <ModalDialog onClose={() => setOpen(false)}>
          {(titleId) => (
            <>
              <h2 id={titleId}>Weet je het zeker?</h2>
              <button type="button">Eerste</button>
              <button type="button" data-autofocus>
                Tweede
              </button>
            </>
          )}
        </ModalDialog>
      )}
    </>
  );
}

describe('modal dialog', () => {
  it('opens as a native modal with the focus inside, and gives the focus back on Escape', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Openen' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Weet je het zeker?' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Tweede' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(close).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on one inside', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Eerste' }));
    expect(dialog).toBeInTheDocument();
    // The backdrop's clicks land on the dialog element itself.
    fireEvent.click(dialog);
    expect(dialog).not.toBeInTheDocument();
  });

  it('closes on the browser cancel event (Escape handled by the browser)', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog).not.toBeInTheDocument();
  });
});
