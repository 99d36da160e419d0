import type { Offer } from '@offerkit/data';
import { createOfferkitQueryClient, useBoundOffer, useOfferAction, useOffers } from '@offerkit/hooks';
import { sandboxOfferStates } from '@offerkit/sandbox';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { trackCacheSubscriptions } from './cacheSubscriptions.ts';
import { BASE_URL, sandboxClient, setupSandbox, TestProvider } from './harness.tsx';
import { offerkitWrapper } from './offerkitWrapper.tsx';

const harness = setupSandbox();
const { sandbox } = harness;
// Fixture offers whose CTA actions point at this file's sandbox; they sit in no cached list.
const states = sandboxOfferStates({ baseUrl: BASE_URL });
const activatableId = sandbox.catalog.roles.activatable;

/** A provider for the new customer on `queryClient`; failed requests are not retried (faults fire once). */
const providerFor = (queryClient: QueryClient) =>
  offerkitWrapper({
    client: sandboxClient(sandbox, { retry: false }),
    userId: sandbox.newCustomerId,
    queryClient,
  });

/** The offer with its CTA's action sent to another URL of the same endpoint. */
function withActionUrl(offer: Offer, url: string): Offer {
  const cta = offer.attributes.components?.cta;
  if (cta?.action === undefined) throw new Error(`fixture ${offer.id} has no CTA action`);
  const components = { ...offer.attributes.components, cta: { ...cta, action: { ...cta.action, url } } };
  return { ...offer, attributes: { ...offer.attributes, components } };
}

/** Shows what `useBoundOffer` gives a view: the CTA text (or none) and the action state. */
function BoundProbe({ offer, label }: { offer: Offer | string; label: string }) {
  const bound = useBoundOffer(offer);
  const cta = bound.offer?.attributes.components?.cta;
  return (
    <article aria-label={label}>
      {bound.offer === undefined ? 'not cached' : (cta?.buttonText ?? 'no cta')}
    </article>
  );
}

/** The activatable fixture's CTA as a button that says whether its action is running. */
function PressProbe() {
  const bound = useBoundOffer(states.activatable);
  return (
    <button type="button" onClick={bound.onAction}>
      {bound.pending ? 'pending' : bound.error === null ? 'idle' : 'failed'}
    </button>
  );
}

/** The user's first offers page, loaded the way a list would. */
function ListLoader() {
  const list = useOffers({ pageSize: 100 });
  return <p data-testid="list">{list.status}</p>;
}

describe('useBoundOffer', () => {
  it('outside a provider: the offer as given, no action, idle', () => {
    const { result } = renderHook(() => useBoundOffer(states.activatable));
    expect(result.current.offer).toBe(states.activatable);
    expect(result.current.onAction).toBeUndefined();
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeNull();
    const byId = renderHook(() => useBoundOffer(activatableId));
    expect(byId.result.current.offer).toBeUndefined();
    expect(byId.result.current.onAction).toBeUndefined();
    expect(harness.requests).toHaveLength(0);
  });

  it('runs the CTA exactly as given with one POST, pending until the response, then hides the taken CTA', async () => {
    const queryClient = createOfferkitQueryClient();
    const { result } = renderHook(() => useBoundOffer(states.activatable), {
      wrapper: providerFor(queryClient),
    });
    expect(result.current.offer.attributes.components?.cta?.buttonText).toBeTruthy();
    // Nothing is observed before the CTA is pressed.
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);

    act(() => result.current.onAction?.());
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.pending).toBe(false));

    expect(result.current.error).toBeNull();
    // The offer sits in no cached list, so the response updates nothing: the taken CTA is hidden here.
    expect(result.current.offer.attributes.components?.cta).toBeUndefined();
    expect(result.current.offer.attributes.name).toBe(states.activatable.attributes.name);
    const posts = harness.posts();
    expect(posts).toHaveLength(1);
    const actionUrl = states.activatable.attributes.components?.cta?.action?.url ?? '';
    expect(posts[0]?.url.href.endsWith(actionUrl.replace(/^\/+/, ''))).toBe(true);
    expect(harness.offerGets()).toHaveLength(0);
  });

  it('shows a CTA with another action again (a later boost), and keeps the taken one hidden', async () => {
    const queryClient = createOfferkitQueryClient();
    const { result, rerender } = renderHook(({ offer }) => useBoundOffer(offer), {
      wrapper: providerFor(queryClient),
      initialProps: { offer: states.activatable },
    });
    act(() => result.current.onAction?.());
    await waitFor(() => expect(result.current.offer.attributes.components?.cta).toBeUndefined());

    // The host hands the same offer again (a new object, the same action): still taken.
    rerender({ offer: { ...states.activatable } });
    expect(result.current.offer.attributes.components?.cta).toBeUndefined();

    const taken = states.activatable.attributes.components?.cta?.action?.url ?? '';
    const next = withActionUrl(states.activatable, `${taken}&step=next`);
    rerender({ offer: next });
    expect(result.current.offer.attributes.components?.cta?.action?.url).toBe(`${taken}&step=next`);
  });

  it('reports a failed action and keeps the CTA, so it can be pressed again', async () => {
    sandbox.faults.add({ route: 'activate', fault: 'status=500', times: 1 });
    const { result } = renderHook(() => useBoundOffer(states.activatable), {
      wrapper: providerFor(createOfferkitQueryClient()),
    });
    act(() => result.current.onAction?.());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.pending).toBe(false);
    expect(result.current.error?.message).toMatch(/500/);
    expect(result.current.offer.attributes.components?.cta).toBeDefined();

    act(() => result.current.onAction?.());
    await waitFor(() => expect(result.current.offer.attributes.components?.cta).toBeUndefined());
    expect(result.current.error).toBeNull();
    expect(harness.posts()).toHaveLength(2);
  });

  it('by id: not cached until a list holding the offer loads, then the cached offer', async () => {
    render(
      <>
        <ListLoader />
        <BoundProbe offer={activatableId} label="by id" />
      </>,
      { wrapper: providerFor(createOfferkitQueryClient()) },
    );
    expect(screen.getByRole('article', { name: 'by id' })).toHaveTextContent('not cached');
    await waitFor(() => expect(screen.getByRole('article', { name: 'by id' })).toHaveTextContent('Activate'));
    expect(harness.offerGets()).toHaveLength(1);
  });

  it('follows the cache: an action run by another view updates the bound offer without a refetch', async () => {
    const queryClient = createOfferkitQueryClient();
    const wrapper = providerFor(queryClient);
    render(
      <>
        <ListLoader />
        <BoundProbe offer={states.activatable} label="bound" />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getByTestId('list')).toHaveTextContent('success'));
    const other = renderHook(() => useOfferAction(states.activatable), { wrapper: providerFor(queryClient) });
    act(() => other.result.current.run());
    await waitFor(() => expect(screen.getByRole('article', { name: 'bound' })).toHaveTextContent('no cta'));
    expect(harness.offerGets()).toHaveLength(1);
    expect(harness.posts()).toHaveLength(1);
  });

  it('subscribes to the query cache once per bound offer', () => {
    const queryClient = createOfferkitQueryClient();
    const wrapper = providerFor(queryClient);
    const added = trackCacheSubscriptions(queryClient, (ui) => render(ui, { wrapper }));
    render(
      <>
        <BoundProbe offer={states.activatable} label="a" />
        <BoundProbe offer={states.boostable} label="b" />
        <BoundProbe offer={states.activated} label="c" />
      </>,
      { wrapper },
    );
    expect(added()).toBe(3);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it('a user switch while an action runs shows the next user an idle CTA', async () => {
    // The activation is slow enough to switch users while it is on its way.
    sandbox.faults.add({ route: 'activate', fault: { latency: 400 }, times: 1 });
    const queryClient = createOfferkitQueryClient();
    const client = sandboxClient(sandbox, { retry: false });
    const tree = (userId: string) => (
      <TestProvider client={client} userId={userId} queryClient={queryClient}>
        <PressProbe />
      </TestProvider>
    );
    const view = render(tree(sandbox.newCustomerId));
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('pending');
    await waitFor(() => expect(harness.posts()).toHaveLength(1));
    view.rerender(tree(sandbox.lapsedCustomerId));
    expect(screen.getByRole('button')).toHaveTextContent('idle');
    await waitFor(() => expect(harness.posts()[0]?.aborted()).toBe(true));
    // Past the POST's latency: nothing of the aborted run shows, as pending or as an error.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('button')).toHaveTextContent('idle');
  });
});
