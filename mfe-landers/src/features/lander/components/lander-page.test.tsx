import type * as React from 'react';
import { render, screen } from '@testing-library/react';
import type { LanderDocument } from '@dating/shared-contracts/api';
import type { BlockProps } from '../blocks';
import { resolveLander } from '../lib/resolve-lander';
import { LanderPage } from './lander-page';

// Each block stands in as a labelled section showing what the page gave it, so the test
// sees the renderer's work (order, first block, copy, audience) whatever the blocks' design.
jest.mock('../blocks', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  const made = new Map<string, unknown>();
  const block = (type: string) =>
    function MockBlock({ lander, first, signupHref }: BlockProps) {
      return createElement(
        'section',
        { 'aria-label': type },
        createElement(first ? 'h1' : 'h2', null, lander.copy.headline),
        createElement('a', { href: signupHref }, lander.copy.cta),
        createElement('p', null, `audience ${JSON.stringify(lander.audience)}`),
      );
    };
  return {
    BLOCKS: new Proxy(
      {},
      {
        get: (_target, type: string) => {
          if (!made.has(type)) made.set(type, block(type));
          return made.get(type);
        },
      },
    ),
  };
});

const copy = (headline: string) => ({
  title: headline,
  description: `${headline}.`,
  headline,
  subline: `${headline}!`,
  cta: `${headline}: meld je aan`,
});

const document: LanderDocument = {
  name: 'nachtvlinders',
  theme: 'night',
  blocks: [{ type: 'night-hero' }, { type: 'gallery' }, { type: 'signup-band' }],
  copy: { nl: copy('Vanavond samen'), de: copy('Heute Abend zusammen') },
  audience: { min_age: 25, max_age: 45, country: 'NL' },
  slugs: {
    vrouwen: {
      audience: { gender: 'female', max_age: 35 },
      copy: { nl: copy('Vrouwen vanavond') },
    },
  },
};

const draw = (slug: string | null, locale: 'nl' | 'de' | 'fr') =>
  render(
    <LanderPage
      lander={resolveLander(document, slug, locale)}
      blocks={document.blocks}
      signupHref="/signup?network=ads"
    />,
  );

describe('LanderPage', () => {
  it('draws the blocks in document order, the first one carrying the h1', () => {
    draw(null, 'nl');
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['night-hero', 'gallery', 'signup-band']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('region', { name: 'night-hero' }).querySelector('h1'),
    ).toHaveTextContent('Vanavond samen');
    expect(screen.getAllByRole('link', { name: 'Vanavond samen: meld je aan' })[0]).toHaveAttribute(
      'href',
      '/signup?network=ads',
    );
  });

  it("applies the document's theme to the page", () => {
    const { container } = draw(null, 'nl');
    expect(container.firstElementChild).toHaveStyle({
      backgroundColor: '#140a1f',
      color: '#f4eef8',
    });
  });

  it("gives a slug's copy and audience over the document's", () => {
    draw('vrouwen', 'nl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vrouwen vanavond');
    expect(screen.getAllByText(/^audience /)[0]).toHaveTextContent(
      'audience {"min_age":25,"max_age":35,"country":"NL","gender":"female"}',
    );
  });

  it("speaks the visitor's language when the document has it, else Dutch", () => {
    const { unmount } = draw(null, 'de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Heute Abend zusammen');
    unmount();
    draw(null, 'fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vanavond samen');
  });

  it('treats an unknown slug as the document itself', () => {
    draw('bestaat-niet', 'nl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vanavond samen');
    expect(screen.getAllByText(/^audience /)[0]).toHaveTextContent(
      'audience {"min_age":25,"max_age":45,"country":"NL"}',
    );
  });
});
