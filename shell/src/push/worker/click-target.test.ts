import {
  DEFAULT_CHECK_URL,
  DEFAULT_OPEN_URL,
  clickTarget,
  loginStateFrom,
  pickWindow,
  sameOriginPath,
} from './click-target';

const origin = 'https://liefdevol.nl';
const urls = { checkUrl: '/chats/12?from=push', openUrl: '/landers/a/welkom' };

it('opens the check URL when logged in, the open URL when logged out', () => {
  expect(clickTarget(urls, 'logged-in', origin)).toBe('/chats/12?from=push');
  expect(clickTarget(urls, 'logged-out', origin)).toBe('/landers/a/welkom');
});

it('assumes a subscriber is still logged in when the server could not tell', () => {
  expect(clickTarget(urls, 'unknown', origin)).toBe('/chats/12?from=push');
});

it('falls back to the members area or the front page, and never leaves the site', () => {
  expect(clickTarget({}, 'logged-in', origin)).toBe(DEFAULT_CHECK_URL);
  expect(clickTarget({}, 'logged-out', origin)).toBe(DEFAULT_OPEN_URL);
  expect(clickTarget({ checkUrl: 'https://evil.example/x' }, 'logged-in', origin)).toBe(
    DEFAULT_CHECK_URL,
  );
  expect(clickTarget({ openUrl: '//evil.example/x' }, 'logged-out', origin)).toBe('/');
  expect(sameOriginPath(`${origin}/likes#new`, origin)).toBe('/likes#new');
  expect(sameOriginPath('http://[bad', origin)).toBeNull();
});

it('reads the login state from the answer to GET /api/user.php', () => {
  expect(loginStateFrom(200)).toBe('logged-in');
  expect(loginStateFrom(403)).toBe('logged-out');
  expect(loginStateFrom(401)).toBe('logged-out');
  expect(loginStateFrom(503)).toBe('unknown');
  expect(loginStateFrom(null)).toBe('unknown');
});

it('uses the focused window, else the first one', () => {
  const a = { id: 'a', focused: false };
  const b = { id: 'b', focused: true };
  expect(pickWindow([a, b])).toBe(b);
  expect(pickWindow([a])).toBe(a);
  expect(pickWindow([])).toBeNull();
});
