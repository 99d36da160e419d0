import {
  ConnectedLocationList,
  ConnectedOfferCard,
  ConnectedOfferDetail,
  ConnectedOfferList,
  OfferCard,
} from '@offerkit/components';
import { offerTextView } from '@offerkit/data';
import { createOfferkitQueryClient } from '@offerkit/hooks';
import { sandboxOfferStates } from '@offerkit/sandbox';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { trackCacheSubscriptions } from '../hooks/cacheSubscriptions.ts';
import { BASE_URL, renderWithOfferkit, sandboxClient, setupSandbox } from '../hooks/harness.tsx';

const { sandbox } = setupSandbox();
const states = sandboxOfferStates({ baseUrl: BASE_URL });

const nameOf = (role: keyof typeof sandbox.catalog.roles) => {
  const offer = sandbox.catalog.offers.find((candidate) => candidate.id === sandbox.catalog.roles[role]);
  if (offer === undefined) throw new Error(`the sandbox catalog has no ${role} offer`);
  return offer.name;
};
const ctaText = (state: keyof typeof states) => states[state].attributes.components?.cta?.buttonText ?? '';
const requestsTo = (route: string) => sandbox.requests.filter((request) => request.route === route);

/** `ui` under a provider for the new customer; failed requests are not retried (faults fire once). */
function renderBound(ui: ReactNode, queryClient = createOfferkitQueryClient()) {
  return renderWithOfferkit(ui, {
    client: sandboxClient(sandbox, { retry: false }),
    userId: sandbox.newCustomerId,
    queryClient,
  });
}

const innerHeight = window.innerHeight;

beforeEach(() => {
  // The virtualizer re-asserts the scroll position it read; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // A tall window, so the virtualized list renders every card of these short lists.
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 40_000 });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
});

describe('data-bound components against the sandbox', { timeout: 20_000 }, () => {
  it('list → activate → the card updates from the response, without a refetch', async () => {
    renderBound(<ConnectedOfferList params={{ pageSize: 100 }} />);
    const card = await screen.findByRole('article', { name: nameOf('activatable') });
    const button = within(card).getByRole('button', { name: ctaText('activatable') });
    expect(button).toHaveAttribute('data-style', 'primary');
    expect(requestsTo('offers')).toHaveLength(1);

    await userEvent.click(button);

    await waitFor(() => expect(within(card).queryByRole('button')).toBeNull());
    expect(card).toHaveAttribute('data-cta', 'none');
    const listTags = offerTextView(states.activated, 'list').tags;
    expect(
      within(card)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(listTags);
    // The sandbox's short description only restates the reward ("5% cash back in store"): the card leaves it
    // out, and says Activated where the CTA was, and to screen readers.
    expect(card.querySelector('.ok-OfferCard-description')).toBeNull();
    expect(card.querySelector('.ok-OfferStatus')).toHaveTextContent('Activated');
    expect(within(card).getByRole('heading')).toHaveFocus();
    expect(within(card).getByRole('status')).toHaveTextContent(/^Activated$/);

    const activations = requestsTo('activate');
    expect(activations).toHaveLength(1);
    expect(activations[0]?.method).toBe('POST');
    expect(activations[0]?.path).toContain(
      `/users/${sandbox.newCustomerId}/offers/${sandbox.catalog.roles.activatable}/activate?include=offer`,
    );
    expect(requestsTo('offers')).toHaveLength(1);
  });

  it('a detail view of the same offer shows Activated after the card is activated', async () => {
    renderBound(
      <>
        <ConnectedOfferList params={{ pageSize: 100 }} />
        <ConnectedOfferDetail offerId={sandbox.catalog.roles.activatable} headingLevel={2} />
      </>,
    );
    await screen.findAllByRole('article', { name: nameOf('activatable') });
    const views = screen.getAllByRole('article', { name: nameOf('activatable') });
    const detail = views.find((view) => view.classList.contains('ok-OfferDetail'));
    const card = views.find((view) => view.classList.contains('ok-OfferCard'));
    if (detail === undefined || card === undefined) throw new Error('expected a card and a detail view');
    await userEvent.click(within(card).getByRole('button', { name: ctaText('activatable') }));
    await waitFor(() => expect(within(detail).queryByRole('button')).toBeNull());
    expect(within(detail).getByText('Activated')).toBeInTheDocument();
    expect(requestsTo('offers')).toHaveLength(1);
  });

  it('boost → the struck base reward and the logo flare appear', async () => {
    const { container } = renderBound(<ConnectedOfferList params={{ pageSize: 100 }} layout="list" />);
    const card = await screen.findByRole('article', { name: nameOf('boostable') });
    const button = within(card).getByRole('button', { name: ctaText('boostable') });
    expect(button).toHaveAttribute('data-style', 'secondary');
    await userEvent.click(button);
    await waitFor(() => expect(card).toHaveAttribute('data-boosted', 'true'));
    const boosted = states.boosted.attributes.components;
    expect(card.querySelector('.ok-Reward-active')).toHaveTextContent(boosted?.boostedReward ?? '');
    expect(card.querySelector('s.ok-Reward-struck')).toHaveTextContent(boosted?.baseReward ?? '');
    expect(card.querySelector('.ok-LogoFlare')).not.toHaveAttribute('data-border', 'none');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(container.querySelector('.ok-OfferList')).toHaveAttribute('data-layout', 'list');
    expect(requestsTo('offers')).toHaveLength(1);
  });

  it('loads every page on its own as the end comes near', async () => {
    renderBound(<ConnectedOfferList params={{ pageSize: 10 }} />);
    const total = sandbox.catalog.offers.length;
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(total), { timeout: 10_000 });
    expect(requestsTo('offers')).toHaveLength(Math.ceil(total / 10));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('listitem', { hidden: false })[0]).toHaveAttribute(
      'aria-setsize',
      String(total),
    );
  });

  it('shows an error with retry when the list fails, and the offers after retrying', async () => {
    sandbox.faults.add({ route: 'offers', fault: 'status=500', times: 1 });
    renderBound(<ConnectedOfferList params={{ pageSize: 100 }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Offers could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: nameOf('activatable') })).toBeInTheDocument();
  });

  it('keeps the CTA and shows an error when the action fails, then succeeds on a second press', async () => {
    sandbox.faults.add({ route: 'activate', fault: 'status=500', times: 1 });
    renderBound(<ConnectedOfferList params={{ pageSize: 100 }} />);
    const card = await screen.findByRole('article', { name: nameOf('activatable') });
    await userEvent.click(within(card).getByRole('button', { name: ctaText('activatable') }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(card).toHaveAttribute('data-state', 'error');
    await userEvent.click(within(card).getByRole('button', { name: ctaText('activatable') }));
    await waitFor(() => expect(within(card).queryByRole('button')).toBeNull());
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(requestsTo('activate')).toHaveLength(2);
  });

  it('runs the CTA of a ConnectedOfferCard given a fixture offer, and drops the CTA once taken', async () => {
    renderBound(<ConnectedOfferCard offer={states.activatable} />);
    const card = screen.getByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: ctaText('activatable') }));
    await waitFor(() => expect(within(card).queryByRole('button')).toBeNull());
    expect(requestsTo('activate')).toHaveLength(1);
    expect(requestsTo('offers')).toHaveLength(0);
  });

  it('binds each connected card with one query-cache subscription; an OfferCard in the provider binds nothing', () => {
    const queryClient = createOfferkitQueryClient();
    const added = trackCacheSubscriptions(queryClient, (ui) => renderBound(ui, queryClient));

    renderBound(
      <>
        <ConnectedOfferCard offer={states.activatable} />
        <ConnectedOfferCard offer={states.boostable} />
        <OfferCard offer={states.limitedSupply} />
      </>,
      queryClient,
    );
    expect(added()).toBe(2);
    // No mutation is observed before a CTA is pressed.
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it('follows a detail by id with one subscription for the offer and its lookup', async () => {
    const queryClient = createOfferkitQueryClient();
    const added = trackCacheSubscriptions(queryClient, (ui) => renderBound(ui, queryClient));

    renderBound(
      <ConnectedOfferDetail offerId={sandbox.catalog.roles.activatable} headingLevel={2} />,
      queryClient,
    );
    const detail = await screen.findByRole('article', { name: nameOf('activatable') });
    // One follows the offer (view and lookup share it), one the lists loading beside it (useIsFetching).
    expect(added()).toBe(2);
    await userEvent.click(within(detail).getByRole('button', { name: ctaText('activatable') }));
    await waitFor(() => expect(within(detail).queryByRole('button')).toBeNull());
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(requestsTo('activate')).toHaveLength(1);
    expect(requestsTo('offers')).toHaveLength(1);
  });

  it('draws an OfferCard outside a provider and without onAction as given, its CTA sending nothing', async () => {
    render(<OfferCard offer={states.activatable} />);
    const card = screen.getByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: ctaText('activatable') }));
    expect(within(card).getByRole('button', { name: ctaText('activatable') })).toBeInTheDocument();
    expect(card).toHaveAttribute('data-state', 'idle');
    expect(sandbox.requests).toHaveLength(0);
  });

  it('lists locations with the offers redeemable there', async () => {
    renderBound(<ConnectedLocationList params={{ pageSize: 5 }} autoLoadMore={false} />);
    const list = await screen.findByRole('list', { name: 'Locations' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(5);
    const withOffers = cards.find((card) => within(card).queryByRole('heading', { name: 'Offers here' }));
    expect(withOffers).toBeDefined();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(requestsTo('locations')).toHaveLength(1);
  });
});
