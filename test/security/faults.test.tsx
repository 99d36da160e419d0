/**
 * The fault matrix: every failure the sandbox can inject (401, 400, 404, 409, 429 with Retry-After, 500,
 * timeout, offline, malformed JSON, 5-second latency) against the offers list, the locations list and an
 * offer action, through the real client, hooks and data-bound components (jsdom, MSW). Each ends in a
 * state the user can see, with a retry where retrying makes sense; no POST is ever sent twice; and after a
 * user switch in the middle of a request nothing of the first user shows.
 */
import { ConnectedLocationList, ConnectedOfferList } from '@offerkit/components';
import type { OfferkitError } from '@offerkit/data';
import {
  RewardsApiError,
  RewardsDecodeError,
  RewardsNetworkError,
  SUPPORTED_COMPONENTS,
} from '@offerkit/data';
import type { SandboxFault } from '@offerkit/sandbox';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { BOUND_LISTS, listState } from '../components/harness.tsx';
import { type ProviderProps, renderWithProvider, sandboxClient, setupSecuritySandbox } from './harness.tsx';

const harness = setupSecuritySandbox();
const { sandbox, activatableId } = harness;
const activatable = sandbox.catalog.offers.find((offer) => offer.id === activatableId);
if (activatable === undefined) throw new Error('the sandbox catalog has an activatable offer');
const NEW = sandbox.newCustomerId;
const LAPSED = sandbox.lapsedCustomerId;

/** Short timeouts and near-instant backoff: the matrix is about outcomes, not about waiting. */
const TIMEOUT_MS = 150;
const client = (overrides: Parameters<typeof sandboxClient>[1] = {}) =>
  sandboxClient(sandbox, {
    timeoutMs: TIMEOUT_MS,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    ...overrides,
  });

interface FaultCase {
  name: string;
  fault: SandboxFault;
  /** The error the client reports for it. */
  error: (error: OfferkitError | null) => boolean;
  /** How many GETs one list load makes: the client retries network failures, timeouts, 408, 429 and 5xx. */
  getAttempts: number;
}

const isApi = (status: number) => (error: OfferkitError | null) =>
  error instanceof RewardsApiError && error.status === status;

const FAULTS: readonly FaultCase[] = [
  { name: '401', fault: { status: 401 }, error: isApi(401), getAttempts: 1 },
  { name: '400', fault: { status: 400 }, error: isApi(400), getAttempts: 1 },
  { name: '404', fault: { status: 404 }, error: isApi(404), getAttempts: 1 },
  { name: '409', fault: { status: 409 }, error: isApi(409), getAttempts: 1 },
  // Retry-After (1 s) is longer than the client's longest pause (5 ms here): the error comes at once.
  { name: '429 with Retry-After', fault: { status: 429, retryAfter: 1 }, error: isApi(429), getAttempts: 1 },
  { name: '500', fault: { status: 500 }, error: isApi(500), getAttempts: 3 },
  {
    name: 'timeout',
    fault: { latency: TIMEOUT_MS * 3 },
    error: (error) => error instanceof RewardsNetworkError && error.timedOut,
    getAttempts: 3,
  },
  {
    name: 'offline',
    fault: { drop: true },
    error: (error) => error instanceof RewardsNetworkError && !error.timedOut,
    getAttempts: 3,
  },
  {
    name: 'malformed JSON',
    fault: { malformed: true },
    error: (e) => e instanceof RewardsDecodeError,
    getAttempts: 1,
  },
];

/** Renders a data-bound list as the given user, with every request going through `client()`. */
const renderList = (ui: ReactElement, props: Partial<ProviderProps> = {}) =>
  renderWithProvider(ui, { client: client(), userId: NEW, ...props });

/** The data-bound card of the activatable offer inside the offers list. */
async function activatableCard(): Promise<HTMLElement> {
  const title = await screen.findByRole('heading', { name: activatable?.name });
  const article = title.closest('article');
  if (!(article instanceof HTMLElement)) throw new Error('the activatable offer has no card');
  return article;
}

describe.each(BOUND_LISTS)('$name', ({ route, root, render, loadError }) => {
  it.each(FAULTS)('$name: an error message with a working retry', async ({ fault, getAttempts }) => {
    const remove = sandbox.faults.add({ route, fault });
    const view = renderList(render());
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(loadError);
    expect(listState(view.container, root)).toBe('error');
    const gets = harness.seen('GET').length;
    expect(gets).toBe(getAttempts);
    expect(harness.seen('POST')).toEqual([]);

    // The service recovers; "Try again" loads the list.
    remove();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listState(view.container, root)).toBe('ready'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(harness.seen('GET')).toHaveLength(gets + 1);
  });
});

describe('offer action (activate)', () => {
  it.each(FAULTS)(
    '$name: one POST, an error under the CTA, which stays and works',
    async ({ fault, name }) => {
      const view = renderList(<ConnectedOfferList />);
      const card = await activatableCard();
      const remove = sandbox.faults.add({ route: 'activate', fault });
      const button = within(card).getByRole('button', { name: /activate/i });
      await userEvent.click(button);
      expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('did not work');
      // Never retried, whatever the failure: a POST that reached the service must not run twice.
      expect(harness.seen('POST')).toHaveLength(1);
      expect(card).toHaveAttribute('data-state', 'error');
      if (name === 'timeout') {
        // The slow answer arrives after the client gave up: still one POST, nothing re-sent.
        await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
        expect(harness.seen('POST')).toHaveLength(1);
      }

      remove();
      await userEvent.click(within(card).getByRole('button', { name: /activate/i }));
      // Pressing again is a new, deliberate request. The service may now accept it or say it was already done.
      await waitFor(() => expect(harness.seen('POST')).toHaveLength(2));
      await waitFor(() => expect(card).not.toHaveAttribute('data-state', 'pending'));
      expect(view.container.querySelector('.ok-OfferList')).toHaveAttribute('data-state', 'ready');
    },
  );

  it('a double press while the POST is on its way sends one request', async () => {
    renderList(<ConnectedOfferList />);
    const card = await activatableCard();
    sandbox.faults.add({ route: 'activate', fault: { latency: 100 }, times: 1 });
    const button = within(card).getByRole('button', { name: /activate/i });
    fireEvent.click(button);
    fireEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(within(card).queryByRole('button', { name: /activate/i })).toBeNull());
    expect(harness.seen('POST')).toHaveLength(1);
  });
});

describe('5-second latency (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs timers forward in steps, letting promises and React settle in between. */
  async function advance(ms: number, step = 50) {
    for (let elapsed = 0; elapsed < ms; elapsed += step) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(step);
      });
    }
  }

  it('lists show their loading state, then their items; an action stays busy, then completes; one request each', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // The default client: 30 s timeout, so 5 s is slow but fine.
    const slowClient = sandboxClient(sandbox, { retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 } });
    sandbox.faults.add({ route: ['offers', 'locations'], fault: { latency: 5000 } });
    const view = renderWithProvider(
      <>
        <ConnectedOfferList />
        <ConnectedLocationList />
      </>,
      { client: slowClient, userId: NEW },
    );
    await advance(4000);
    expect(listState(view.container, 'ok-OfferList')).toBe('pending');
    expect(listState(view.container, 'ok-LocationList')).toBe('pending');
    expect(view.container.querySelector('.ok-OfferList')).toHaveAttribute('aria-busy', 'true');
    await advance(1500);
    expect(listState(view.container, 'ok-OfferList')).toBe('ready');
    expect(listState(view.container, 'ok-LocationList')).toBe('ready');
    expect(harness.seen('GET')).toHaveLength(2);

    sandbox.faults.add({ route: 'activate', fault: { latency: 5000 } });
    const title = screen.getAllByRole('heading', { name: activatable?.name })[0];
    const card = title?.closest('article') as HTMLElement;
    const button = within(card).getByRole('button', { name: /activate/i });
    fireEvent.click(button);
    await advance(1000);
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    await advance(4500);
    expect(within(card).queryByRole('button', { name: /activate/i })).toBeNull();
    expect(harness.seen('POST')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('user switch in the middle of a request', () => {
  /** Each visible offer card as "name: CTA label or none", the user-specific state of the list. */
  const cards = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('article.ok-OfferCard')).map(
      (card) =>
        `${card.querySelector('.ok-OfferCard-title')?.textContent}: ${card.querySelector('.ok-CtaButton-label')?.textContent ?? 'none'}`,
    );

  /** What the new customer's list shows when loaded on its own. */
  async function newCustomerCards(): Promise<string[]> {
    const view = renderList(<ConnectedOfferList />);
    await waitFor(() => expect(listState(view.container, 'ok-OfferList')).toBe('ready'));
    const shown = cards(view.container);
    view.unmount();
    return shown;
  }

  it("offers: the first user's late response never shows", async () => {
    const expected = await newCustomerCards();
    // The lapsed customer has activated the activatable offer: its card has no CTA, the new customer's has.
    sandbox.faults.add({ route: 'offers', fault: { latency: 300 }, times: 1 });
    const view = renderList(<ConnectedOfferList />, { userId: LAPSED });
    await waitFor(() => expect(harness.seen('GET', new RegExp(`/users/${LAPSED}/offers$`))).toHaveLength(1));
    view.rerenderWith({ userId: NEW });
    await waitFor(() => expect(listState(view.container, 'ok-OfferList')).toBe('ready'));
    expect(cards(view.container)).toEqual(expected);
    // Well after the lapsed customer's answer would have arrived.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(cards(view.container)).toEqual(expected);
    expect(view.container).not.toHaveTextContent('Activated');
  });

  it("locations: the first user's late response never shows", async () => {
    const view0 = renderList(<ConnectedLocationList />);
    await waitFor(() => expect(listState(view0.container, 'ok-LocationList')).toBe('ready'));
    const expected = view0.container.querySelector('.ok-LocationList')?.textContent;
    view0.unmount();

    sandbox.faults.add({ route: 'locations', fault: { latency: 300 }, times: 1 });
    const view = renderList(<ConnectedLocationList />, { userId: LAPSED });
    await waitFor(() => expect(harness.seen('GET', /\/locations$/)).toHaveLength(2));
    view.rerenderWith({ userId: NEW });
    await waitFor(() => expect(listState(view.container, 'ok-LocationList')).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(view.container.querySelector('.ok-LocationList')?.textContent).toBe(expected);
    expect(
      harness.seen('GET', /\/locations$/).map((request) => request.url.pathname.split('/').at(-2)),
    ).toEqual([NEW, LAPSED, NEW]);
  });

  it("actions: the first user's action result never reaches the second user's cards", async () => {
    // An offer the lapsed customer can still act on (activate or boost) and the new customer also sees.
    const page = await client().getOffers(LAPSED, {
      pageSize: 100,
      supportedComponents: SUPPORTED_COMPONENTS,
    });
    const newIds = new Set(
      (await client().getOffers(NEW, { pageSize: 100 })).offers.map((offer) => offer.id),
    );
    const target = page.offers.find((offer) => {
      const cta = offer.attributes.components?.cta;
      return newIds.has(offer.id) && cta?.action !== undefined && cta.buttonStyle !== 'DISABLED';
    });
    if (target === undefined) throw new Error('the lapsed customer has an offer with a CTA');
    const name = target.attributes.name;
    const params = { search: name };
    harness.requests.length = 0;

    const alone = renderList(<ConnectedOfferList params={params} />);
    await waitFor(() => expect(listState(alone.container, 'ok-OfferList')).toBe('ready'));
    const expected = cards(alone.container);
    alone.unmount();

    // The lapsed customer presses the CTA; the answer is slow. Meanwhile the new customer signs in.
    sandbox.faults.add({ route: ['activate', 'boost'], fault: { latency: 300 }, times: 1 });
    const view = renderList(<ConnectedOfferList params={params} />, { userId: LAPSED });
    const title = await screen.findByRole('heading', { name });
    const card = title.closest('article') as HTMLElement;
    fireEvent.click(
      within(card).getByRole('button', { name: target.attributes.components?.cta?.buttonText }),
    );
    await waitFor(() => expect(harness.seen('POST')).toHaveLength(1));
    view.rerenderWith({ userId: NEW });
    await waitFor(() => expect(listState(view.container, 'ok-OfferList')).toBe('ready'));
    expect(cards(view.container)).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(cards(view.container)).toEqual(expected);
    expect(harness.seen('POST')).toHaveLength(1);
    expect(harness.seen('POST')[0]?.url.pathname).toContain(`/users/${LAPSED}/`);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
