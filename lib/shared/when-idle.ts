/**
 * Runs `task` after the window's load event, once the browser is idle (or after `timeoutMs`
 * at the latest); returns a cancel function. Keeps non-essential JavaScript from competing
 * with the page's first load.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = globalThis.setTimeout(task, 200);
      cancel = () => globalThis.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
