import { DEFAULT_ICON, FALLBACK_TITLE, parsePushPayload } from './push-payload';

it('reads the JSON contract', () => {
  const raw = JSON.stringify({
    title: 'Nieuw bericht',
    body: 'Sanne stuurde je een bericht',
    icon: '/media/1.jpg',
    tag: 'chat-12',
    check_url: '/chats/12',
    open_url: '/landers/a/b',
  });
  expect(parsePushPayload(raw)).toEqual({
    title: 'Nieuw bericht',
    body: 'Sanne stuurde je een bericht',
    icon: '/media/1.jpg',
    tag: 'chat-12',
    checkUrl: '/chats/12',
    openUrl: '/landers/a/b',
  });
});

it('fills in what is missing', () => {
  expect(parsePushPayload('{"title":"Hoi"}')).toEqual({
    title: 'Hoi',
    body: '',
    icon: DEFAULT_ICON,
  });
  expect(parsePushPayload('{"body":"Alleen tekst"}')).toEqual({
    title: 'Alleen tekst',
    body: '',
    icon: DEFAULT_ICON,
  });
  expect(parsePushPayload('{"title":"  ","tag":7,"check_url":null}')).toEqual({
    title: FALLBACK_TITLE,
    body: '',
    icon: DEFAULT_ICON,
  });
});

it('makes plain text the title and an empty push the brand name', () => {
  expect(parsePushPayload('Je hebt een nieuwe like')).toMatchObject({
    title: 'Je hebt een nieuwe like',
    body: '',
  });
  expect(parsePushPayload('x'.repeat(500)).title).toHaveLength(120);
  for (const raw of [undefined, null, '', '   ']) {
    expect(parsePushPayload(raw).title).toBe(FALLBACK_TITLE);
  }
  // JSON that is no object is just text.
  expect(parsePushPayload('42').title).toBe('42');
});
