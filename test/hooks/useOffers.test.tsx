import {
  pageCursor,
  RewardsApiError,
  RewardsDecodeError,
  RewardsRequestError,
  type SupportedComponent,
} from '@offerkit/data';
import type { UseOffersResult } from '@offerkit/hooks';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ComponentProps } from 'react';
import { BASE_URL, renderWithOfferkit, sandboxClient, setupSandbox } from './harness.tsx';
import { listRows, listSettled } from './listQueries.ts';
import { OfferList } from './probes.tsx';

const harness = setupSandbox();
const { sandbox } = harness;

const rows = (label = 'offers') => listRows(label);
const settled = (label = 'offers') => listSettled(label);

/** Renders the offers probe for the sandbox's new customer; `latest()` is the hook's last result. */
function renderOffers(
  props: Omit<ComponentProps<typeof OfferList>, 'onResult'> = {},
  setup: Partial<Parameters<typeof renderWithOfferkit>[1]> = {},
) {
  let result: UseOffersResult | undefined;
  const view = renderWithOfferkit(<OfferList {...props} onResult={(latest) => (result = latest)} />, {
    client: sandboxClient(sandbox),
    userId: sandbox.newCustomerId,
    ...setup,
  });
  return { view, latest: () => result };
}

describe('useOffers', () => {
  it('sends one GET per page, following links.next, and flattens the pages', async () => {
    const { latest } = renderOffers({ pageSize: 10 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(harness.offerGets()).toHaveLength(1);
    expect(harness.offerGets()[0]?.url.searchParams.has('page[after]')).toBe(false);

    for (let page = 2; page <= 5; page += 1) {
      await act(async () => screen.getByRole('button', { name: 'More offers' }).click());
      await waitFor(() => expect(rows()).toHaveLength(Math.min(page * 10, sandbox.catalog.offers.length)));
      expect(harness.offerGets()).toHaveLength(page);
    }
    expect(screen.queryByRole('button', { name: 'More offers' })).toBeNull();
    expect(latest()?.hasNextPage).toBe(false);

    // Each later request carried the cursor of the page before it, and nothing else changed.
    const gets = harness.offerGets();
    for (let index = 1; index < gets.length; index += 1) {
      const after = gets[index]?.url.searchParams.get('page[after]');
      expect(after).toBeTruthy();
      expect(gets[index]?.url.searchParams.get('page[size]')).toBe('10');
      expect(gets[index]?.url.searchParams.getAll('supportedComponents')).toEqual(
        gets[0]?.url.searchParams.getAll('supportedComponents'),
      );
    }
    const ids = latest()?.offers.map((offer) => offer.id) ?? [];
    expect(new Set(ids).size).toBe(sandbox.catalog.offers.length);
    expect(ids).toHaveLength(sandbox.catalog.offers.length);
  });

  it('asks for categories and returns the included and available ones, each once', async () => {
    const { latest } = renderOffers({ pageSize: 20 });
    await settled();
    expect(harness.offerGets()[0]?.url.searchParams.get('include')).toBe('categories');
    const categories = latest()?.categories ?? [];
    const ids = categories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every listed offer's categories are among them, and offers have them resolved.
    for (const offer of latest()?.offers ?? []) {
      for (const reference of offer.relationships?.category?.data ?? []) expect(ids).toContain(reference.id);
      expect(offer.categories.length).toBeGreaterThan(0);
    }
  });

  it('serves N components using the same list from one request', async () => {
    const client = sandboxClient(sandbox);
    renderWithOfferkit(
      <>
        <OfferList label="a" pageSize={5} />
        <OfferList label="b" pageSize={5} />
        <OfferList label="c" pageSize={5} />
      </>,
      { client, userId: sandbox.newCustomerId },
    );
    await waitFor(() => {
      for (const label of ['a', 'b', 'c']) expect(rows(label)).toHaveLength(5);
    });
    expect(harness.offerGets()).toHaveLength(1);
  });

  it('keys on the supportedComponents set, not its order', async () => {
    const client = sandboxClient(sandbox);
    const components: SupportedComponent[] = ['tags', 'cta', 'detailTags', 'cta'];
    const view = renderWithOfferkit(<OfferList pageSize={5} />, {
      client,
      userId: sandbox.newCustomerId,
      supportedComponents: components,
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(harness.offerGets()[0]?.url.searchParams.getAll('supportedComponents')).toEqual([
      'cta',
      'detailTags',
      'tags',
    ]);
    view.rerenderWith({ supportedComponents: ['detailTags', 'tags', 'cta'] });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(harness.offerGets()).toHaveLength(1);

    // Another set is another list.
    view.rerenderWith({ supportedComponents: ['cta'] });
    await waitFor(() => expect(harness.offerGets()).toHaveLength(2));
  });

  it('starts a new list when a parameter changes and reuses a fresh one when it changes back', async () => {
    const client = sandboxClient(sandbox);
    const setup = { client, userId: sandbox.newCustomerId };
    const view = renderWithOfferkit(<OfferList pageSize={5} />, setup);
    await waitFor(() => expect(rows()).toHaveLength(5));

    const bakery = sandbox.catalog.offers.find((offer) => offer.name.includes('Bakery'));
    expect(bakery).toBeDefined();
    view.rerenderWith({}, <OfferList pageSize={5} search="bakery" />);
    await waitFor(() => expect(harness.offerGets()).toHaveLength(2));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(harness.offerGets()[1]?.url.searchParams.get('filter[search]')).toBe('bakery');
    for (const row of rows()) expect(row.textContent?.toLowerCase()).toContain('bakery');

    view.rerenderWith({}, <OfferList pageSize={5} />);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(harness.offerGets()).toHaveLength(2);
  });

  it('reports 401 as a typed error after one request (not retried)', async () => {
    const { latest } = renderOffers(
      {},
      { client: sandboxClient(sandbox, { headers: { Authorization: 'Bearer wrong-token' } }) },
    );
    await settled();
    expect(latest()?.status).toBe('error');
    expect(latest()?.error).toBeInstanceOf(RewardsApiError);
    expect((latest()?.error as RewardsApiError | undefined)?.status).toBe(401);
    expect(latest()?.offers).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('401');
    expect(harness.offerGets()).toHaveLength(1);
  });

  it('refuses an unknown supportedComponents value before sending anything', async () => {
    const { latest } = renderOffers({}, { supportedComponents: ['cta', 'sparkles' as SupportedComponent] });
    await settled();
    expect(latest()?.error).toBeInstanceOf(RewardsRequestError);
    expect(latest()?.error?.message).toContain('sparkles');
    expect(harness.requests).toHaveLength(0);
  });

  it('recovers from 500s through the client retries, one retry chain per page', async () => {
    sandbox.faults.add({ route: 'offers', fault: { status: 500 }, times: 2 });
    const { latest } = renderOffers({ pageSize: 5 });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(latest()?.error).toBeNull();
    expect(harness.offerGets()).toHaveLength(3);
  });

  it('gives up on a lasting 500 after the client retries, without query retries on top', async () => {
    sandbox.faults.add({ route: 'offers', fault: { status: 500 } });
    const { latest } = renderOffers({ pageSize: 5 });
    await settled();
    expect(latest()?.error).toBeInstanceOf(RewardsApiError);
    expect((latest()?.error as RewardsApiError | undefined)?.status).toBe(500);
    // One request and the client's two retries; react-query adds none.
    expect(harness.offerGets()).toHaveLength(3);

    // refetch tries again once the service is back.
    sandbox.faults.clear();
    await act(async () => latest()?.refetch());
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(latest()?.error).toBeNull();
    expect(harness.offerGets()).toHaveLength(4);
  });

  it('keeps the valid offers of a page with a corrupted offer and reports the drop', async () => {
    harness.server.use(
      http.get(`${BASE_URL}/v2/issuers/:org/users/:user/offers`, async ({ request }) => {
        const response = await sandbox.fetch(request);
        const body = (await response.json()) as { data: { id: unknown; attributes: unknown }[] };
        const victim = body.data[1];
        if (victim !== undefined) victim.attributes = 'not an object';
        return HttpResponse.json(body);
      }),
    );
    const { latest } = renderOffers({ pageSize: 5 });
    await settled();
    expect(latest()?.status).toBe('success');
    expect(rows()).toHaveLength(4);
    expect(latest()?.diagnostics.some((d) => d.severity === 'dropped' && d.path.startsWith('/data/1'))).toBe(
      true,
    );
    expect(harness.offerGets()).toHaveLength(1);
  });

  it('reports an unreadable body as a decode error', async () => {
    sandbox.faults.add({ route: 'offers', fault: { malformed: true } });
    const { latest } = renderOffers();
    await settled();
    expect(latest()?.error).toBeInstanceOf(RewardsDecodeError);
    expect(rows()).toHaveLength(0);
  });

  it('keeps fetched pages when a later page fails, and shows the error', async () => {
    const { latest } = renderOffers({ pageSize: 5 });
    await waitFor(() => expect(rows()).toHaveLength(5));
    sandbox.faults.add({ route: 'offers', fault: { status: 503, retryAfter: 0 } });
    await act(async () => screen.getByRole('button', { name: 'More offers' }).click());
    await waitFor(() => expect(latest()?.error).toBeInstanceOf(RewardsApiError));
    expect(rows()).toHaveLength(5);
    expect(latest()?.hasNextPage).toBe(true);
    expect(pageCursor(harness.offerGets()[1]?.url.href, 'after')).toBeTruthy();
  });

  it('derives the list flags once: nextPageError after a failed next page, not after a failed refresh', async () => {
    const { latest, view } = renderOffers({ pageSize: 5 });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(latest()?.isFetchNextPageError).toBe(false);
    expect(latest()?.listProps).toEqual({
      status: 'success',
      onRetry: latest()?.refetch,
      hasNextPage: true,
      isFetchingNextPage: false,
      nextPageError: false,
      onLoadMore: latest()?.fetchNextPage,
    });

    const remove = sandbox.faults.add({ route: 'offers', fault: { status: 503, retryAfter: 0 } });
    await act(async () => latest()?.listProps.onLoadMore());
    await waitFor(() => expect(latest()?.listProps.nextPageError).toBe(true));
    expect(latest()?.isFetchNextPageError).toBe(true);
    expect(latest()?.listProps.status).toBe('success');
    expect(rows()).toHaveLength(5);

    // "Load more" again fetches that page; once it is in, the flag clears.
    remove();
    await act(async () => latest()?.listProps.onLoadMore());
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(latest()?.listProps.nextPageError).toBe(false);
    expect(latest()?.error).toBeNull();

    // A failed refresh of the pages shown is an error, but not a failed next page.
    sandbox.faults.add({ route: 'offers', fault: { status: 503, retryAfter: 0 } });
    await act(() => view.queryClient.refetchQueries());
    await waitFor(() => expect(latest()?.error).toBeInstanceOf(RewardsApiError));
    expect(latest()?.isFetchNextPageError).toBe(false);
    expect(latest()?.listProps).toMatchObject({ status: 'success', nextPageError: false });
    expect(rows()).toHaveLength(10);
  });

  it('holds the request while enabled is false', async () => {
    const client = sandboxClient(sandbox);
    const view = renderWithOfferkit(<OfferList enabled={false} />, { client, userId: sandbox.newCustomerId });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(harness.requests).toHaveLength(0);
    expect(screen.getByTestId('offers-status')).toHaveTextContent('pending');
    view.rerenderWith({}, <OfferList />);
    await settled();
    expect(harness.offerGets()).toHaveLength(1);
  });

  it('refetches a stale list on a return to the window, and a fresh one not (issue 30, item 10)', async () => {
    // Only Date is faked: TanStack reads staleness from Date.now(); MSW and React keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      renderOffers({ pageSize: 10 });
      await waitFor(() => expect(rows()).toHaveLength(10));
      expect(harness.offerGets()).toHaveLength(1);
      // Back within 30 s: the list is fresh, nothing is sent.
      vi.setSystemTime(Date.now() + 5_000);
      act(() => {
        window.dispatchEvent(new Event('visibilitychange'));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(harness.offerGets()).toHaveLength(1);
      // Back after 30 s: the list (one page loaded) comes again, so a card's progress is current.
      vi.setSystemTime(Date.now() + 30_000);
      act(() => {
        window.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(harness.offerGets()).toHaveLength(2));
      expect(harness.offerGets()[1]?.url.searchParams.has('page[after]')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
