import { addErrorTextsLater } from '@dating/shared-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteLifecycles } from '@dating/platform';
import { mountRemote } from '@dating/platform/testing';
import { endpoints, type OwnPhoto } from '@dating/shared-contracts/api';
import { anApiError, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import { ACCOUNT_NAMESPACE, loadAccountMessages } from '../../../lib/account-namespace';
import { aPhoto, photosServer } from '../testing/photo-fixtures';
import { PhotoManager } from './photo-manager';

const manager = createRemoteLifecycles({
  App: () => <PhotoManager />,
  namespace: ACCOUNT_NAMESPACE,
  emotionKey: 'account-test',
  errorTexts: addErrorTextsLater,
  loadMessages: loadAccountMessages,
});

let mounted: { unmount: () => Promise<void> } | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

async function mountManager(photos: OwnPhoto[], extra: EndpointStub[] = [], max = 3) {
  const server = photosServer(photos, max);
  const remote = await mountRemote(manager, {
    remote: 'mfe-account',
    api: [...extra, ...server.stubs],
  });
  mounted = remote;
  await screen.findByRole('heading', { name: "Foto's" });
  return { ...server, remote };
}

const jpeg = (name = 'zomer.jpg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const picker = () => screen.getByLabelText("Foto's kiezen");
// The browser's file picker honours `accept`; a drop does not: the manager checks itself.
const user = () => userEvent.setup({ applyAccept: false });
const card = (n: number) => screen.getAllByRole('listitem')[n - 1]!;

describe('the photo manager', () => {
  it('shows each photo with its state, the main badge and how many of the limit are used', async () => {
    await mountManager([
      aPhoto('1', { main: true }),
      aPhoto('2', { status: 'pending' }),
      aPhoto('3', { status: 'processing', url: null, thumb_url: null }),
      aPhoto('4', { status: 'rejected', url: null, thumb_url: null }),
    ]);
    expect(screen.getByText("3 van 3 foto's")).toBeInTheDocument();
    expect(within(card(1)).getByText('Hoofdfoto')).toBeInTheDocument();
    expect(within(card(1)).getByRole('img', { name: 'foto 1' })).toHaveAttribute(
      'src',
      '/media/u/7/1_t.jpg',
    );
    expect(within(card(2)).getByText('Wacht op goedkeuring')).toBeInTheDocument();
    expect(within(card(3)).getByRole('img', { name: 'foto 3' })).not.toHaveAttribute('src');
    expect(within(card(3)).getByText('Wordt verwerkt…')).toBeInTheDocument();
    expect(within(card(4)).getByText(/Afgekeurd/)).toBeInTheDocument();
    // Only an active photo can become the main one.
    expect(screen.queryByRole('button', { name: /Maak hoofdfoto/ })).toBeNull();
  });

  it('reads the list again while a photo is processing, until it is ready', async () => {
    const { state } = await mountManager([
      aPhoto('1', { status: 'processing', url: null, thumb_url: null }),
    ]);
    expect(screen.getByText('Wordt verwerkt…')).toBeInTheDocument();
    state.photos = [aPhoto('1', { main: true })];
    expect(await screen.findByText('Hoofdfoto', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'foto 1' })).toHaveAttribute(
      'src',
      '/media/u/7/1_t.jpg',
    );
    expect(screen.queryByText('Wordt verwerkt…')).toBeNull();
  });

  it('says so when there are no photos yet, with the Browse button to add one', async () => {
    await mountManager([]);
    expect(screen.getByText(/Je hebt nog geen foto's/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bladeren' })).toBeEnabled();
    expect(screen.getByText("0 van 3 foto's")).toBeInTheDocument();
  });

  it('uploads the chosen files as multipart, and shows them processing', async () => {
    const { uploadedNames } = await mountManager([]);
    await user().upload(picker(), [jpeg('a.jpg'), jpeg('b.jpg')]);

    expect(await screen.findByText("2 foto's geüpload. We maken ze nu klaar.")).toBeInTheDocument();
    expect(uploadedNames()).toEqual(['a.jpg', 'b.jpg']);
    await waitFor(() => expect(screen.getAllByText('Wordt verwerkt…')).toHaveLength(2));
    expect(screen.getByText("2 van 3 foto's")).toBeInTheDocument();
  });

  it('refuses another type and a file over 10 MB before uploading, and says why', async () => {
    const upload = jest.fn(async () => ({ photo: aPhoto('9') }));
    await mountManager([], [answer(endpoints.photos.upload, upload)]);
    const gif = new File(['GIF89a'], 'dans.gif', { type: 'image/gif' });
    const huge = jpeg('groot.jpg', 10 * 1024 * 1024 + 1);
    await user().upload(picker(), [gif, huge]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('dans.gif: dit is geen JPEG-, PNG-, WebP- of HEIC-foto.');
    expect(alert).toHaveTextContent('groot.jpg: deze foto is groter dan 10 MB.');
    expect(upload).toHaveBeenCalledTimes(0);
  });

  it('takes photos dropped on the drop zone, HEIC without a type too', async () => {
    const { uploadedNames } = await mountManager([]);
    const heic = new File([new Uint8Array(100)], 'IMG_0001.HEIC', { type: '' });
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [heic] } });
    expect(await screen.findByText('Foto geüpload. We maken hem nu klaar.')).toBeInTheDocument();
    expect(uploadedNames()).toEqual(['IMG_0001.HEIC']);
  });

  it('sends no photo beyond the limit, and shows the limit message', async () => {
    const upload = jest.fn(async () => ({ photo: aPhoto('9') }));
    await mountManager(
      [aPhoto('1', { main: true }), aPhoto('2')],
      [answer(endpoints.photos.upload, upload)],
    );
    await user().upload(picker(), [jpeg('drie.jpg'), jpeg('vier.jpg')]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "vier.jpg: Je kunt maximaal 3 foto's hebben. Verwijder een foto of word premium om meer toe te voegen.",
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal of a file in the member’s language', async () => {
    const upload = answer(endpoints.photos.upload, async () => {
      throw anApiError(400, 'invalid_image');
    });
    await mountManager([], [upload]);
    await user().upload(picker(), [jpeg('tekst.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'tekst.jpg: Dit bestand is geen bruikbare foto.',
    );
  });

  it('makes another photo the main one and says so', async () => {
    const { arrange } = await mountManager([aPhoto('1', { main: true }), aPhoto('2')]);
    await userEvent.click(screen.getByRole('button', { name: 'Maak hoofdfoto (foto 2)' }));

    expect(await screen.findByText('Dit is nu je hoofdfoto.')).toBeInTheDocument();
    expect(arrange).toHaveBeenCalledWith({ body: { main: '2' } });
    expect(within(card(2)).getByText('Hoofdfoto')).toBeInTheDocument();
    expect(within(card(1)).queryByText('Hoofdfoto')).toBeNull();
  });

  it('moves a photo later by keyboard, keeping the focus on it', async () => {
    const { arrange } = await mountManager([aPhoto('1', { main: true }), aPhoto('2'), aPhoto('3')]);
    screen.getByRole('button', { name: 'Naar achteren (foto 2)' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Foto verplaatst naar plaats 3.')).toBeInTheDocument();
    expect(arrange).toHaveBeenCalledWith({ body: { order: ['1', '3', '2'] } });
    // The moved photo is last now: "later" is off, so the focus went to "earlier" of it.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Naar voren (foto 3)'));
    expect(within(card(3)).getByRole('img', { name: 'foto 3' })).toHaveAttribute(
      'src',
      '/media/u/7/2_t.jpg',
    );
  });

  it('reorders by dragging a photo onto another one’s place', async () => {
    const { arrange } = await mountManager([aPhoto('1', { main: true }), aPhoto('2'), aPhoto('3')]);
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      get types() {
        return [...carried.keys()];
      },
      effectAllowed: 'all',
      files: [],
    };
    fireEvent.dragStart(card(3), { dataTransfer });
    fireEvent.dragOver(card(1), { dataTransfer });
    fireEvent.drop(card(1), { dataTransfer });

    expect(await screen.findByText('Foto verplaatst naar plaats 1.')).toBeInTheDocument();
    expect(arrange).toHaveBeenCalledWith({ body: { order: ['3', '1', '2'] } });
    expect(within(card(1)).getByRole('img', { name: 'foto 1' })).toHaveAttribute(
      'src',
      '/media/u/7/3_t.jpg',
    );
  });

  it('deletes a photo only after confirmation', async () => {
    const { remove } = await mountManager([aPhoto('1', { main: true }), aPhoto('2')]);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen (foto 2)' }));
    const question = screen.getByRole('group', { name: 'Foto 2 verwijderen?' });
    expect(within(question).getByRole('button', { name: 'Ja, verwijderen' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verwijderen (foto 2)' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen (foto 2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, verwijderen' }));
    expect(await screen.findByText('Foto verwijderd.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith({ query: { id: '2' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText("1 van 3 foto's")).toBeInTheDocument();
  });

  it('offers to try again when the photos cannot be loaded', async () => {
    let fail = true;
    const list = answer(endpoints.photos.list, async () => {
      if (fail) throw anApiError(503, 'service_unavailable');
      return { photos: [aPhoto('1', { main: true })], max: 3 };
    });
    const remote = await mountRemote(manager, { remote: 'mfe-account', api: [list] });
    mounted = remote;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Je foto's konden niet worden geladen.",
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Hoofdfoto')).toBeInTheDocument();
  });
});
