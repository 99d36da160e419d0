import { useListView } from '@offerkit/hooks';
import { render, renderHook } from '@testing-library/react';

interface FooterProps {
  itemCount: number;
  autoLoadMore: boolean;
  onLoadMore: () => void;
}

function Footer({ itemCount, autoLoadMore, onLoadMore }: FooterProps) {
  const list = useListView({ itemCount, hasNextPage: true, onLoadMore, autoLoadMore });
  return <div {...list.getFooterProps()} />;
}

describe('useListView', () => {
  it('is listView for the props as given, with the lists’ defaults', () => {
    const { result } = renderHook(() => useListView({ itemCount: 3 }));
    expect(result.current.view.state).toBe('ready');
    expect(result.current.view.footer).toBe(false);
    expect(result.current.loadNearEnd).toBeUndefined();
  });

  it('has one trigger, and only while automatic loading is allowed', () => {
    const onLoadMore = vi.fn();
    const draw = (props: Partial<Parameters<typeof useListView>[0]>) =>
      renderHook(() => useListView({ itemCount: 3, hasNextPage: true, onLoadMore, ...props })).result.current
        .loadNearEnd;
    expect(draw({})).toBe(onLoadMore);
    expect(draw({ autoLoadMore: false })).toBeUndefined();
    expect(draw({ isFetchingNextPage: true })).toBeUndefined();
    expect(draw({ nextPageError: true })).toBeUndefined();
    expect(draw({ status: 'pending' })).toBeUndefined();
    expect(draw({ itemCount: 0 })).toBeUndefined();
  });

  it('watches the footer while automatic loading is on, and afresh after every page', () => {
    const observed: Element[] = [];
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = disconnect;
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const onLoadMore = vi.fn();
      const { rerender } = render(<Footer itemCount={3} autoLoadMore onLoadMore={onLoadMore} />);
      expect(observed).toHaveLength(1);
      notify?.([{ isIntersecting: false }]);
      expect(onLoadMore).not.toHaveBeenCalled();
      notify?.([{ isIntersecting: true }]);
      expect(onLoadMore).toHaveBeenCalledTimes(1);

      rerender(<Footer itemCount={6} autoLoadMore onLoadMore={onLoadMore} />);
      expect(observed).toHaveLength(2);
      expect(disconnect).toHaveBeenCalledTimes(1);

      rerender(<Footer itemCount={6} autoLoadMore={false} onLoadMore={onLoadMore} />);
      expect(observed).toHaveLength(2);
      expect(disconnect).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
