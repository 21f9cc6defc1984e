/** A chunk-load failure reloads the page, at most once per 60 s, so it cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'shell:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const err = error as { name?: string; message?: string } | null;
  if (!err) return false;
  return (
    err.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(err.message ?? '')
  );
}

/** Reloads when allowed and says so; otherwise the caller shows its fallback. */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Storage = window.localStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
