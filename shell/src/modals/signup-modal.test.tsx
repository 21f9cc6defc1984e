import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ParcelLifecycles, SignupParcelProps } from '@dating/shared-contracts';
import type { ParcelLoader } from '../remotes/federation-loader';
import { ShellContext, useShell } from '../shell-context';
import { fakeSession, renderWithShell } from '../testing/render-with-shell';
import { SignupModal } from './signup-modal';

const NAME = { name: 'Gratis aanmelden' };

/** A stand-in for mfe-account's signup parcel that records how the modal drives it. */
function fakeSignupParcel() {
  let mounted: SignupParcelProps | null = null;
  const parcel: ParcelLifecycles<SignupParcelProps> = {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props) => {
      mounted = props;
      props.domElement.innerHTML = '<label>E-mailadres <input type="email"></label>';
    }),
    update: jest.fn(async () => undefined),
    unmount: jest.fn(async (props) => {
      mounted = null;
      props.domElement.innerHTML = '';
    }),
  };
  const progress = (inProgress: boolean) => act(() => mounted?.onProgress(inProgress));
  return { parcel, progress, props: () => mounted };
}

function WithParcels({ parcels, children }: { parcels: ParcelLoader; children: ReactNode }) {
  const shell = useShell();
  return <ShellContext.Provider value={{ ...shell, parcels }}>{children}</ShellContext.Provider>;
}

async function renderModal(load: ParcelLoader['loadParcel']) {
  const onClose = jest.fn();
  const loadParcel = jest.fn(load);
  const view = await renderWithShell(
    <WithParcels parcels={{ loadParcel }}>
      <SignupModal onClose={onClose} />
    </WithParcels>,
    { session: fakeSession({}).store },
  );
  return { ...view, onClose, loadParcel };
}

const closeByEscapeAndBackdrop = async () => {
  await userEvent.keyboard('{Escape}');
  fireEvent.click(screen.getByTestId('dialog-backdrop'));
};

describe('signup modal with the signup parcel', () => {
  it('loads the form of mfe-account, showing that it loads meanwhile', async () => {
    const fake = fakeSignupParcel();
    let release: () => void = () => undefined;
    const { loadParcel } = await renderModal(
      () => new Promise((resolve) => (release = () => resolve(fake.parcel as never))),
    );

    expect(screen.getByRole('status')).toHaveTextContent('Laden…');
    expect(loadParcel).toHaveBeenCalledWith('mfe-account', 'signup-parcel');
    await act(async () => release());

    expect(await screen.findByLabelText('E-mailadres')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fake.props()).toMatchObject({ bus: expect.anything(), api: expect.anything() });
    expect(fake.props()?.session.user$).toBeDefined();
    expect(fake.props()?.i18n.language).toBe('nl');
  });

  it('closes by Escape, the backdrop or its close icon while idle', async () => {
    const fake = fakeSignupParcel();
    const { onClose } = await renderModal(async () => fake.parcel as never);
    await screen.findByLabelText('E-mailadres');

    await closeByEscapeAndBackdrop();
    fireEvent.click(screen.getByRole('dialog', NAME));
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('cannot be closed by Escape or the backdrop while signup is in progress', async () => {
    const fake = fakeSignupParcel();
    const { onClose } = await renderModal(async () => fake.parcel as never);
    await screen.findByLabelText('E-mailadres');

    fake.progress(true);
    await closeByEscapeAndBackdrop();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', NAME)).toBeInTheDocument();

    // A refused signup ends the progress: the member may leave again.
    fake.progress(false);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('unmounts the parcel when the modal closes', async () => {
    const fake = fakeSignupParcel();
    const { unmount } = await renderModal(async () => fake.parcel as never);
    await screen.findByLabelText('E-mailadres');

    unmount();
    await waitFor(() => expect(fake.parcel.unmount).toHaveBeenCalledTimes(1));
  });

  it('links to the signup page when mfe-account is down', async () => {
    const logged = expectConsoleError('[remote mfe-account] signup-parcel failed:');
    await renderModal(() => Promise.reject(new Error('RUNTIME-003')));

    expect(await screen.findByRole('link', { name: 'Naar aanmelden' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('dialog', NAME)).toHaveTextContent('aanmeldpagina');
    expect(logged).toEqual([['[remote mfe-account] signup-parcel failed:', expect.any(Error)]]);
  });
});
