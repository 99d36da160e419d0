import { type ListViewInput, listView } from '@offerkit/data';

const ready: ListViewInput = { status: 'success', itemCount: 3 };

describe('listView', () => {
  it('draws pending and error as they come, and success as empty or ready by the item count', () => {
    expect(listView({ status: 'pending', itemCount: 0 }).state).toBe('pending');
    expect(listView({ status: 'error', itemCount: 0 }).state).toBe('error');
    expect(listView({ status: 'success', itemCount: 0 }).state).toBe('empty');
    expect(listView(ready).state).toBe('ready');
    // The status wins over items a host still passes: a failed first page is an error, not a list.
    expect(listView({ status: 'error', itemCount: 5 }).state).toBe('error');
  });

  it('is busy and announces while the first page or the next one loads', () => {
    expect(listView({ status: 'pending', itemCount: 0 })).toMatchObject({
      busy: true,
      announcement: 'loading',
    });
    expect(listView({ ...ready, isFetchingNextPage: true })).toMatchObject({
      busy: true,
      announcement: 'loadingMore',
    });
    expect(listView(ready)).toMatchObject({ busy: false, announcement: 'none' });
    expect(listView({ status: 'error', itemCount: 0 })).toMatchObject({ busy: false, announcement: 'none' });
  });

  it('has a footer only under a ready list with more to come', () => {
    expect(listView(ready).footer).toBe(false);
    expect(listView({ ...ready, hasNextPage: true }).footer).toBe(true);
    expect(listView({ ...ready, isFetchingNextPage: true }).footer).toBe(true);
    expect(listView({ status: 'success', itemCount: 0, hasNextPage: true }).footer).toBe(false);
    expect(listView({ status: 'pending', itemCount: 0, hasNextPage: true }).footer).toBe(false);
  });

  it('offers "Load more", a busy button while a page loads, and "Retry" after a failed page', () => {
    expect(listView({ ...ready, hasNextPage: true })).toMatchObject({
      loadMore: 'more',
      loadMoreBusy: false,
      footerPlaceholders: false,
      moreError: false,
    });
    expect(listView({ ...ready, hasNextPage: true, isFetchingNextPage: true })).toMatchObject({
      loadMore: 'more',
      loadMoreBusy: true,
      footerPlaceholders: true,
    });
    expect(listView({ ...ready, hasNextPage: true, nextPageError: true })).toMatchObject({
      loadMore: 'retry',
      moreError: true,
    });
    // While the retried page is on its way the failure is no longer shown.
    expect(
      listView({ ...ready, hasNextPage: true, nextPageError: true, isFetchingNextPage: true }).moreError,
    ).toBe(false);
    expect(listView(ready).loadMore).toBe('none');
  });

  it('loads on its own only when asked, with more to come, nothing on its way and no failed page', () => {
    const more = { ...ready, hasNextPage: true };
    expect(listView({ ...more, autoLoadMore: true }).autoLoad).toBe(true);
    expect(listView(more).autoLoad).toBe(false);
    expect(listView({ ...ready, autoLoadMore: true }).autoLoad).toBe(false);
    expect(listView({ ...more, autoLoadMore: true, isFetchingNextPage: true }).autoLoad).toBe(false);
    // A failed page pauses automatic loading, so a broken page is never requested in a loop.
    expect(listView({ ...more, autoLoadMore: true, nextPageError: true }).autoLoad).toBe(false);
    expect(
      listView({ status: 'success', itemCount: 0, hasNextPage: true, autoLoadMore: true }).autoLoad,
    ).toBe(false);
  });
});
