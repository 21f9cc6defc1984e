import { Compile } from 'typebox/compile';
import { LanderDocumentSchema } from '@dating/shared-contracts/api-schemas';
import { LOCALES } from '@dating/shared-contracts';
import { BUILTIN_LANDERS } from '.';

const lander = Compile(LanderDocumentSchema);

describe.each(Object.entries(BUILTIN_LANDERS))('the built-in %s', (name, load) => {
  it('is a document the API would accept for publishing, in all eleven languages', async () => {
    const document = await load();
    expect([...lander.Errors(document)]).toEqual([]);
    expect(document.name).toBe(name);
    expect(Object.keys(document.copy).sort()).toEqual([...LOCALES].sort());
    for (const slug of Object.values(document.slugs ?? {}))
      if (slug.copy) expect(Object.keys(slug.copy).sort()).toEqual([...LOCALES].sort());
  });
});
