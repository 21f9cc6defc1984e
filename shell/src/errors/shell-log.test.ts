import { createErrorSink } from './error-sink';
import { logShellError, routeShellErrorsTo } from './shell-log';

afterEach(() => routeShellErrorsTo(null));

it('writes to the console alone until the shell has an error sink', () => {
  const logged = expectConsoleError('[shell] settings unavailable');
  logShellError('[shell] settings unavailable', new Error('down'));
  expect(logged).toEqual([['[shell] settings unavailable', expect.any(Error)]]);
});

it("sends the shell's failures through the page's sink once it is there", () => {
  const sent: unknown[] = [];
  const log = jest.fn();
  routeShellErrorsTo(
    createErrorSink({
      send: (body) => sent.push(body),
      route: () => '/members',
      now: () => 0,
      log,
    }),
  );
  logShellError('[push] subscribing failed', new Error('denied'));
  expect(log).toHaveBeenCalledWith('[push] subscribing failed', expect.any(Error));
  expect(sent).toEqual([
    expect.objectContaining({
      remote: 'shell',
      kind: 'load',
      route: '/members',
      message: '[push] subscribing failed: Error: denied',
    }),
  ]);
});
