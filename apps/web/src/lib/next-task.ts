/**
 * Resolves in a later task of the main thread: `scheduler.yield()` where the browser has it (the continuation
 * runs before other queued work of the page), else a zero timeout. Between the two the phone can handle input
 * and paint: work split across such points is several short tasks instead of one long one (issue 36).
 */
export function nextTask(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
