/**
 * Builds a number format for `locale` in a worker (see `numberFormatWarmUp.worker.ts`), so the
 * one-time start-up of the browser's number formatting happens off the main thread before the offers
 * render. Only an optimization: where workers are missing or refused, the page formats as before.
 */
export function startNumberFormatWarmUp(locale: string): void {
  if (typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    // A module worker from this origin (the bank's CSP `script-src 'self'` covers it; a blob: worker
    // would need `worker-src blob:`).
    worker = new Worker(new URL('./numberFormatWarmUp.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return;
  }
  const stop = () => worker.terminate();
  worker.onmessage = stop;
  worker.onerror = stop;
  worker.postMessage(locale);
}
