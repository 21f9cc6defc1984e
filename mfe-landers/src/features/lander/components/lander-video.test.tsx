import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountLander, preferReducedMotion, searchFinds } from '../testing/lander-test-kit';

/** Counts the calls of the media elements' play() and pause() (jest/media-playback.ts). */
function watchPlayback() {
  const proto = HTMLMediaElement.prototype;
  return { pause: jest.spyOn(proto, 'pause'), play: jest.spyOn(proto, 'play') };
}

const video = (name: string) => screen.getByLabelText(name, { selector: 'video' });

describe('the lander videos', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the hero video with its poster, size and a text alternative, the call to action over it', async () => {
    watchPlayback();
    const remote = await mountLander('/landers/video?network=x&sub1=y', [searchFinds(12)]);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Zien, klikken, chatten',
    });
    const element = video('Video: een avond uit in de stad');
    expect(element).toHaveAttribute('poster', expect.stringMatching(/\S/));
    expect(element).toHaveAttribute('width', '1280');
    expect(element).toHaveAttribute('height', '720');
    // The page starts it (below); the server's paint only shows its poster.
    expect(element).toHaveAttribute('preload', 'none');
    expect(element).not.toHaveAttribute('autoplay');
    expect(element).toHaveProperty('muted', true);
    expect(element).toHaveProperty('loop', true);
    expect(element).toHaveAccessibleDescription(/Een stad bij nacht/);
    expect(element.querySelectorAll('source')).toHaveLength(2);
    expect(heading.closest('section')).toContainElement(element);
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })[0]).toHaveAttribute(
      'href',
      '/signup?network=x&sub1=y',
    );
    await remote.unmount();
  });

  it('pauses and plays again with its button', async () => {
    const user = userEvent.setup();
    const { pause, play } = watchPlayback();
    const remote = await mountLander('/landers/video', [searchFinds(12)]);
    await user.click(await screen.findByRole('button', { name: 'Video pauzeren' }));
    expect(pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Video afspelen' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Video pauzeren' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('stands still when the visitor asks for less motion, with a button to play it', async () => {
    const restore = preferReducedMotion(true);
    const { pause, play } = watchPlayback();
    const remote = await mountLander('/landers/transitionsvideolanding', []);
    expect(await screen.findByRole('button', { name: 'Video afspelen' })).toBeInTheDocument();
    expect(pause).toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    expect(video('Video: leden in beeld')).toHaveAccessibleDescription(/Foto's van vijf leden/);
    await remote.unmount();
    restore();
  });

  it('plays by itself otherwise', async () => {
    const restore = preferReducedMotion(false);
    const { pause, play } = watchPlayback();
    const remote = await mountLander('/landers/transitionsvideolanding', []);
    expect(await screen.findByRole('button', { name: 'Video pauzeren' })).toBeInTheDocument();
    expect(play).toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
    await remote.unmount();
    restore();
  });
});
