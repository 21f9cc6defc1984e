import { screen } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { answer } from '@dating/shared-contracts/testing';
import { endpoints, type LanderDocument } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const copy = {
  title: 'Herfstliefde',
  description: 'Warme avonden samen.',
  headline: 'Herfstliefde dichtbij',
  subline: 'Warme avonden samen.',
  cta: 'Doe gratis mee',
};
const autumn: LanderDocument = {
  name: 'herfst',
  theme: 'warm',
  blocks: [{ type: 'hero' }, { type: 'hero' }, { type: 'signup-band' }],
  copy: { nl: copy },
  hero_image: { src: '/media/landers/herfst.jpg', width: 1200, height: 630 },
};

describe('hero and signup band', () => {
  it('draws the hero image at its size, one h1, and the band with the trust line', async () => {
    const published = answer(endpoints.landers.lander, async () => ({
      lander: autumn,
      version: 1,
      preview: false,
    }));
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/herfst?ref=r1',
      api: [published],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Herfstliefde dichtbij' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Herfstliefde dichtbij' }));
    const [image] = screen.getAllByRole('presentation');
    expect(image).toHaveAttribute('src', '/media/landers/herfst.jpg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    const band = screen.getByRole('region', { name: 'Klaar om iemand te ontmoeten?' });
    expect(band).toHaveTextContent('Gratis aanmelden · Discreet en veilig · Jouw privacy voorop');
    const ctas = screen.getAllByRole('link', { name: 'Doe gratis mee' });
    expect(ctas).toHaveLength(3);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/signup?ref=r1');
    await remote.unmount();
  });
});
