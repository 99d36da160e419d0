/** One task of a page's main thread: its wall-clock length and the CPU time the thread spent in it. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

/** The trace categories `mainThreadTasks` reads: top-level tasks and the page's `performance.mark`s. */
export const TASK_TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The tasks the renderer's main thread ran between the page's `performance.mark(from)` and
 * `performance.mark(to)`, from a Chromium trace taken with {@link TASK_TRACE_CATEGORIES}. `cpuMs` is the
 * thread's own time (`tdur`): unlike the wall clock, it does not grow while the thread waits for a core,
 * so it tells a slow task from a busy machine. `fromOffsetMs` moves the start from the mark (e.g. back to
 * a resource timing's `responseEnd`, which has no mark of its own).
 *
 * A task is every outermost event of the thread, not only the scheduler's `ThreadControllerImpl::RunTask`:
 * the promise callbacks of a `fetch` whose body has arrived run in a microtask checkpoint of their own
 * (`BlinkScheduler_PerformMicrotaskCheckpoint`) outside any such task, and counting only the latter left
 * out whatever a page did there (a hand-written page's whole render, when it draws from `.then`).
 */
export function mainThreadTasks(trace: Buffer, from: string, to: string, fromOffsetMs = 0): MainThreadTask[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const markTime = (name: string) => {
    const mark = events.find((event) => event.name === name && event.ph !== 'M');
    if (mark === undefined)
      throw new Error(
        `the trace has no performance.mark('${name}'): was it taken with ${TASK_TRACE_CATEGORIES.join(', ')}?`,
      );
    return mark.ts;
  };
  const start = markTime(from) + fromOffsetMs * 1000;
  const end = markTime(to);
  const inSpan = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        mainThreads.has(`${event.pid}:${event.tid}`) &&
        event.ts >= start &&
        event.ts <= end,
    )
    // Earliest first, and of two that start together the longer (the enclosing one) first.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outermost: TraceEvent[] = [];
  let enclosedUntil = Number.NEGATIVE_INFINITY;
  for (const event of inSpan) {
    if (event.ts < enclosedUntil) continue;
    outermost.push(event);
    enclosedUntil = event.ts + (event.dur ?? 0);
  }
  return outermost.map((event) => ({
    wallMs: (event.dur ?? 0) / 1000,
    cpuMs: (event.tdur ?? event.dur ?? 0) / 1000,
  }));
}
