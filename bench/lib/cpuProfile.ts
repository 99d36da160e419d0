/** A V8 CPU profile, as Chromium's `Profiler.stop` and Node's `--cpu-prof` write it. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

/** Time of one function in a profile, in ms and in % of the active (non-idle) time. */
export interface FunctionTime {
  name: string;
  ms: number;
  percent: number;
}

export interface ProfileSummary {
  /** Sampled time that was not idle, in ms. */
  activeMs: number;
  /** Of it, the garbage collector's. */
  gcMs: number;
  /** Time spent in each function itself, most first. */
  self: FunctionTime[];
  /** Time spent in each function and what it called (each sample counted once per function), most first. */
  inclusive: FunctionTime[];
}

const IDLE = new Set(['(idle)', '(root)']);
const file = (url: string) => url.slice(url.lastIndexOf('/') + 1) || 'native';

/**
 * Self and inclusive time per function of a CPU profile. Functions are told apart by name and file, so
 * the same name from React and from the library stays two entries; idle time is left out. With `within`
 * (a function name), only samples with that function on their stack count: e.g. `renderToString`, to
 * leave module loading and the markup check out of a server-render profile.
 */
export function summarizeProfile(profile: CpuProfile, within?: string): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (id: number) => {
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return '?';
    const name = frame.functionName || '(anonymous)';
    return name.startsWith('(') ? name : `${name} (${file(frame.url)}:${frame.lineNumber + 1})`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let activeUs = 0;
  let gcUs = 0;
  profile.samples.forEach((id, index) => {
    // A sample lasts until the next one.
    const us = profile.timeDeltas[index + 1] ?? 0;
    const own = label(id);
    if (IDLE.has(own)) return;
    if (within !== undefined) {
      let inside = false;
      for (let at: number | undefined = id; at !== undefined && !inside; at = parent.get(at)) {
        inside = byId.get(at)?.callFrame.functionName === within;
      }
      if (!inside) return;
    }
    activeUs += us;
    if (own === '(garbage collector)') gcUs += us;
    self.set(own, (self.get(own) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(at);
      if (IDLE.has(name) || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  });
  const ranked = (times: Map<string, number>) =>
    [...times]
      .map(([name, us]) => ({ name, ms: us / 1000, percent: (100 * us) / Math.max(activeUs, 1) }))
      .sort((a, b) => b.ms - a.ms);
  return { activeMs: activeUs / 1000, gcMs: gcUs / 1000, self: ranked(self), inclusive: ranked(inclusive) };
}

/** Several summaries as one (e.g. one per page load): times summed, percentages of the summed time. */
export function mergeSummaries(summaries: readonly ProfileSummary[]): ProfileSummary {
  const activeMs = summaries.reduce((sum, summary) => sum + summary.activeMs, 0);
  const merged = (pick: (summary: ProfileSummary) => FunctionTime[]) => {
    const times = new Map<string, number>();
    for (const summary of summaries)
      for (const { name, ms } of pick(summary)) times.set(name, (times.get(name) ?? 0) + ms);
    return [...times]
      .map(([name, ms]) => ({ name, ms, percent: (100 * ms) / Math.max(activeMs, 0.001) }))
      .sort((a, b) => b.ms - a.ms);
  };
  return {
    activeMs,
    gcMs: summaries.reduce((sum, summary) => sum + summary.gcMs, 0),
    self: merged((summary) => summary.self),
    inclusive: merged((summary) => summary.inclusive),
  };
}

/** A summary as text: the top `limit` functions by self and by inclusive time. */
export function formatProfileSummary(title: string, summary: ProfileSummary, limit = 25): string {
  const line = ({ name, ms, percent }: FunctionTime) =>
    `  ${percent.toFixed(1).padStart(5)} %  ${ms.toFixed(1).padStart(8)} ms  ${name}`;
  return [
    `${title}: ${summary.activeMs.toFixed(0)} ms sampled (not idle), GC ${summary.gcMs.toFixed(0)} ms`,
    ' self time:',
    ...summary.self.slice(0, limit).map(line),
    ' inclusive time (the function and what it calls):',
    ...summary.inclusive.slice(0, limit).map(line),
  ].join('\n');
}
