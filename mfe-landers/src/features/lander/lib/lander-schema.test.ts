import { Compile } from 'typebox/compile';
import type { LanderDocument } from '@dating/shared-contracts/api';
import { LanderDocumentSchema } from '@dating/shared-contracts/api-schemas';
import { BUILTIN_LANDERS } from './builtin';
import { video } from './builtin/video';

// What the API checks every published document against (decision 0123), here against the
// documents this release ships and the faults campaign staff could make.
const schema = Compile(LanderDocumentSchema);
const valid = (value: unknown) => schema.Check(value);

const a = (change: (document: LanderDocument) => void): unknown => {
  const document = JSON.parse(JSON.stringify(video)) as LanderDocument;
  change(document);
  return document;
};

describe('the lander document schema', () => {
  it.each(Object.keys(BUILTIN_LANDERS))('accepts the built-in %s', async (name) => {
    const document = await BUILTIN_LANDERS[name as keyof typeof BUILTIN_LANDERS]();
    expect(document.name).toBe(name);
    expect(schema.Errors(document)).toEqual([]);
  });

  it('accepts slugs, an audience and an image of this site', () => {
    const document = a((d) => {
      d.slugs = { 'vrouwen-30': { audience: { gender: 'female', min_age: 30 } } };
      d.hero_image = { src: '/media/landers/spring-2026.jpg', width: 1200, height: 800 };
    });
    expect(schema.Errors(document)).toEqual([]);
  });

  it.each([
    ['markup in copy', a((d) => (d.copy.nl.headline = 'Gratis <b>daten</b>'))],
    ['a script in copy', a((d) => (d.copy.de!.cta = '<script>alert(1)</script>'))],
    ['a bidirectional override in copy', a((d) => (d.copy.nl.title = 'Gratis \u202edaten'))],
    ['a line break in copy', a((d) => (d.copy.nl.subline = 'twee\nregels'))],
    ['an unknown block', a((d) => d.blocks.push({ type: 'carousel' } as never))],
    ['no blocks', a((d) => (d.blocks = []))],
    ['missing Dutch copy', a((d) => delete (d.copy as Partial<LanderDocument['copy']>).nl)],
    [
      'copy in a language the site does not offer',
      a((d) => Object.assign(d.copy, { pt: d.copy.nl })),
    ],
    [
      'an incomplete language',
      a((d) => delete (d.copy.fr as Partial<LanderDocument['copy']['nl']>).cta),
    ],
    ['a slug with capitals', a((d) => (d.slugs = { Zomer: {} }))],
    ['a slug with a slash', a((d) => (d.slugs = { 'zo/mer': {} }))],
    ['a name with a space', a((d) => (d.name = 'lente liefde'))],
    [
      'an image of another host',
      a((d) => (d.hero_image = { src: 'https://cdn.example.com/a.jpg', width: 10, height: 10 })),
    ],
    [
      'a protocol-relative image',
      a((d) => (d.hero_image = { src: '//tracker.example/a.gif', width: 1, height: 1 })),
    ],
    [
      'an image path leaving its folder',
      a((d) => (d.hero_image = { src: '/media/../api/user.php', width: 1, height: 1 })),
    ],
    ['an image without its size', a((d) => (d.hero_image = { src: '/media/a.jpg' } as never))],
    ['an extra property', a((d) => Object.assign(d, { script: 'x' }))],
    ['an extra property in a block', a((d) => Object.assign(d.blocks[0]!, { html: '<p>' }))],
    ['an audience under 18', a((d) => (d.audience = { min_age: 16 }))],
  ])('refuses %s', (_fault, document) => {
    expect(valid(document)).toBe(false);
  });
});
