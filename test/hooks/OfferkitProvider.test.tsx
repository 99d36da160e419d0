import {
  createOfferkitQueryClient,
  type OfferkitContextValue,
  OfferkitProvider,
  offerkitKeys,
  useOfferkit,
} from '@offerkit/hooks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderWithOfferkit, sandboxClient, sandboxScope, setupSandbox } from './harness.tsx';
import { OfferDetail, OfferList } from './probes.tsx';

const harness = setupSandbox();
const { sandbox, activatableId } = harness;

function rows() {
  return within(screen.getByRole('region', { name: 'offers' })).queryAllByRole('listitem');
}

function row(offerId: string) {
  const item = screen.getByRole('region', { name: 'offers' }).querySelector(`li[data-offer-id="${offerId}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no row for ${offerId}`);
  return item;
}

async function waitForRequests(count: number) {
  await waitFor(() => expect(harness.requests.length).toBeGreaterThanOrEqual(count));
}

/**
 * Renders the offers probe as `userId` with the first offers GET held for two seconds, and returns the view
 * and that request once it has started (checked not yet aborted).
 */
async function renderWithSlowFirstRequest(userId: string) {
  sandbox.faults.add({ route: 'offers', fault: { latency: 2000 }, times: 1 });
  const view = renderWithOfferkit(<OfferList />, { client: sandboxClient(sandbox), userId });
  await waitForRequests(1);
  const first = harness.requests[0];
  expect(first?.aborted()).toBe(false);
  return { view, first };
}

function ContextProbe({ onValue }: { onValue?: (value: OfferkitContextValue) => void }) {
  const value = useOfferkit();
  onValue?.(value);
  return null;
}

describe('OfferkitProvider', () => {
  it("shows nothing of the previous user after a switch and drops that user's cache", async () => {
    const client = sandboxClient(sandbox);
    const view = renderWithOfferkit(
      <>
        <OfferList pageSize={100} />
        <OfferDetail offerId={activatableId} />
      </>,
      { client, userId: sandbox.lapsedCustomerId },
    );
    // The lapsed customer has already activated the offer.
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated]'));
    expect(screen.getByRole('article', { name: 'detail' })).toHaveTextContent('[Activated]');
    const lapsedRows = rows().length;
    expect(lapsedRows).toBeGreaterThan(0);

    // The new customer's list is slow, so the moment between the switch and its data can be inspected.
    sandbox.faults.add({ route: 'offers', fault: { latency: 150 }, times: 1 });
    view.rerenderWith({ userId: sandbox.newCustomerId });
    expect(rows()).toHaveLength(0);
    expect(screen.getByTestId('offers-status')).toHaveTextContent('pending');
    expect(screen.getByRole('article', { name: 'detail' })).toHaveTextContent('not cached');
    await waitFor(() =>
      expect(
        view.queryClient
          .getQueryCache()
          .findAll({ queryKey: offerkitKeys.user(sandboxScope(sandbox, sandbox.lapsedCustomerId)) }),
      ).toEqual([]),
    );

    await waitFor(() => expect(row(activatableId)).toHaveTextContent('(Activate)'));
    expect(screen.getByRole('article', { name: 'detail' })).toHaveTextContent('(Activate)');
    expect(screen.getByRole('region', { name: 'offers' })).not.toHaveTextContent('Activated');
    const gets = harness.offerGets();
    expect(gets.at(-1)?.url.pathname).toContain(`/users/${sandbox.newCustomerId}/offers`);

    // Switching back fetches again: nothing of the first user was kept.
    view.rerenderWith({ userId: sandbox.lapsedCustomerId });
    expect(rows()).toHaveLength(0);
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated]'));
    expect(harness.offerGets()).toHaveLength(gets.length + 1);
  });

  it("aborts the previous user's in-flight request on a switch", async () => {
    const { view, first } = await renderWithSlowFirstRequest(sandbox.lapsedCustomerId);
    view.rerenderWith({ userId: sandbox.newCustomerId });
    await waitFor(() => expect(first?.aborted()).toBe(true));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(harness.offerGets().map((get) => get.url.pathname.split('/')[7])).toEqual([
      sandbox.lapsedCustomerId,
      sandbox.newCustomerId,
    ]);
  });

  it('aborts in-flight requests when the list unmounts', async () => {
    const { view, first: request } = await renderWithSlowFirstRequest(sandbox.newCustomerId);
    view.unmount();
    await waitFor(() => expect(request?.aborted()).toBe(true));
    // The aborted fetch left no error and no data behind.
    const [query] = view.queryClient
      .getQueryCache()
      .findAll({ queryKey: offerkitKeys.offerLists(sandboxScope(sandbox, sandbox.newCustomerId)) });
    expect(query?.state.error ?? null).toBeNull();
    expect(query?.state.data).toBeUndefined();
  });

  it('creates its own query client when given none, and does not refetch fresh data on remount', async () => {
    const client = sandboxClient(sandbox);
    const app = (show: boolean) => (
      <OfferkitProvider client={client} userId={sandbox.newCustomerId} supportedComponents={['cta']}>
        {show ? <OfferList pageSize={5} /> : <p>hidden</p>}
      </OfferkitProvider>
    );
    const view = render(app(true));
    await waitFor(() => expect(rows()).toHaveLength(5));
    view.rerender(app(false));
    view.rerender(app(true));
    expect(rows()).toHaveLength(5);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(harness.offerGets()).toHaveLength(1);
  });

  it('never writes offers to storage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderWithOfferkit(<OfferList pageSize={100} />, {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    setItem.mockRestore();
  });

  it('exposes client, user, normalized components and locale through useOfferkit', () => {
    const client = sandboxClient(sandbox);
    let seen: OfferkitContextValue | undefined;
    render(
      <OfferkitProvider
        client={client}
        userId="user-1"
        supportedComponents={['tags', 'cta', 'tags']}
        locale="fr-CA"
      >
        <ContextProbe onValue={(value) => (seen = value)} />
      </OfferkitProvider>,
    );
    expect(seen?.client).toBe(client);
    expect(seen?.userId).toBe('user-1');
    expect(seen?.supportedComponents).toEqual(['cta', 'tags']);
    expect(seen?.locale).toBe('fr-CA');
    expect(harness.requests).toHaveLength(0);
  });

  it('explains a missing provider and an empty user id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ContextProbe />)).toThrow(/OfferkitProvider/);
    expect(() =>
      render(
        <OfferkitProvider client={sandboxClient(sandbox)} userId="" supportedComponents={[]}>
          <ContextProbe />
        </OfferkitProvider>,
      ),
    ).toThrow(/empty userId/);
    error.mockRestore();
  });
});

describe('createOfferkitQueryClient', () => {
  it('sets the Offerkit defaults and lets the host override them', () => {
    const defaults = createOfferkitQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 30_000 });
    expect(defaults.mutations).toMatchObject({ retry: false });
    const custom = createOfferkitQueryClient({
      defaultOptions: { queries: { staleTime: 5 } },
    }).getDefaultOptions();
    expect(custom.queries).toMatchObject({ retry: false, staleTime: 5 });
  });
});
