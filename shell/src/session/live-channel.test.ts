import { liveUrl, parseLiveFrame } from './live-channel';

it('reads the events the server sends and skips anything else', () => {
  expect(parseLiveFrame('{"type":"like","profile_id":"7"}')).toEqual({
    type: 'like',
    profile_id: '7',
  });
  expect(parseLiveFrame('{"type":"credits","credits":0}')).toEqual({ type: 'credits', credits: 0 });
  expect(parseLiveFrame('{"type":"gossip","n":1}')).toEqual({ type: 'gossip', n: 1 });
  expect(parseLiveFrame('{"kind":"like"}')).toBeNull();
  expect(parseLiveFrame('null')).toBeNull();
  expect(parseLiveFrame('not json')).toBeNull();
  expect(parseLiveFrame(new ArrayBuffer(4))).toBeNull();
});

it('uses a secure socket on a secure page', () => {
  expect(liveUrl({ protocol: 'https:', host: 'liefdevol.nl' })).toBe(
    'wss://liefdevol.nl/api/live.php',
  );
  expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
    'ws://127.0.0.1:8080/api/live.php',
  );
});
