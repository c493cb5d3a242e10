/**
 * Runs `run` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after the load):
 * for work no first interaction needs, such as the visit report (issue 36). Without a window (tests in Node) or
 * without `requestIdleCallback` (Safari) it runs after a short timeout.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): void {
  if (typeof window === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(run, { timeout: timeoutMs });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
