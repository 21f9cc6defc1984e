import { DEFAULT_ICON, parsePushPayload } from './push-payload';

const SITE = 'liefdevol.nl';

it('reads the JSON contract', () => {
  const raw = JSON.stringify({
    title: 'Nieuw bericht',
    body: 'Sanne stuurde je een bericht',
    icon: '/media/1.jpg',
    tag: 'chat-12',
    check_url: '/chats/12',
    open_url: '/landers/a/b',
  });
  expect(parsePushPayload(raw, SITE)).toEqual({
    title: 'Nieuw bericht',
    body: 'Sanne stuurde je een bericht',
    icon: '/media/1.jpg',
    tag: 'chat-12',
    checkUrl: '/chats/12',
    openUrl: '/landers/a/b',
  });
});

it('fills in what is missing', () => {
  expect(parsePushPayload('{"title":"Hoi"}', SITE)).toEqual({
    title: 'Hoi',
    body: '',
    icon: DEFAULT_ICON,
  });
  expect(parsePushPayload('{"body":"Alleen tekst"}', SITE)).toEqual({
    title: 'Alleen tekst',
    body: '',
    icon: DEFAULT_ICON,
  });
  expect(parsePushPayload('{"title":"  ","tag":7,"check_url":null}', SITE)).toEqual({
    title: SITE,
    body: '',
    icon: DEFAULT_ICON,
  });
});

it('makes plain text the title and an empty push the host name', () => {
  expect(parsePushPayload('Je hebt een nieuwe like', SITE)).toMatchObject({
    title: 'Je hebt een nieuwe like',
    body: '',
  });
  expect(parsePushPayload('x'.repeat(500), SITE).title).toHaveLength(120);
  for (const raw of [undefined, null, '', '   ']) {
    expect(parsePushPayload(raw, SITE).title).toBe(SITE);
  }
  // JSON that is no object is just text.
  expect(parsePushPayload('42', SITE).title).toBe('42');
});
