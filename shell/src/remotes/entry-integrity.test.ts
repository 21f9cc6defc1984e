import { entryIntegrity } from './federation-loader';

const ENTRY = '/remotes/mfe-chat/1.0.0/remoteEntry.js';

it("gives a release's entry script the integrity hash of its registry entry", () => {
  const plugin = entryIntegrity((url) => (url === ENTRY ? 'sha384-abc' : undefined));
  const script = plugin.createScript({ url: ENTRY, attrs: { fetchpriority: 'high' } });
  expect(script).toBeInstanceOf(HTMLScriptElement);
  expect(script?.getAttribute('fetchpriority')).toBe('high');
  expect(script?.getAttribute('src')).toBe(ENTRY);
  expect(script?.integrity).toBe('sha384-abc');
  // A release without a recorded hash (made before they were) loads as before.
  expect(plugin.createScript({ url: '/remotes/mfe-chat/0.9.0/remoteEntry.js' })).toBeUndefined();
});
