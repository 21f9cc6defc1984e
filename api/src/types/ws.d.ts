// The parts of `ws` (the server under @fastify/websocket and the tests' client) this package
// uses. `ws` ships no types of its own; these follow the shape of @types/ws so that
// @fastify/websocket's declarations resolve against them.
declare module 'ws' {
  import { EventEmitter } from 'node:events';
  import type { OutgoingHttpHeaders } from 'node:http';

  class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly CONNECTING: 0;
    readonly OPEN: 1;
    readonly CLOSING: 2;
    readonly CLOSED: 3;
    readonly readyState: 0 | 1 | 2 | 3;
    constructor(address: string | URL, options?: WebSocket.ClientOptions);
    send(data: string | Buffer, callback?: (error?: Error) => void): void;
    ping(data?: string | Buffer, mask?: boolean, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string | Buffer): void;
    terminate(): void;
    on(event: 'open', listener: () => void): this;
    on(event: 'message', listener: (data: WebSocket.RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'ping' | 'pong', listener: (data: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
  }

  namespace WebSocket {
    type RawData = Buffer | ArrayBuffer | Buffer[];
    interface ClientOptions {
      headers?: OutgoingHttpHeaders;
      handshakeTimeout?: number;
      /** The local address the connection leaves from (http.request's option). */
      localAddress?: string;
    }
    interface ServerOptions {
      maxPayload?: number;
      clientTracking?: boolean;
    }
    class Server extends EventEmitter {
      readonly clients: Set<WebSocket>;
      constructor(options?: ServerOptions);
    }
    // `require('ws').WebSocket` is the class itself; an ambient module can name itself only
    // through import().
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    const WebSocket: typeof import('ws');
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    type WebSocket = import('ws');
  }

  export = WebSocket;
}
