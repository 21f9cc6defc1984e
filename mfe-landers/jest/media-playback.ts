// jsdom plays no media, and its play() and pause() only log "not implemented". The landers'
// videos start themselves, so every test gets elements that keep their paused state and
// send their play and pause events, as a browser's do. (The server renderer's tests run
// in node, with no DOM at all.)
if (typeof HTMLMediaElement !== 'undefined') {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const proto = HTMLMediaElement.prototype;
  Object.defineProperty(proto, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  proto.play = function play(this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  proto.pause = function pause(this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  };
}
