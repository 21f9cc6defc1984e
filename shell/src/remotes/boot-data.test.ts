import { BOOT_DATA_ELEMENT_ID } from '@dating/shared-contracts';
import { readBootData } from './boot-data';

const page = (content: string | null) => {
  const doc = document.implementation.createHTMLDocument('page');
  if (content !== null) {
    const script = doc.createElement('script');
    script.id = BOOT_DATA_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = content;
    doc.head.appendChild(script);
  }
  return doc;
};

const chat = {
  name: 'mfe-chat',
  version: '1.0.0',
  entry: '/remotes/mfe-chat/1.0.0/remoteEntry.js',
  platform: '^1.0.0',
  routes: [{ name: 'chats', path: '/chats', layout: 'default', membersArea: true }],
};

it('reads the registry and settings the server wrote into the page', () => {
  const data = readBootData(
    page(
      JSON.stringify({
        registry: { schemaVersion: 2, remotes: [chat] },
        settings: { name: 'Liefdevol' },
      }),
    ),
  );
  expect(data?.registry.remotes.map((entry) => entry.name)).toEqual(['mfe-chat']);
  expect(data?.settings).toEqual({ name: 'Liefdevol' });
});

it('reads who the page was sent to: a member, a visitor, or nothing said', () => {
  const withUser = (user: unknown) =>
    readBootData(
      page(
        JSON.stringify({ registry: { schemaVersion: 2, remotes: [chat] }, settings: null, user }),
      ),
    )?.user;
  expect(withUser({ id: '7', email: 'sanne@example.nl' })).toEqual({
    id: '7',
    email: 'sanne@example.nl',
  });
  expect(withUser(null)).toBeNull();
  expect(withUser(undefined)).toBeUndefined();
  // Not a member as the user probe answers one: the shell asks instead.
  expect(withUser({ id: 7 })).toBeUndefined();
  expect(withUser('sanne')).toBeUndefined();
});

it('reads the company and the terms day the footer shows, or nothing said', () => {
  const read = (extra: object) =>
    readBootData(
      page(JSON.stringify({ registry: { schemaVersion: 2, remotes: [chat] }, ...extra })),
    );
  const termsDate = { locale: 'nl', day: '2024-06-10', text: '10 juni 2024' };
  const both = read({ company: { name: 'Vonk Media BV' }, termsDate });
  expect(both?.company).toEqual({ name: 'Vonk Media BV' });
  expect(both?.termsDate).toEqual(termsDate);
  // No company set up is said too: the footer asks no more.
  expect(read({ company: null })?.company).toBeNull();
  const none = read({});
  expect(none?.company).toBeUndefined();
  expect(none?.termsDate).toBeUndefined();
});

it('has nothing for a page without boot data, so the shell fetches instead', () => {
  expect(readBootData(page(null))).toBeNull();
});

it('checks the registry like a fetched one and survives unreadable data', () => {
  const logged = expectConsoleError('[shell] boot data');
  const bad = readBootData(
    page(
      JSON.stringify({
        registry: { schemaVersion: 2, remotes: [{ ...chat, routes: [] }] },
        settings: null,
      }),
    ),
  );
  expect(bad?.registry.remotes).toEqual([]);
  expect(readBootData(page('{not json'))).toBeNull();
  expect(logged).toEqual([
    ['[shell] boot data: registry: mfe-chat: no routes'],
    ['[shell] boot data unreadable', expect.any(SyntaxError)],
  ]);
});
