/**
 * A page's code that fails to download (a new version was deployed and the old file is gone, or
 * the connection dropped) is recovered by loading the app afresh, once: the flag in
 * sessionStorage stops a reload loop when the file keeps failing. Offline a reload cannot help
 * (without the service worker it would show the browser's own error page), so the error goes to
 * the error boundary instead, whose Retry tries the download again.
 */
const RELOADED_KEY = 'pitcrew:chunk-reload';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: never reload, the boundary shows instead
  }
}

/** Reloads the page for a chunk that failed to load, unless already done once; true if it will. */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error) || !navigator.onLine) return false;
  const store = storage();
  if (!store || store.getItem(RELOADED_KEY)) return false;
  store.setItem(RELOADED_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** A page's code loaded: a later failure may reload again. */
export function chunkLoaded(): void {
  storage()?.removeItem(RELOADED_KEY);
}
