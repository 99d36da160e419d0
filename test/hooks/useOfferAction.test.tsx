import {
  type Cta,
  type Offer,
  type OfferAttribution,
  RewardsApiError,
  type SupportedComponent,
} from '@offerkit/data';
import {
  createOfferkitQueryClient,
  type OffersInfiniteData,
  offerkitKeys,
  useActivateOffer,
  useBoostOffer,
} from '@offerkit/hooks';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  ALL_COMPONENTS,
  BASE_URL,
  renderWithOfferkit,
  sandboxClient,
  sandboxScope,
  setupSandbox,
} from './harness.tsx';
import { offerkitWrapper } from './offerkitWrapper.tsx';
import { ActionProbe, LocationList, OfferDetail, OfferList, WhenCached } from './probes.tsx';

const harness = setupSandbox();
const { sandbox } = harness;
const activatableId = sandbox.catalog.roles.activatable;
const boostableId = sandbox.catalog.roles.boostable;
const activatableName = sandbox.catalog.offers.find((offer) => offer.id === activatableId)?.name ?? '';

function row(offerId: string, label = 'offers') {
  const region = screen.getByRole('region', { name: label });
  const item = region.querySelector(`li[data-offer-id="${offerId}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no row for ${offerId} in ${label}`);
  return item;
}

function locationRows() {
  return within(screen.getByRole('region', { name: 'locations' })).queryAllByRole('listitem');
}

/** List, detail and locations of the activatable offer, all loaded. */
async function renderSubscribers(supportedComponents: readonly SupportedComponent[] = ALL_COMPONENTS) {
  const view = renderWithOfferkit(
    <>
      <OfferList pageSize={100} />
      <OfferDetail offerId={activatableId} />
      <LocationList name={activatableName} />
    </>,
    { client: sandboxClient(sandbox), userId: sandbox.newCustomerId, supportedComponents },
  );
  await waitFor(() => {
    expect(row(activatableId)).toHaveTextContent('(Activate)');
    expect(screen.getByRole('article', { name: 'detail' })).toHaveTextContent('(Activate)');
    expect(locationRows()).toHaveLength(4);
  });
  return view;
}

function localOffer(cta: Cta): Offer {
  return {
    type: 'standardOffer',
    id: 'ofr_local',
    attributes: { name: 'Local', components: { cta } },
    categories: [],
  };
}

describe('useOfferAction', () => {
  it('activates with one POST and zero GETs, and every subscriber shows the new components', async () => {
    await renderSubscribers();
    const getsBefore = harness.gets().length;
    for (const location of locationRows()) expect(location).toHaveTextContent('(Activate)');

    await userEvent.click(within(row(activatableId)).getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated] (no cta)'));
    expect(within(row(activatableId)).queryByRole('button')).toBeNull();
    expect(screen.getByRole('article', { name: 'detail' })).toHaveTextContent('[Activated] (no cta)');
    for (const location of locationRows()) expect(location).toHaveTextContent('[Activated] (no cta)');

    expect(harness.posts()).toHaveLength(1);
    const post = harness.posts()[0];
    expect(post?.url.pathname).toBe(
      `/api/rewards/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers/${activatableId}/activate`,
    );
    expect(post?.url.searchParams.get('include')).toBe('offer');
    // Give any stray refetch a chance to start before counting.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(harness.gets()).toHaveLength(getsBefore);
  });

  it('sends one POST for a double click in the same tick', async () => {
    renderWithOfferkit(
      <>
        <OfferList pageSize={100} />
        <WhenCached offerId={activatableId}>
          {(offer) => <ActionProbe offer={offer} name="twice" twice />}
        </WhenCached>
      </>,
      { client: sandboxClient(sandbox), userId: sandbox.newCustomerId },
    );
    const button = await screen.findByRole('button', { name: 'twice Activate' });
    // One handler calling run() twice, then a second click event before React re-renders.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated]'));
    expect(harness.posts()).toHaveLength(1);
  });

  it('ignores a run from another component while one for the same offer is pending', async () => {
    sandbox.faults.add({ route: 'activate', fault: { latency: 50 } });
    renderWithOfferkit(
      <>
        <OfferList pageSize={100} />
        <WhenCached offerId={activatableId}>
          {(offer) => <ActionProbe offer={offer} name="second" />}
        </WhenCached>
      </>,
      { client: sandboxClient(sandbox), userId: sandbox.newCustomerId },
    );
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('(Activate)'));
    fireEvent.click(within(row(activatableId)).getByRole('button', { name: 'Activate' }));
    fireEvent.click(screen.getByRole('button', { name: 'second Activate' }));
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated]'));
    expect(harness.posts()).toHaveLength(1);
  });

  it('calls onSuccess with the attribution once the cache holds the new offer', async () => {
    const seen: { attribution: OfferAttribution; cachedTags: string[] | undefined }[] = [];
    const view = renderWithOfferkit(<OfferList pageSize={100} />, {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
    });
    const onSuccess = (attribution: OfferAttribution) => {
      const lists = view.queryClient.getQueriesData<OffersInfiniteData>({
        queryKey: offerkitKeys.offerLists(sandboxScope(sandbox, sandbox.newCustomerId)),
      });
      const cached = lists[0]?.[1]?.pages[0]?.offers.find((candidate) => candidate.id === activatableId);
      seen.push({ attribution, cachedTags: cached?.attributes.components?.detailTags });
    };
    view.rerenderWith(
      {},
      <>
        <OfferList pageSize={100} />
        <WhenCached offerId={activatableId}>
          {(offer) => <ActionProbe offer={offer} name="card" onSuccess={onSuccess} />}
        </WhenCached>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'card Activate' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.attribution.type).toBe('offerAttribution');
    expect(seen[0]?.attribution.attributes).toMatchObject({ entityId: activatableId, eventCode: 'ACTIVATE' });
    expect(seen[0]?.cachedTags).toEqual(['Activated']);
  });

  it('without an included offer, invalidates only the lists holding that offer', async () => {
    harness.server.use(
      http.post(`${BASE_URL}/v2/issuers/:org/users/:user/offers/:offer/:action`, async ({ request }) => {
        const response = await sandbox.fetch(request);
        const body = (await response.json()) as { data: unknown };
        return HttpResponse.json({ data: body.data }, { status: 201 });
      }),
    );
    const bakeryFree = 'Parkside';
    renderWithOfferkit(
      <>
        <OfferList pageSize={100} />
        <OfferList label="other" search={bakeryFree} />
      </>,
      { client: sandboxClient(sandbox), userId: sandbox.newCustomerId },
    );
    await waitFor(() => {
      expect(row(activatableId)).toHaveTextContent('(Activate)');
      expect(screen.getByTestId('other-status')).toHaveTextContent('success');
    });
    expect(
      screen.getByRole('region', { name: 'other' }).querySelector(`[data-offer-id="${activatableId}"]`),
    ).toBeNull();
    const before = harness.offerGets().length;

    await userEvent.click(within(row(activatableId)).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated] (no cta)'));
    const refetches = harness.offerGets().slice(before);
    expect(refetches).toHaveLength(1);
    expect(refetches[0]?.url.searchParams.has('filter[search]')).toBe(false);
    expect(harness.posts()).toHaveLength(1);
  });

  it('refetches a list that was loading a page when the action landed instead of patching it', async () => {
    renderWithOfferkit(<OfferList pageSize={5} />, {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('(Activate)'));
    // The next page is slow: its response carries the list as it was before the activation.
    sandbox.faults.add({ route: 'offers', fault: { latency: 200 }, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'More offers' }));
    await waitFor(() => expect(harness.offerGets()).toHaveLength(2));
    fireEvent.click(within(row(activatableId)).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(harness.offerGets().length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(screen.getByTestId('offers-status')).toHaveTextContent('success'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    expect(row(activatableId)).toHaveTextContent('[Activated] (no cta)');
    expect(harness.posts()).toHaveLength(1);
  });

  it('patches lists of the same component set and invalidates lists of another set', async () => {
    const queryClient = createOfferkitQueryClient();
    const client = sandboxClient(sandbox);
    const narrow: SupportedComponent[] = ['cta', 'detailTags'];
    // Two providers of one user on one query client: the same lists, fetched with two component sets.
    const userId = sandbox.newCustomerId;
    renderWithOfferkit(<OfferList label="narrow" pageSize={100} />, {
      client,
      userId,
      supportedComponents: narrow,
      queryClient,
    });
    renderWithOfferkit(<OfferList label="all" pageSize={100} />, { client, userId, queryClient });
    await waitFor(() => {
      expect(row(activatableId, 'narrow')).toHaveTextContent('(Activate)');
      expect(row(activatableId, 'all')).toHaveTextContent('(Activate)');
    });
    const before = harness.offerGets().length;
    await userEvent.click(within(row(activatableId, 'narrow')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => {
      expect(row(activatableId, 'narrow')).toHaveTextContent('[Activated] (no cta)');
      expect(row(activatableId, 'all')).toHaveTextContent('[Activated] (no cta)');
    });
    const refetches = harness.offerGets().slice(before);
    // The full-set list was refetched (its offer needs components the response did not compute) ...
    expect(refetches).toHaveLength(1);
    expect(refetches[0]?.url.searchParams.getAll('supportedComponents')).toEqual([...ALL_COMPONENTS].sort());
    // ... the narrow one was patched in place.
    expect(harness.posts()[0]?.url.searchParams.getAll('supportedComponents')).toEqual(narrow);
  });

  it('reset while a run is pending: the hook stays idle when it settles, the lists still update, nothing is kept', async () => {
    // Slow enough to reset while the POST is on its way.
    sandbox.faults.add({ route: 'activate', fault: { latency: 200 }, times: 1 });
    // Finished mutations are dropped at once: a run that left an observer behind would stay in the cache.
    const queryClient = createOfferkitQueryClient({ defaultOptions: { mutations: { gcTime: 0 } } });
    const client = sandboxClient(sandbox);
    const userId = sandbox.newCustomerId;
    renderWithOfferkit(<OfferList pageSize={100} />, { client, userId, queryClient });
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('(Activate)'));
    const { result } = renderHook(() => useActivateOffer(), {
      wrapper: offerkitWrapper({ client, userId, queryClient }),
    });

    act(() => result.current.activate(activatableId));
    expect(result.current.isPending).toBe(true);
    expect(result.current.offerId).toBe(activatableId);
    act(() => result.current.reset());
    expect(result.current.isPending).toBe(false);
    expect(result.current.offerId).toBeUndefined();

    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated]'));
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toBeNull();
    expect(result.current.offerId).toBeUndefined();
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
    expect(harness.posts()).toHaveLength(1);
  });

  it('shows a failed action as a typed error, keeps the CTA, and can run again after reset', async () => {
    sandbox.faults.add({ route: 'activate', fault: { status: 500 }, times: 1 });
    const errors: unknown[] = [];
    renderWithOfferkit(
      <>
        <OfferList pageSize={100} />
        <WhenCached offerId={activatableId}>
          {(offer) => <ActionProbe offer={offer} name="card" onError={(error) => errors.push(error)} />}
        </WhenCached>
      </>,
      { client: sandboxClient(sandbox), userId: sandbox.newCustomerId },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'card Activate' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'card' })).toHaveTextContent('status 500'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(RewardsApiError);
    // A POST is never retried, and the offer is unchanged.
    expect(harness.posts()).toHaveLength(1);
    expect(row(activatableId)).toHaveTextContent('(Activate)');

    await userEvent.click(screen.getByRole('button', { name: 'card dismiss' }));
    expect(screen.getByRole('status', { name: 'card' })).toHaveTextContent('no error');
    await userEvent.click(screen.getByRole('button', { name: 'card Activate' }));
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated] (no cta)'));
    expect(screen.getByRole('button', { name: 'card done' })).toBeInTheDocument();
    expect(harness.posts()).toHaveLength(2);
  });

  it('does nothing for a DISABLED CTA or one without an action', async () => {
    renderWithOfferkit(
      <>
        <ActionProbe
          name="disabled"
          offer={localOffer({
            buttonText: 'Soon',
            buttonStyle: 'DISABLED',
            action: { url: '/v2/x', method: 'POST' },
          })}
        />
        <ActionProbe name="no action" offer={localOffer({ buttonText: 'Info', buttonStyle: 'PRIMARY' })} />
      </>,
      { client: sandboxClient(sandbox), userId: sandbox.newCustomerId },
    );
    await userEvent.click(screen.getByRole('button', { name: 'disabled Soon' }));
    await userEvent.click(screen.getByRole('button', { name: 'no action Info' }));
    expect(screen.getByRole('status', { name: 'disabled' })).toHaveTextContent('no error');
    expect(harness.requests).toHaveLength(0);
  });
});

function HostButtons({ onAttribution }: { onAttribution: (attribution: OfferAttribution) => void }) {
  const activation = useActivateOffer({ onSuccess: onAttribution });
  const boosting = useBoostOffer({ onSuccess: onAttribution });
  return (
    <>
      <button type="button" onClick={() => activation.activate(activatableId)}>
        host activate
      </button>
      <button
        type="button"
        onClick={() => {
          boosting.boost(boostableId);
          boosting.boost(boostableId);
        }}
      >
        host boost
      </button>
      <output>{`${activation.isPending ? 'activating' : 'idle'} ${activation.offerId ?? '-'}`}</output>
    </>
  );
}

describe('useActivateOffer and useBoostOffer', () => {
  it('call the endpoints with include=offer and the provider components, and update every list', async () => {
    const attributions: OfferAttribution[] = [];
    const components: SupportedComponent[] = [
      'cta',
      'detailTags',
      'baseReward',
      'boostedReward',
      'logoFlare',
    ];
    renderWithOfferkit(
      <>
        <OfferList pageSize={100} />
        <OfferDetail offerId={boostableId} />
        <HostButtons onAttribution={(attribution) => attributions.push(attribution)} />
      </>,
      { client: sandboxClient(sandbox), userId: sandbox.newCustomerId, supportedComponents: components },
    );
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('(Activate)'));
    const getsBefore = harness.gets().length;

    await userEvent.click(screen.getByRole('button', { name: 'host activate' }));
    await waitFor(() => expect(row(activatableId)).toHaveTextContent('[Activated] (no cta)'));
    expect(screen.getByRole('status')).toHaveTextContent(`idle ${activatableId}`);

    await userEvent.click(screen.getByRole('button', { name: 'host boost' }));
    await waitFor(() => expect(row(boostableId)).toHaveTextContent('(no cta)'));
    expect(screen.getByRole('article', { name: 'detail' })).toHaveTextContent('(no cta)');
    expect(row(boostableId)).toHaveTextContent('Boosted');

    const posts = harness.posts();
    expect(posts.map((post) => post.url.pathname.split('/').at(-1))).toEqual(['activate', 'boost']);
    for (const post of posts) {
      expect(post.url.searchParams.get('include')).toBe('offer');
      expect(post.url.searchParams.getAll('supportedComponents')).toEqual([...components].sort());
    }
    expect(attributions.map((attribution) => attribution.attributes.eventCode)).toEqual([
      'ACTIVATE',
      'BOOST',
    ]);
    expect(harness.gets()).toHaveLength(getsBefore);
  });
});
