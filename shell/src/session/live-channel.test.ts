import { of } from 'rxjs';
import {
  liveSignals$,
  liveStatusAfter,
  liveUrl,
  parseLiveFrame,
  type LiveSignal,
} from './live-channel';
import { testLiveSockets } from './testing/test-live-sockets';

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

describe('the channel’s own news', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says it is retrying while no socket opens, with the waits growing, until one opens', async () => {
    const live = testLiveSockets();
    live.server.refusing = true;
    const news: LiveSignal[] = [];
    const subscription = liveSignals$(
      of('1'),
      'ws://127.0.0.1:9101/api/live.php',
      live.open,
    ).subscribe((signal) => news.push(signal));
    await jest.advanceTimersByTimeAsync(0);
    expect(news).toEqual([{ kind: 'retrying', retryInMs: 1_000 }]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(news.at(-1)).toEqual({ kind: 'retrying', retryInMs: 2_000 });
    live.server.refusing = false;
    await jest.advanceTimersByTimeAsync(2_000);
    expect(news.at(-1)).toEqual({ kind: 'opened', reconnect: false });
    expect(live.opened).toHaveLength(3);
    expect(news.map(liveStatusAfter)).toEqual(['retrying', 'retrying', 'open']);

    live.current().drop(4401);
    expect(news.at(-1)).toEqual({ kind: 'stopped' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(live.opened).toHaveLength(3);
    subscription.unsubscribe();
  });

  it('says it is stopped while nobody is logged in', () => {
    const live = testLiveSockets();
    const news: LiveSignal[] = [];
    liveSignals$(of(null), 'ws://localhost/api/live.php', live.open).subscribe((signal) =>
      news.push(signal),
    );
    expect(news).toEqual([{ kind: 'stopped' }]);
    expect(live.opened).toHaveLength(0);
  });
});
