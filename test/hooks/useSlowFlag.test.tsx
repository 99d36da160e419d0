import { useSlowFlag } from '@offerkit/hooks';
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

/** Renders the flag of a request that is already busy, with no delay. */
function BusyProbe() {
  return <span>{String(useSlowFlag(true, 0))}</span>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSlowFlag', () => {
  it('flags once busy has lasted the delay, and drops the flag as soon as busy ends', () => {
    const { result, rerender } = renderHook(({ busy }) => useSlowFlag(busy, 1000), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ busy: false });
    expect(result.current).toBe(false);
  });

  it('starts the wait again after a break', () => {
    const { result, rerender } = renderHook(({ busy }) => useSlowFlag(busy, 1000), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(800));
    rerender({ busy: false });
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });

  it('never flags for a negative or non-finite delay', () => {
    for (const delay of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { result } = renderHook(() => useSlowFlag(true, delay));
      act(() => vi.advanceTimersByTime(60_000));
      expect(result.current, String(delay)).toBe(false);
    }
  });

  it('is false in server markup', () => {
    expect(renderToString(<BusyProbe />)).toBe('<span>false</span>');
  });
});
