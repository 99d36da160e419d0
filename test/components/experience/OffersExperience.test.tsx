import { defaultMessages } from '@offerkit/components';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BASE_URL,
  offerRequests,
  renderExperience,
  sandbox,
  setOnline,
  setupFlatLayout,
  setupSandbox,
} from './harness.tsx';

const state = setupSandbox();
setupFlatLayout();

afterEach(() => {
  // React Query's online manager is global: never leave it offline for the next test.
  setOnline(true);
});

const offersList = () => screen.findByRole('list', { name: 'Offers' });
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const categoryOf = (name: string) => {
  const offer = sandbox.catalog.offers.find((candidate) => candidate.name === name);
  return sandbox.catalog.categories.find((category) => category.id === offer?.categoryId)?.attributes.name;
};

describe('OffersExperience: offers view against the sandbox', () => {
  it('shows skeletons first, then the offers, their count, and the category chips', async () => {
    const { container } = renderExperience(state.fetches, { pageSize: 10 });
    const root = container.querySelector('.ok-OffersExperience');
    expect(root).toHaveAttribute('data-view', 'offers');
    expect(container.querySelector('.ok-OfferList')).toHaveAttribute('data-state', 'pending');

    const list = await offersList();
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.getByText('10+ offers')).toBeInTheDocument();
    const chips = screen.getByRole('toolbar', { name: 'Categories' });
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'Food & Beverage' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(offerRequests(state.fetches)).toHaveLength(1);
    expect(offerRequests(state.fetches)[0]?.url).toContain('include=categories');
  });

  it('search narrows the list, debounced into one request', async () => {
    // No delay between keystrokes: on a loaded machine a real delay can outlast the debounce.
    const user = userEvent.setup({ delay: null });
    renderExperience(state.fetches, { pageSize: 10, searchDebounceMs: 300 });
    await offersList();
    await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'bakery');
    await waitFor(() => expect(screen.getByText('1 offer')).toBeInTheDocument());
    expect(cardTitles(await offersList())).toEqual(['Maple Street Bakery']);
    const searches = offerRequests(state.fetches).filter((request) => request.url.includes('filter[search]'));
    // Typed faster than the debounce: one request for the whole word, not one per keystroke.
    expect(searches.map((request) => /filter\[search\]=([^&]*)/.exec(request.url)?.[1])).toEqual(['bakery']);
  });

  it('a new search aborts the request of the previous one', async () => {
    // The first list and the "ma" search stay on their way long enough to be overtaken.
    sandbox.faults.add({ route: 'offers', fault: { latency: 2000 }, times: 2 });
    renderExperience(state.fetches, { pageSize: 10 });
    const box = screen.getByRole('searchbox', { name: 'Search offers' });
    fireEvent.change(box, { target: { value: 'ma' } });
    await waitFor(() =>
      expect(offerRequests(state.fetches).some((r) => r.url.includes('filter[search]=ma&'))).toBe(true),
    );
    fireEvent.change(box, { target: { value: 'maple' } });
    await waitFor(() => expect(screen.getByText('1 offer')).toBeInTheDocument(), { timeout: 3000 });
    const stale = offerRequests(state.fetches).find((r) => r.url.includes('filter[search]=ma&'));
    const current = offerRequests(state.fetches).find((r) => r.url.includes('filter[search]=maple&'));
    expect(stale?.signal?.aborted).toBe(true);
    expect(current?.signal?.aborted).toBe(false);
  });

  it('the category chips filter the list, and pressing the selected chip again removes the filter', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10 });
    await offersList();
    const chips = screen.getByRole('toolbar', { name: 'Categories' });
    await user.click(within(chips).getByRole('button', { name: 'Gas' }));
    expect(within(chips).getByRole('button', { name: 'Gas' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(offerRequests(state.fetches).at(-1)?.url).toContain('filter[category]=Gas'));
    await waitFor(async () => {
      const titles = cardTitles(await offersList());
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((title) => categoryOf(title ?? '') === 'Gas')).toBe(true);
    });
    // The other chips stay, so the user can switch without clearing first.
    expect(within(chips).getByRole('button', { name: 'Travel' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Gas' }));
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByText('10+ offers')).toBeInTheDocument());
  });

  it('the channel filter and the sort go into the request', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10 });
    await offersList();
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    await waitFor(() =>
      expect(offerRequests(state.fetches).at(-1)?.url).toContain('filter[purchaseChannel]=ONLINE'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Expiring soon');
    await waitFor(() => expect(offerRequests(state.fetches).at(-1)?.url).toContain('sort=expirationDate'));
    const online = new Set(
      sandbox.catalog.offers.filter((offer) => offer.purchaseChannel.includes('ONLINE')).map((o) => o.name),
    );
    await waitFor(async () => {
      const titles = cardTitles(await offersList());
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((title) => online.has(title ?? ''))).toBe(true);
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await waitFor(() => expect(offerRequests(state.fetches).at(-1)?.url).toContain('sort=-startDate'));
  });

  it('loads more with the button', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10 });
    await offersList();
    expect(screen.getByText('10+ offers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('20+ offers')).toBeInTheDocument());
    expect(offerRequests(state.fetches).at(-1)?.url).toContain('page[after]=');
  });

  it('loads pages on its own near the end of the list, or only from the button with autoLoadMore off', async () => {
    const first = renderExperience(state.fetches, { pageSize: 3 });
    // Three offers fill no screen: the list asks for the next pages by itself.
    await waitFor(() => expect(offerRequests(state.fetches).length).toBeGreaterThan(1));
    first.unmount();
    state.fetches.length = 0;

    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 3, autoLoadMore: false });
    await offersList();
    expect(screen.getByText('3+ offers')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(offerRequests(state.fetches)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('6+ offers')).toBeInTheDocument());
    expect(offerRequests(state.fetches)).toHaveLength(2);
  });

  it('shows the empty state with "clear filters", which brings the offers back', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderExperience(state.fetches, { pageSize: 10, onFiltersChange });
    await offersList();
    expect(onFiltersChange).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), 'zzzz-no-such-offer');
    expect(await screen.findByRole('heading', { name: 'No matching offers' })).toBeInTheDocument();
    // Waited for: on a loaded machine typing can pause past the debounce, and a prefix already matches
    // nothing, so the heading can come before the whole text is committed.
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenLastCalledWith({
        search: 'zzzz-no-such-offer',
        category: null,
        channel: 'ALL',
        sort: 'recommended',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('10+ offers')).toBeInTheDocument());
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: '' }));
  });

  it('shows the unfiltered empty state, without a clear button, to a user with no offers', async () => {
    const userId = 'experience-not-enrolled';
    const created = await fetch(`${BASE_URL}/v2/issuers/${sandbox.organizationId}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: [{ type: 'user', id: userId, attributes: { enrolledRewards: [] } }] }),
    });
    expect(created.status).toBe(201);
    renderExperience(state.fetches, { pageSize: 10 }, {}, userId);
    expect(await screen.findByRole('heading', { name: 'No offers yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows an error with retry, and retry loads the offers', async () => {
    sandbox.faults.add({ route: 'offers', fault: { status: 500 }, times: 1 });
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10 });
    expect(await screen.findByText('Offers could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await offersList()).toBeInTheDocument();
  });

  it('says when a response is slow, and stops saying it when it arrives', async () => {
    sandbox.faults.add({ route: 'offers', fault: { latency: 400 }, times: 1 });
    renderExperience(state.fetches, { pageSize: 10, slowResponseMs: 50 });
    expect(await screen.findByText('This is taking longer than usual…')).toBeInTheDocument();
    await offersList();
    expect(screen.queryByText('This is taking longer than usual…')).toBeNull();
  });

  it('shows the offline screen instead of skeletons, and a banner over loaded offers', async () => {
    setOnline(false);
    sandbox.faults.add({ route: 'offers', fault: { latency: 200 }, times: 1 });
    const { container } = renderExperience(state.fetches, { pageSize: 10 });
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(container.querySelector('.ok-OfferList')).toBeNull();
    expect(container.querySelector('.ok-OffersExperience')).toHaveAttribute('data-online', 'false');
    setOnline(true);
    await offersList();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
    setOnline(false);
    expect(screen.getByText(/You are offline\. What you see may be out of date/)).toBeInTheDocument();
    expect(await offersList()).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText(/You are offline\./)).toBeNull();
  });
});

describe('OffersExperience: detail', () => {
  it('opens the detail in a dialog, activates, closes, and the card shows the new state', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10 });
    const list = await offersList();
    const card = within(list).getByRole('article', { name: 'Maple Street Bakery' });
    expect(card).toHaveAttribute('data-cta', 'primary');
    const open = within(card).getByRole('button', { name: 'Maple Street Bakery' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Maple Street Bakery' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Maple Street Bakery' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    // Gone once the action is done, not merely renamed while it runs ("Activate Working…"): matched by prefix.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Activate/ })).toBeNull());
    // Shown as a status line and announced through the detail's polite live region.
    expect(dialog.querySelector('.ok-OfferStatus')).toHaveTextContent('Activated');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Activated$/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    const updated = within(await offersList()).getByRole('article', { name: 'Maple Street Bakery' });
    expect(updated).toHaveAttribute('data-cta', 'none');
    expect(within(updated).queryByRole('button', { name: 'Activate' })).toBeNull();
    // The list was updated from the action's response, not refetched.
    expect(offerRequests(state.fetches)).toHaveLength(1);
  });

  it('hands the offer to the host instead when onSelectOffer is set', async () => {
    const onSelectOffer = vi.fn();
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10, onSelectOffer });
    const list = await offersList();
    await user.click(within(list).getByRole('button', { name: 'Maple Street Bakery' }));
    expect(onSelectOffer).toHaveBeenCalledWith(
      expect.objectContaining({ attributes: expect.objectContaining({ name: 'Maple Street Bakery' }) }),
      expect.anything(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with getOfferHref, cards are links; a plain click opens the dialog, a modified one is left to the link', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10, getOfferHref: (offer) => `/rewards/${offer.id}` });
    const list = await offersList();
    const link = within(list).getByRole('link', { name: 'Maple Street Bakery' });
    expect(link.getAttribute('href')).toMatch(/^\/rewards\/ofr_/);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(link);
    expect(screen.getByRole('dialog', { name: 'Maple Street Bakery' })).toBeInTheDocument();
  });
});

describe('OffersExperience: customization', () => {
  it('applies the theme and the design tokens on its root', async () => {
    const { container, rerenderWith } = renderExperience(state.fetches, {
      theme: 'dark',
      tokens: { primary: '#0f5c55', radius: 4, font: 'Georgia, serif' },
    });
    const root = container.querySelector('.ok-OffersExperience') as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root.style.getPropertyValue('--ok-color-primary')).toBe('#0f5c55');
    expect(root.style.getPropertyValue('--ok-radius')).toBe('4px');
    expect(root.style.getPropertyValue('--ok-font-family')).toBe('Georgia, serif');
    rerenderWith({ theme: 'light' });
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(root.style.getPropertyValue('--ok-color-primary')).toBe('');
    await offersList();
  });

  it('with theme="system" sets no palette of its own, so the page\'s theme and tokens flow in', async () => {
    const page = document.createElement('div');
    page.dataset.theme = 'dark';
    page.style.setProperty('--ok-color-primary', '#0f5c55');
    document.body.append(page);
    onTestFinished(() => page.remove());
    const { container } = renderExperience(state.fetches, {}, {}, undefined, page);
    const root = container.querySelector('.ok-OffersExperience') as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'system');
    expect(root.style.getPropertyValue('--ok-color-primary')).toBe('');
    expect(getComputedStyle(root).getPropertyValue('--ok-color-primary')).toBe('#0f5c55');
    expect(root.closest('[data-theme="dark"]')).toBe(page);
    await offersList();
  });

  it('replaces every built-in string through its one messages bag', async () => {
    renderExperience(state.fetches, {
      pageSize: 10,
      messages: {
        rewardsTitle: 'Cashback',
        offersTitle: 'Deals',
        nearbyTitle: 'Around me',
        searchLabel: 'Find a deal',
        channelOnline: 'Web',
        sortLabel: 'Order',
        allCategories: 'Everything',
        resultCount: (count) => `${count} deals`,
        loadMore: 'Show more deals',
      },
    });
    expect(screen.getByRole('region', { name: 'Cashback' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cashback' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Around me' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a deal' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Web' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Everything' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText('10 deals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more deals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: defaultMessages.loadMore })).toBeNull();
  });

  it('turns sections off', async () => {
    renderExperience(state.fetches, {
      pageSize: 10,
      sections: { header: false, nearby: false, search: false, categories: false, sort: false },
    });
    // Without its title the experience is still a named region.
    expect(screen.getByRole('region', { name: 'Rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rewards' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeInTheDocument();
    expect(await offersList()).toBeInTheDocument();
  });

  it('starts from defaultFilters (e.g. from the host URL)', async () => {
    renderExperience(state.fetches, {
      defaultFilters: { search: 'bakery', channel: 'INSTORE', sort: 'newest' },
    });
    expect(screen.getByRole('searchbox')).toHaveValue('bakery');
    expect(screen.getByRole('radio', { name: 'In store' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await offersList();
    const url = offerRequests(state.fetches)[0]?.url ?? '';
    expect(url).toContain('filter[search]=bakery');
    expect(url).toContain('filter[purchaseChannel]=INSTORE');
    expect(url).toContain('sort=-startDate');
  });

  it('switches views with tabs (click and arrow keys) and reports a controlled view', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    const { rerenderWith } = renderExperience(state.fetches, { pageSize: 10, onViewChange });
    const offersTab = screen.getByRole('tab', { name: 'Offers' });
    expect(offersTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Offers' })).toBeInTheDocument();
    offersTab.focus();
    await user.keyboard('{ArrowRight}');
    const nearbyTab = screen.getByRole('tab', { name: 'Nearby' });
    expect(nearbyTab).toHaveAttribute('aria-selected', 'true');
    expect(nearbyTab).toHaveFocus();
    expect(onViewChange).toHaveBeenLastCalledWith('nearby');
    expect(screen.getByRole('tabpanel', { name: 'Nearby' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(offersTab).toHaveAttribute('aria-selected', 'true');

    // Controlled: the host's view wins until the host changes it.
    rerenderWith({ pageSize: 10, view: 'nearby', onViewChange });
    expect(nearbyTab).toHaveAttribute('aria-selected', 'true');
    await user.click(offersTab);
    expect(onViewChange).toHaveBeenLastCalledWith('offers');
    expect(nearbyTab).toHaveAttribute('aria-selected', 'true');
  });

  it("with headingLevel 1 its title is the page's h1 and the cards are h2", async () => {
    renderExperience(state.fetches, { pageSize: 10, headingLevel: 1 });
    const list = await offersList();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rewards');
    expect(within(list).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(within(list).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('puts the sort beside the count, after the chips, in one row above the list', async () => {
    const { container } = renderExperience(state.fetches, { pageSize: 10 });
    await offersList();
    const summary = container.querySelector('.ok-OffersView-summary') as HTMLElement;
    expect(within(summary).getByRole('status')).toHaveTextContent('10+ offers');
    expect(within(summary).getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    const chips = screen.getByRole('toolbar', { name: 'Categories' });
    expect(chips.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
