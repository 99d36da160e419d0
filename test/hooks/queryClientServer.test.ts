// @vitest-environment node
import { createOfferkitQueryClient } from '@offerkit/hooks';

// A server render creates a client per request; TanStack's server default (no `window`) schedules no
// garbage-collection timer, so nothing keeps the request's cache alive once it is dropped.
describe('createOfferkitQueryClient on the server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer behind after a prefetch', async () => {
    expect(typeof window).toBe('undefined');
    vi.useFakeTimers();
    const queryClient = createOfferkitQueryClient();
    await queryClient.prefetchQuery({ queryKey: ['offerkit', 'probe'], queryFn: async () => 'page' });
    expect(queryClient.getQueryData(['offerkit', 'probe'])).toBe('page');
    expect(vi.getTimerCount()).toBe(0);
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBeUndefined();
  });

  it('still takes a host-given gcTime', () => {
    const queryClient = createOfferkitQueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(1000);
  });
});
