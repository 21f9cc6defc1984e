import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { requestLogger } from '../src/lib/request-logger';

// A request's logger writes what Fastify's child would write, and only lines at an enabled
// level; it makes the child when a line is written (decision 0187).
describe('the lazy request logger', () => {
  function parentLogger() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    return { log: app.log, lines, close: () => app.close() };
  }

  it('writes a line at an enabled level with the request id, and none below it', async () => {
    const { log, lines, close } = parentLogger();
    const logger = requestLogger(log, { reqId: 'req-7' }, {});
    logger.debug('not written');
    logger.trace({ detail: 1 }, 'not written either');
    expect(lines).toEqual([]);
    logger.warn({ route: '/api/x' }, 'slow request');
    logger.info('and again');
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-7', route: '/api/x', msg: 'slow request' },
      { level: 30, reqId: 'req-7', msg: 'and again' },
    ]);
    expect(logger.level).toBe('info');
    await close();
  });

  it("keeps the request's id in a child of it", async () => {
    const { log, lines, close } = parentLogger();
    requestLogger(log, { reqId: 'req-8' }, {}).child({ module: 'chat' }).error('broke');
    expect(lines).toMatchObject([{ level: 50, reqId: 'req-8', module: 'chat', msg: 'broke' }]);
    await close();
  });

  it("makes the child at once for a route's own log level, as Fastify does", async () => {
    const { log, lines, close } = parentLogger();
    const logger = requestLogger(log, { reqId: 'req-9' }, { level: 'debug' });
    logger.debug('written at the route level');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-9' }]);
    await close();
  });
});
