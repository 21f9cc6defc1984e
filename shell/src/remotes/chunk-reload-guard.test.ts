import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';

it('recognises chunk-load failures and nothing else', () => {
  expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk 381 failed.\n(error: /x.js)'))).toBe(true);
  expect(isChunkLoadError(new Error('RUNTIME-003 manifest'))).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
});

it('reloads at most once per 60 seconds', () => {
  window.localStorage.clear();
  const reload = jest.fn();
  const start = 1_000_000;
  expect(reloadForChunkError(start, window.localStorage, reload)).toBe(true);
  expect(reloadForChunkError(start + 1_000, window.localStorage, reload)).toBe(false);
  expect(reloadForChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, window.localStorage, reload)).toBe(
    false,
  );
  expect(reloadForChunkError(start + CHUNK_RELOAD_GUARD_MS, window.localStorage, reload)).toBe(
    true,
  );
  expect(reload).toHaveBeenCalledTimes(2);
});
