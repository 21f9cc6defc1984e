import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@dating/shared-contracts/api';
import { MessageContent } from '../index';
import { renderPart } from '../testing/render-part';

type Remote = Awaited<ReturnType<typeof renderPart>>;
let remote: Remote | null = null;
afterEach(async () => {
  await remote?.unmount();
  remote = null;
});

const message = (over: Partial<Message>): Message => ({
  id: '1',
  kind: 'image',
  body: null,
  image_url: null,
  image_thumb_url: null,
  image_status: 'processing',
  gift: null,
  from_me: true,
  nonce: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

const ready = (over: Partial<Message>) =>
  message({
    image_status: 'ready',
    image_url: '/media/chat/full.jpg',
    image_thumb_url: '/media/chat/thumb.jpg',
    ...over,
  });

const show = async (
  shown: Message,
  partnerName?: string,
  extra: { imagesShown?: boolean; onReport?: () => void } = {},
) => {
  remote = await renderPart(
    <MessageContent message={shown} partnerName={partnerName} {...extra} />,
  );
};

describe('message content', () => {
  it('says an image is being processed', async () => {
    await show(message({ image_status: 'processing' }));
    expect(screen.getByRole('status')).toHaveTextContent('Foto wordt verwerkt…');
  });

  it('tells the sender a failed image was refunded, and the recipient only that it is missing', async () => {
    await show(message({ id: 'f1', image_status: 'failed', from_me: true }));
    expect(
      screen.getByText('Foto kon niet worden verwerkt, je credits zijn teruggestort'),
    ).toBeInTheDocument();
    await remote?.unmount();

    await show(message({ id: 'f2', image_status: 'failed', from_me: false }));
    expect(screen.getByText('Foto niet beschikbaar')).toBeInTheDocument();
    expect(screen.queryByText(/credits/)).not.toBeInTheDocument();
  });

  it('shows the sender their own image at once; it opens full size in a dialog', async () => {
    await show(ready({ id: 's1', from_me: true }));
    expect(screen.queryByRole('button', { name: 'Tonen' })).not.toBeInTheDocument();
    const thumb = screen.getByRole('button', { name: 'Foto groot bekijken' });
    expect(within(thumb).getByRole('img', { name: 'Jouw foto' })).toHaveAttribute(
      'src',
      '/media/chat/thumb.jpg',
    );

    await userEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Jouw foto' });
    expect(within(dialog).getByRole('img', { name: 'Jouw foto' })).toHaveAttribute(
      'src',
      '/media/chat/full.jpg',
    );
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('shows the server’s blurred preview of a received image, with Tonen and Melden', async () => {
    const report = jest.fn();
    await show(
      ready({ id: 'p1', from_me: false, image_blur_url: '/media/chat/blur.jpg' }),
      'Anna',
      {
        onReport: report,
      },
    );
    expect(screen.getByText('Deze foto is vervaagd tot je hem wilt zien.')).toBeInTheDocument();
    // Only the preview is loaded: the picture itself is not in the page until chosen.
    const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/media/chat/blur.jpg']);
    await userEvent.click(screen.getByRole('button', { name: 'Melden' }));
    expect(report).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tonen' }));
    expect(screen.getByRole('img', { name: 'Ontvangen foto' })).toHaveAttribute(
      'src',
      '/media/chat/thumb.jpg',
    );
  });

  it('shows a match’s image at once when the member chose so', async () => {
    await show(
      ready({ id: 'm1', from_me: false, image_blur_url: '/media/chat/blur.jpg' }),
      'Anna',
      {
        imagesShown: true,
      },
    );
    expect(screen.queryByRole('button', { name: 'Tonen' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ontvangen foto' })).toBeInTheDocument();
  });

  it('blurs a received image until tapped, and remembers the tap for the page', async () => {
    await show(ready({ id: 'r1', from_me: false }));
    const cover = screen.getByRole('button', { name: 'Tonen' });
    expect(screen.queryByRole('button', { name: 'Foto groot bekijken' })).not.toBeInTheDocument();
    const blurredImage = cover.closest('span')?.parentElement?.querySelector('img');
    expect(blurredImage).toHaveAttribute('alt', '');
    expect(getComputedStyle(blurredImage!).filter).toBe('blur(24px)');

    await userEvent.click(cover);
    const thumb = screen.getByRole('button', { name: 'Foto groot bekijken' });
    expect(
      getComputedStyle(within(thumb).getByRole('img', { name: 'Ontvangen foto' })).filter,
    ).toBe('');
    await remote?.unmount();

    // The same message drawn again (scrolled away and back): still revealed; another is not.
    await show(ready({ id: 'r1', from_me: false }));
    expect(screen.getByRole('button', { name: 'Foto groot bekijken' })).toBeInTheDocument();
    await remote?.unmount();
    await show(ready({ id: 'r2', from_me: false }));
    expect(screen.getByRole('button', { name: 'Tonen' })).toBeInTheDocument();
  });

  it('shows a sent gift with its icon and translated name', async () => {
    await show(message({ kind: 'gift', gift: 'rose', image_status: null, from_me: true }));
    const gift = screen.getByText('Je stuurde een cadeau: Roos');
    expect(gift.parentElement?.querySelector('svg')).not.toBeNull();
  });

  it('names the giver of a received gift', async () => {
    await show(
      message({ kind: 'gift', gift: 'teddy', image_status: null, from_me: false }),
      'Anna',
    );
    expect(screen.getByText('Anna stuurde je een cadeau: Knuffelbeer')).toBeInTheDocument();
  });

  it('shows a text message as plain text, never as HTML', async () => {
    await show(message({ kind: 'text', body: '<b>Hoi</b>\nhoe gaat het?', image_status: null }));
    expect(screen.getByText(/<b>Hoi<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});
