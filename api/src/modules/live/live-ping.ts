/**
 * How often the server pings each live socket (`/api/live.php`): often enough for proxies
 * that cut idle connections after a minute. A socket that missed its pong by the next ping
 * is closed. Anything between the browser and the API (the balancer's tunnel timeout in
 * `ops/haproxy.cfg`, a CDN's WebSocket idle timeout) must wait longer than this, or it cuts
 * quiet sockets that are alive; `ops/test/haproxy.test.ts` holds the balancer to it.
 */
export const LIVE_PING_MS = 30_000;
