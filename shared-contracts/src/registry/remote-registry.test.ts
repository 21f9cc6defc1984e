import { containerName, parseRegistry } from './remote-registry';

it('keeps valid entries and drops malformed ones with a reason', () => {
  const { registry, problems } = parseRegistry({
    schemaVersion: 1,
    remotes: [
      { name: 'mfe-chat', version: '1.2.0', entry: '/remotes/mfe-chat/1.2.0/mf-manifest.json' },
      { name: 'mfe-unknown', version: '1', entry: '/x' },
      { name: 'mfe-landers', version: 3, entry: '/y' },
    ],
  });
  expect(registry.remotes.map((remote) => remote.name)).toEqual(['mfe-chat']);
  expect(problems).toHaveLength(2);
});

it('yields no remotes for a document that is not a registry', () => {
  expect(parseRegistry('<html>').registry.remotes).toEqual([]);
  expect(parseRegistry({ schemaVersion: 2, remotes: [] }).problems).toEqual([
    'registry: bad document',
  ]);
});

it('turns remote names into Module Federation container names', () => {
  expect(containerName('mfe-landers')).toBe('mfe_landers');
});
