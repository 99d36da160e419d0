import { createOfferkitQueryClient, locationsQueryOptions, offersQueryOptions } from '@offerkit/hooks';
import { type DehydratedState, dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ALL_COMPONENTS, sandboxClient, setupSandbox, TestProvider } from './harness.tsx';
import { LocationList, OfferDetail, OfferList } from './probes.tsx';

const harness = setupSandbox();
const { sandbox, activatableId } = harness;
const activatableName = sandbox.catalog.offers.find((offer) => offer.id === activatableId)?.name ?? '';

function Page({ queryClient, state }: { queryClient: QueryClient; state?: DehydratedState }) {
  const content = (
    <>
      <OfferList pageSize={10} />
      <OfferDetail offerId={activatableId} />
      <LocationList name={activatableName} />
    </>
  );
  return (
    <TestProvider client={sandboxClient(sandbox)} userId={sandbox.newCustomerId} queryClient={queryClient}>
      {state === undefined ? content : <HydrationBoundary state={state}>{content}</HydrationBoundary>}
    </TestProvider>
  );
}

describe('server rendering', () => {
  it('prefetches on the server, renders to a string and hydrates with no mismatch and no second request', async () => {
    // Server: prefetch with the exported options, render, dehydrate.
    const serverQueryClient = createOfferkitQueryClient();
    const input = {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
      supportedComponents: ALL_COMPONENTS,
    };
    await serverQueryClient.prefetchInfiniteQuery(offersQueryOptions({ ...input, pageSize: 10 }));
    await serverQueryClient.prefetchInfiniteQuery(locationsQueryOptions({ ...input, name: activatableName }));
    expect(harness.offerGets()).toHaveLength(1);
    expect(harness.locationGets()).toHaveLength(1);
    const html = renderToString(<Page queryClient={serverQueryClient} />);
    // What travels to the browser is JSON.
    const state = JSON.parse(JSON.stringify(dehydrate(serverQueryClient))) as DehydratedState;
    expect(html).toContain(activatableName);
    expect(html).toContain('detail: ');
    expect(html).not.toContain('pending');

    // Browser: the server's HTML, hydrated against a fresh client fed the dehydrated state.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page queryClient={createOfferkitQueryClient()} state={state} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });

    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(screen.getByRole('article', { name: 'detail' })).toHaveTextContent('(Activate)');
    // No request after hydration: the prefetched pages were fresh.
    expect(harness.offerGets()).toHaveLength(1);
    expect(harness.locationGets()).toHaveLength(1);

    // The hydrated list keeps paging from the server's cursor.
    await act(async () => screen.getByRole('button', { name: 'More offers' }).click());
    await vi.waitFor(() => expect(harness.offerGets()).toHaveLength(2));
    expect(harness.offerGets()[1]?.url.searchParams.get('page[after]')).toBeTruthy();

    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
