import { describe, expect, it } from 'vitest';
import { type CpuProfile, mergeSummaries, summarizeProfile } from '../../bench/lib/cpuProfile.ts';
import { formatTable, timingRow } from '../../bench/lib/report.ts';
import { median, quantile, ratioSpread } from '../../bench/lib/stats.ts';
import { mainThreadTasks } from '../../bench/lib/traceTasks.ts';

describe('bench statistics', () => {
  it('takes medians and quantiles between ranks', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.75)).toBe(17.5);
    expect(median([])).toBeNaN();
  });

  it('spreads per-round ratios by their interquartile range, so one slow round does not stretch it', () => {
    const library = [110, 120, 130, 140, 900];
    const baseline = [100, 100, 100, 100, 100];
    expect(ratioSpread(library, baseline)).toEqual({ low: 1.2, high: 1.4 });
  });

  it('prints a timing row with its ratio, spread and target, over when the ratio misses it', () => {
    const row = timingRow('1 render', 'mount', { library: [12, 13, 14], baseline: [10, 10, 10] }, 1.15);
    expect(row).toMatchObject({ value: 13, baseline: 10, target: '≤ 1.15×', ok: false });
    expect(row.ratio).toBeCloseTo(1.3);
    const table = formatTable([row]);
    expect(table.split('\n')[0]).toMatch(/ratio\s+spread\s+target\s+result/);
    expect(table).toContain('1.30×');
    expect(table).toContain('1.25–1.35×');
    expect(table).toMatch(/≤ 1\.15×\s+over$/);
    expect(timingRow('x', 'y', { library: [10], baseline: [10] }, 1.15).ok).toBe(true);
  });
});

describe('CPU profile summary', () => {
  // root → work → (render → view model) and (commit); samples: 2 in the view model, 1 in render, 1 idle, 1 in commit.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: 0 }, children: [2, 6] },
      { id: 2, callFrame: { functionName: 'work', url: 'app.js', lineNumber: 0 }, children: [3, 5] },
      { id: 3, callFrame: { functionName: 'render', url: 'app.js', lineNumber: 9 }, children: [4] },
      { id: 4, callFrame: { functionName: 'viewModel', url: 'lib.js', lineNumber: 4 } },
      { id: 5, callFrame: { functionName: 'commit', url: 'app.js', lineNumber: 19 } },
      { id: 6, callFrame: { functionName: '(idle)', url: '', lineNumber: 0 } },
    ],
    samples: [4, 4, 3, 6, 5, 1],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
  };

  it('counts self and inclusive time per function, leaving idle time out', () => {
    const summary = summarizeProfile(profile);
    expect(summary.activeMs).toBe(4);
    expect(summary.self[0]).toMatchObject({ name: 'viewModel (lib.js:5)', ms: 2, percent: 50 });
    const inclusive = Object.fromEntries(summary.inclusive.map((entry) => [entry.name, entry.ms]));
    expect(inclusive).toEqual({
      'work (app.js:1)': 4,
      'render (app.js:10)': 3,
      'viewModel (lib.js:5)': 2,
      'commit (app.js:20)': 1,
    });
  });

  it('keeps only the samples under a named function with `within`', () => {
    const summary = summarizeProfile(profile, 'render');
    expect(summary.activeMs).toBe(3);
    expect(summary.inclusive.find((entry) => entry.name.startsWith('commit'))).toBeUndefined();
    expect(summary.self[0]?.name).toBe('viewModel (lib.js:5)');
    expect(summary.self[0]?.percent).toBeCloseTo((2 / 3) * 100);
  });

  it('merges summaries of several profiles: times summed, percentages of the summed time', () => {
    const merged = mergeSummaries([summarizeProfile(profile), summarizeProfile(profile, 'render')]);
    expect(merged.activeMs).toBe(7);
    expect(merged.self[0]).toMatchObject({ name: 'viewModel (lib.js:5)', ms: 4 });
    expect(merged.self[0]?.percent).toBeCloseTo((4 / 7) * 100);
    expect(merged.inclusive.find((entry) => entry.name.startsWith('work'))?.ms).toBe(7);
  });
});

describe('main-thread tasks of a trace', () => {
  const task = (ts: number, dur: number, tdur: number) => ({
    name: 'ThreadControllerImpl::RunTask',
    ph: 'X',
    pid: 1,
    tid: 2,
    ts,
    dur,
    tdur,
  });
  const trace = Buffer.from(
    JSON.stringify({
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid: 1, tid: 2, ts: 0, args: { name: 'CrRendererMain' } },
        task(1_000, 500, 400),
        task(5_000, 3_000, 1_000),
        { name: 'painted', ph: 'R', pid: 1, tid: 2, ts: 10_000 },
        { ...task(6_000, 9_000, 9_000), tid: 3 },
        task(11_000, 500, 500),
      ],
    }),
  );

  it('counts the tasks that started between two marks, or from an offset before the first', () => {
    expect(mainThreadTasks(trace, 'painted', 'painted')).toEqual([]);
    // 6 ms before the mark: the task at 5 ms is in, the one at 1 ms and the other thread's are not.
    expect(mainThreadTasks(trace, 'painted', 'painted', -6)).toEqual([{ wallMs: 3, cpuMs: 1 }]);
  });

  it('counts a microtask checkpoint that ran outside any task, and what a task encloses only once', () => {
    const checkpoint = (ts: number, dur: number) => ({
      ...task(ts, dur, dur),
      name: 'BlinkScheduler_PerformMicrotaskCheckpoint',
    });
    const nested = Buffer.from(
      JSON.stringify({
        traceEvents: [
          { name: 'thread_name', ph: 'M', pid: 1, tid: 2, ts: 0, args: { name: 'CrRendererMain' } },
          { name: 'from', ph: 'R', pid: 1, tid: 2, ts: 0 },
          // A fetch's `.then` callbacks after its body arrived: a checkpoint of their own.
          checkpoint(1_000, 2_000),
          task(4_000, 3_000, 2_500),
          // Inside the task above: its own microtasks and a layout, already in its time.
          checkpoint(5_000, 1_000),
          { ...task(6_000, 500, 500), name: 'Layout' },
          { name: 'to', ph: 'R', pid: 1, tid: 2, ts: 10_000 },
        ],
      }),
    );
    expect(mainThreadTasks(nested, 'from', 'to')).toEqual([
      { wallMs: 2, cpuMs: 2 },
      { wallMs: 3, cpuMs: 2.5 },
    ]);
  });
});
