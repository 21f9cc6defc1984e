import net from 'node:net';

/** The Redis the tests use; the same default as a local `redis-server`. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at `url` within `ms`; never throws, never hangs. */
export function redisAnswers(url: string, ms = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('error', () => done(false));
    // Something else on the port may hang up without a word (PostgreSQL does).
    socket.once('close', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
