import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type GiftsResponse } from '@dating/shared-contracts/api';
import { anApiError, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import { ComposerTools, type ComposerToolsProps } from '../index';
import { renderPart } from '../testing/render-part';

type Remote = Awaited<ReturnType<typeof renderPart>>;
let remote: Remote | null = null;
afterEach(async () => {
  await remote?.unmount();
  remote = null;
});

const CATALOGUE: GiftsResponse = {
  gifts: [
    { id: '1', slug: 'rose' },
    { id: '2', slug: 'teddy' },
  ],
  credits: 15,
};

async function renderTools(
  over: Partial<ComposerToolsProps> = {},
  api: readonly EndpointStub[] = [],
) {
  const props = {
    partnerName: 'Anna',
    photoCredits: 10,
    giftCredits: 15,
    disabled: false,
    onImage: jest.fn(),
    onGift: jest.fn(),
    onIcebreaker: jest.fn(),
    ...over,
  };
  remote = await renderPart(<ComposerTools {...props} />, { api });
  return props;
}

const file = (name: string, type: string, size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('composer tools', () => {
  it('names each button with what it costs', async () => {
    await renderTools();
    const tools = screen.getByRole('group', { name: 'Foto, cadeau of openingszin' });
    expect(
      within(tools)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Foto sturen (10 credits)', 'Cadeau sturen (15 credits)', 'Openingszinnen']);
  });

  it('passes a good image on and refuses another type or a too large file, calling nothing', async () => {
    const props = await renderTools();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Foto kiezen');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');

    await user.upload(input, file('scan.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dit bestand kan niet worden verstuurd. Kies een foto in JPEG, PNG, WebP of AVIF.',
    );
    await user.upload(input, file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Deze foto is te groot. Kies een foto van hoogstens 10 MB.',
    );
    expect(props.onImage).not.toHaveBeenCalled();

    const good = file('strand.webp', 'image/webp', 10 * 1024 * 1024);
    await user.upload(input, good);
    expect(props.onImage).toHaveBeenCalledWith(good);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the gift catalogue; choosing a gift sends it and closes', async () => {
    const props = await renderTools({}, [
      answer(endpoints.profileActions.gifts, async () => CATALOGUE),
    ]);
    const opener = screen.getByRole('button', { name: 'Cadeau sturen (15 credits)' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Kies een cadeau' });
    expect(dialog).toHaveTextContent('Een cadeau kost 15 credits.');
    const teddy = await within(dialog).findByRole('button', { name: 'Knuffelbeer, 15 credits' });
    expect(within(dialog).getByRole('button', { name: 'Roos, 15 credits' })).toBeInTheDocument();
    expect(teddy.querySelector('svg')).not.toBeNull();

    await userEvent.click(teddy);
    expect(props.onGift).toHaveBeenCalledWith('2', 'teddy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says when the catalogue did not load, and tries again', async () => {
    const gifts = jest
      .fn()
      .mockRejectedValueOnce(anApiError(500, 'internal'))
      .mockResolvedValueOnce(CATALOGUE);
    await renderTools({}, [answer(endpoints.profileActions.gifts, gifts)]);
    await userEvent.click(screen.getByRole('button', { name: 'Cadeau sturen (15 credits)' }));
    const dialog = screen.getByRole('dialog', { name: 'Kies een cadeau' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'De cadeaus konden niet worden geladen.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Roos, 15 credits' }),
    ).toBeInTheDocument();
  });

  it('offers eight openers, some with the partner name; one goes to the text field', async () => {
    const props = await renderTools();
    await userEvent.click(screen.getByRole('button', { name: 'Openingszinnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Openingszinnen' });
    const lines = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent !== 'Sluiten');
    expect(lines).toHaveLength(8);
    expect(lines.filter((line) => line.textContent?.includes('Anna')).length).toBeGreaterThan(1);

    await userEvent.click(lines[0]!);
    expect(props.onIcebreaker).toHaveBeenCalledWith(
      'Hoi Anna! Je profiel sprong eruit. Waar word jij blij van?',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes a dialog with Escape, giving the focus back', async () => {
    const props = await renderTools();
    const opener = screen.getByRole('button', { name: 'Openingszinnen' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(props.onIcebreaker).not.toHaveBeenCalled();
  });

  it('disables every tool while sending is not possible', async () => {
    await renderTools({ disabled: true });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
