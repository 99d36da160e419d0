import {
  createImpressionTracker,
  DEFAULT_IMPRESSION_POLICY,
  offerDetailView,
  offerViewUrl,
  resolveImpressionPolicy,
} from '@offerkit/data';
import { makeOffer } from './fixtures.ts';

const policy = resolveImpressionPolicy();

function tracker(
  options: {
    recorded?: Set<string>;
    durationMs?: number;
    threshold?: number;
    visibleSince?: Map<string, number>;
  } = {},
) {
  const due: string[] = [];
  const instance = createImpressionTracker({
    policy: resolveImpressionPolicy({ durationMs: options.durationMs, threshold: options.threshold }),
    onDue: (key) => due.push(key),
    recorded: options.recorded,
    visibleSince: options.visibleSince,
  });
  return { instance, due };
}

describe('resolveImpressionPolicy', () => {
  it('is the IAB/MRC display standard by default: half the element, one continuous second, once a session', () => {
    expect(policy).toEqual({ trigger: 'viewable', threshold: 0.5, durationMs: 1000, once: 'session' });
    expect(DEFAULT_IMPRESSION_POLICY).toEqual(policy);
    expect(resolveImpressionPolicy({ threshold: 1, durationMs: 2000, once: 'mount' })).toEqual({
      trigger: 'viewable',
      threshold: 1,
      durationMs: 2000,
      once: 'mount',
    });
  });

  it('refuses values that would silently change what is counted, naming the option', () => {
    expect(() => resolveImpressionPolicy({ threshold: 0 })).toThrow(/impressions\.threshold/);
    expect(() => resolveImpressionPolicy({ threshold: 50 })).toThrow(/impressions\.threshold/);
    expect(() => resolveImpressionPolicy({ durationMs: -1 })).toThrow(/impressions\.durationMs/);
    expect(() => resolveImpressionPolicy({ durationMs: Number.NaN })).toThrow(/impressions\.durationMs/);
    expect(() => resolveImpressionPolicy({ once: 'page' as never })).toThrow(/impressions\.once/);
    expect(() => resolveImpressionPolicy({ trigger: 'load' as never })).toThrow(/impressions\.trigger/);
  });
});

describe('createImpressionTracker (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Spies first: a spy on a faked `setTimeout` restored after the real timers are back would put the
    // fake one back for good, and every later file in this worker would wait on timers that never fire.
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is due after one continuous second at half visible or more, once', () => {
    const { instance, due } = tracker();
    instance.report('a', 0.5);
    vi.advanceTimersByTime(999);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual(['a']);
    expect(instance.isRecorded('a')).toBe(true);
    instance.report('a', 0);
    instance.report('a', 1);
    vi.advanceTimersByTime(5000);
    expect(due).toEqual(['a']);
  });

  it('never counts less than the threshold, and a break restarts the second', () => {
    const { instance, due } = tracker();
    instance.report('a', 0.49);
    vi.advanceTimersByTime(5000);
    expect(due).toEqual([]);
    instance.report('a', 0.8);
    vi.advanceTimersByTime(900);
    instance.report('a', 0.3);
    instance.report('a', 0.8);
    vi.advanceTimersByTime(900);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(due).toEqual(['a']);
  });

  it('a fast scroll past an element (or unmounting it) records nothing', () => {
    const { instance, due } = tracker();
    instance.report('a', 1);
    vi.advanceTimersByTime(300);
    instance.report('a', 0);
    instance.report('b', 1);
    vi.advanceTimersByTime(300);
    instance.remove('b');
    vi.advanceTimersByTime(10_000);
    expect(due).toEqual([]);
  });

  it('hidden page time never counts; the second restarts when the page is shown again', () => {
    const { instance, due } = tracker();
    instance.report('a', 1);
    vi.advanceTimersByTime(600);
    instance.setPageVisible(false);
    vi.advanceTimersByTime(5000);
    expect(due).toEqual([]);
    instance.setPageVisible(true);
    vi.advanceTimersByTime(999);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual(['a']);
  });

  it('serves every element with a single timer, due in order', () => {
    const { instance, due } = tracker();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    for (let index = 0; index < 100; index += 1) {
      instance.report(`k${index}`, 1);
      vi.advanceTimersByTime(5);
    }
    expect(vi.getTimerCount()).toBe(1);
    // Reports after the first reuse the running timer: no timer per element.
    expect(setTimeoutSpy.mock.calls.length).toBeLessThan(100);
    vi.advanceTimersByTime(1000);
    expect(due).toHaveLength(100);
    expect(due.slice(0, 3)).toEqual(['k0', 'k1', 'k2']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a shared recorded set makes it once per session: a new tracker (a remounted list) does not count again', () => {
    const session = new Set<string>();
    const first = tracker({ recorded: session });
    first.instance.report('a', 1);
    vi.advanceTimersByTime(1000);
    first.instance.dispose();
    const second = tracker({ recorded: session });
    second.instance.report('a', 1);
    vi.advanceTimersByTime(5000);
    expect(first.due).toEqual(['a']);
    expect(second.due).toEqual([]);
    // Without a shared set (once per mount), the new tracker counts again.
    const own = tracker();
    own.instance.report('a', 1);
    vi.advanceTimersByTime(1000);
    expect(own.due).toEqual(['a']);
  });

  it('goes on from a stretch in view that began before it (a page not yet live), once per key', () => {
    const before = tracker();
    before.instance.report('a', 1);
    before.instance.report('b', 1);
    vi.advanceTimersByTime(600);
    const visibleSince = new Map<string, number>();
    for (const key of ['a', 'b', 'c']) {
      const since = before.instance.visibleSince(key);
      if (since !== undefined) visibleSince.set(key, since);
    }
    expect([...visibleSince.keys()]).toEqual(['a', 'b']);
    before.instance.dispose();
    const live = tracker({ visibleSince });
    live.instance.report('a', 1);
    // 'b' left the view before the live page saw it: its earlier stretch is over.
    live.instance.report('b', 0);
    vi.advanceTimersByTime(400);
    expect(live.due).toEqual(['a']);
    live.instance.report('b', 1);
    vi.advanceTimersByTime(999);
    expect(live.due).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(live.due).toEqual(['a', 'b']);
    expect(visibleSince.size).toBe(0);
  });

  it('a zero duration is due at once; dispose stops the timer', () => {
    const zero = tracker({ durationMs: 0 });
    zero.instance.report('a', 1);
    expect(zero.due).toEqual(['a']);
    const { instance, due } = tracker();
    instance.report('a', 1);
    instance.dispose();
    vi.advanceTimersByTime(5000);
    expect(due).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('offerViewUrl', () => {
  const banner = { type: 'BANNER_IMAGE', url: 'https://cdn.example/b.png?eventCode=IMPRESSION&medium=WEB' };
  const view = { type: 'IMG_VIEW', url: 'https://cdn.example/b.png?eventCode=VIEW&medium=WEB' };

  it('is the IMG_VIEW asset, exactly as given, when the detail draws another banner', () => {
    expect(offerViewUrl(makeOffer({ assets: [banner, view] }))).toBe(view.url);
  });

  it('is nothing when the banner itself is the IMG_VIEW asset, or there is none', () => {
    expect(offerViewUrl(makeOffer({ assets: [view] }))).toBeUndefined();
    expect(offerViewUrl(makeOffer({ assets: [banner] }))).toBeUndefined();
  });

  it('reaches the detail through its view model, so the component computes nothing', () => {
    expect(offerDetailView(makeOffer({ assets: [banner, view] })).viewUrl).toBe(view.url);
    expect(offerDetailView(makeOffer({ assets: [view] })).viewUrl).toBeUndefined();
  });
});
