import { MAX_REPORTS_PER_MINUTE, createErrorSink } from './error-sink';

function setup() {
  let now = 1_000_000;
  const sent: Array<Record<string, unknown>> = [];
  const logged: unknown[][] = [];
  const sink = createErrorSink({
    send: (body) => sent.push(body),
    route: () => '/chats',
    now: () => now,
    log: (...args) => logged.push(args),
  });
  return { sink, sent, logged, advance: (ms: number) => (now += ms) };
}

it('logs with the remote name and sends remote, version, route, kind and message', () => {
  const { sink, sent, logged } = setup();
  const error = new TypeError('t.campaignBadge is not a function');
  sink.report({ remote: 'mfe-chat', version: '1.2.0', kind: 'render', error });
  expect(logged).toEqual([['[remote mfe-chat] failed:', error]]);
  expect(sent).toEqual([
    {
      remote: 'mfe-chat',
      version: '1.2.0',
      kind: 'render',
      route: '/chats',
      message: 'TypeError: t.campaignBadge is not a function',
      stack: expect.stringContaining('campaignBadge'),
    },
  ]);
});

it('sends the same error once a minute, and at most ten reports a minute', () => {
  const { sink, sent, logged, advance } = setup();
  const report = (message: string) =>
    sink.report({ remote: 'shell', version: '1', kind: 'unhandled', error: message });
  report('same');
  report('same');
  expect(sent).toHaveLength(1);
  advance(60_000);
  report('same');
  expect(sent).toHaveLength(2);

  // The minute after the first send holds one report so far; nine more fit in it.
  for (let i = 0; i < 20; i += 1) report(`flood ${i}`);
  expect(sent).toHaveLength(1 + MAX_REPORTS_PER_MINUTE);
  expect(sent.at(-1)?.message).toBe('flood 8');
  expect(logged).toHaveLength(23);
  advance(60_000);
  report('after the minute');
  expect(sent.at(-1)?.message).toBe('after the minute');
});

it("logs the shell's own failures as they say it and sends them with their context", () => {
  const { sink, sent, logged } = setup();
  const error = new Error('503');
  sink.report({
    remote: 'shell',
    version: '0.1.0',
    kind: 'load',
    context: '[shell] company info unavailable',
    error,
  });
  sink.report({
    remote: 'shell',
    version: '0.1.0',
    kind: 'load',
    context: '[shell] boot data: registry: bad document',
  });
  expect(logged).toEqual([
    ['[shell] company info unavailable', error],
    ['[shell] boot data: registry: bad document'],
  ]);
  expect(sent.map((body) => body.message)).toEqual([
    '[shell] company info unavailable: Error: 503',
    '[shell] boot data: registry: bad document',
  ]);
});
