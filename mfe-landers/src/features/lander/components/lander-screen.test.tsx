import { screen } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { answer } from '@dating/shared-contracts/testing';
import { endpoints, type LanderDocument } from '@dating/shared-contracts/api';
import * as app from '../../../app';
import { video } from '../lib/builtin/video';

const notPublished = answer(endpoints.landers.lander, () => ({ lander: null }));

const published: LanderDocument = {
  name: 'springfling',
  theme: 'warm',
  blocks: [{ type: 'hero' }],
  copy: {
    nl: {
      title: 'Lentekriebels',
      description: 'Het voorjaar begint hier.',
      headline: 'Lentekriebels? Vind je voorjaarsliefde',
      subline: 'Het voorjaar begint hier.',
      cta: 'Doe gratis mee',
    },
  },
  slugs: {
    zomer: {
      copy: {
        nl: {
          title: 'Zomerliefde',
          description: 'De zomer begint hier.',
          headline: 'Zomerliefde dichtbij',
          subline: 'De zomer begint hier.',
          cta: 'Doe gratis mee',
        },
      },
    },
  },
};

describe('lander', () => {
  it('shows a built-in variant when none is published, with the signup keeping the traffic source', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/alonetonight?network=ads&sub1=x',
      api: [notPublished],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vanavond alleen?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Meld je gratis aan' })[0]).toHaveAttribute(
      'href',
      '/signup?network=ads&sub1=x',
    );
    await remote.unmount();
  });

  it('shows a published variant, with the copy its slug chooses', async () => {
    const get = jest.fn(async () => ({ lander: published, version: 3, preview: false }));
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/springfling/zomer',
      api: [answer(endpoints.landers.lander, get)],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zomerliefde dichtbij' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doe gratis mee' })).toHaveAttribute('href', '/signup');
    expect(get).toHaveBeenCalledWith({ query: { name: 'springfling', absent: 'null' } });
    await remote.unmount();
  });

  it('answers an unknown variant with its own not-found page and a link home', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/bestaatniet',
      api: [notPublished],
    });

    expect(
      await screen.findByRole('heading', { name: 'Deze pagina bestaat niet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
    await remote.unmount();
  });

  it('marks a preview plainly, keeps its token out of the signup link, and titles the tab', async () => {
    const get = jest.fn(async () => ({ lander: published, version: 4, preview: true }));
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/springfling?lander_preview=abcdefghijklmnop1234&ref=mail',
      api: [answer(endpoints.landers.lander, get)],
    });

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Voorbeeld — versie 4, nog niet live',
    );
    expect(get).toHaveBeenCalledWith({
      query: { name: 'springfling', preview: 'abcdefghijklmnop1234', absent: 'null' },
    });
    expect(screen.getByRole('link', { name: 'Doe gratis mee' })).toHaveAttribute(
      'href',
      '/signup?ref=mail',
    );
    expect(document.title).toBe('Lentekriebels');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Het voorjaar begint hier.',
    );
    await remote.unmount();
    expect(document.title).not.toBe('Lentekriebels');
  });

  it('shows no preview mark on the live page', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/springfling',
      api: [
        answer(endpoints.landers.lander, async () => ({
          lander: published,
          version: 3,
          preview: false,
        })),
      ],
    });

    await screen.findByRole('heading', {
      level: 1,
      name: 'Lentekriebels? Vind je voorjaarsliefde',
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('prefers a published version of a built-in variant over the one this release ships', async () => {
    const republished = {
      ...video,
      copy: { nl: { ...video.copy.nl, headline: 'Nieuwe video, nieuwe liefde' } },
    };
    const remote = await mountRemote(app, {
      remote: 'mfe-landers',
      path: '/landers/video',
      api: [
        answer(endpoints.landers.lander, async () => ({
          lander: republished,
          version: 2,
          preview: false,
        })),
      ],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nieuwe video, nieuwe liefde' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(video.copy.nl.headline)).not.toBeInTheDocument();
    await remote.unmount();
  });
});
