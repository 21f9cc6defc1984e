import type { LiveFrame } from '@dating/shared-contracts/api';
import type { LiveSocket } from '../live-channel';

/** A socket the test plays the server of: it opens, receives frames and closes on cue. */
export class TestLiveSocket implements LiveSocket {
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  receive(event: LiveFrame) {
    this.onmessage?.call(
      this.asWebSocket,
      new MessageEvent('message', { data: JSON.stringify(event) }),
    );
  }

  open() {
    this.onopen?.call(this.asWebSocket, new Event('open'));
  }

  /** The server closes (or the network drops) the socket. */
  drop(code = 1006) {
    this.closedWith = code;
    this.onclose?.call(this.asWebSocket, new CloseEvent('close', { code }));
  }

  private get asWebSocket() {
    return this as unknown as WebSocket;
  }

  close(code = 1000) {
    this.closedWith = code;
  }
}

/**
 * Every socket the session opened, the newest last; each opens on the next tick unless
 * the server is refusing, in which case it is dropped there.
 */
export function testLiveSockets() {
  const opened: TestLiveSocket[] = [];
  const server = { refusing: false };
  const open = (url: string) => {
    const socket = new TestLiveSocket(url);
    opened.push(socket);
    queueMicrotask(() => (server.refusing ? socket.drop() : socket.open()));
    return socket;
  };
  const current = () => {
    const socket = opened.at(-1);
    if (!socket) throw new Error('no live socket was opened');
    return socket;
  };
  return { open, opened, current, server };
}
