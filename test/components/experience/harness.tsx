import { OffersExperience, type OffersExperienceProps, preloadOffersExperience } from '@offerkit/components';
import {
  createRewardsClient,
  type RewardsClient,
  type RewardsClientOptions,
  SUPPORTED_COMPONENTS,
} from '@offerkit/data';
import { createOfferkitQueryClient, OfferkitProvider } from '@offerkit/hooks';
import { type Sandbox, sandboxHandlers } from '@offerkit/sandbox';
import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';

/** Where the sandbox answers inside the tests (MSW intercepts fetch; nothing leaves the process). */
export const BASE_URL = 'http://sandbox.test/api/rewards';

const handlers = sandboxHandlers({ baseUrl: BASE_URL });

/** The sandbox behind every test of a file: its ids, catalog, faults and request log. */
export const sandbox: Sandbox = handlers.sandbox;

/** One fetch the client made: its URL and its abort signal (to check that stale searches are cancelled). */
export interface FetchRecord {
  url: string;
  method: string;
  signal: AbortSignal | undefined;
}

/**
 * Starts MSW for the file and resets the sandbox (state, request log, faults) after each test. The views
 * that load on demand are loaded first, so these suites see each view at once; `lazyViews.test.tsx` tests
 * the loading itself.
 */
export function setupSandbox({ preloadViews = true } = {}): { fetches: FetchRecord[] } {
  const server = setupServer(...handlers);
  const state = { fetches: [] as FetchRecord[] };
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    if (preloadViews) await preloadOffersExperience();
  });
  afterEach(() => {
    sandbox.reset();
    sandbox.faults.clear();
    state.fetches.length = 0;
  });
  afterAll(() => server.close());
  return state;
}

/** A client of the sandbox that records every fetch; GET retries are off so that faults show at once. */
export function sandboxClient(
  fetches: FetchRecord[],
  options: Partial<RewardsClientOptions> = {},
): RewardsClient {
  return createRewardsClient({
    baseUrl: BASE_URL,
    organizationId: sandbox.organizationId,
    headers: { authorization: `Bearer ${sandbox.token}` },
    retry: false,
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      fetches.push({
        url: decodeURIComponent(url),
        method: init?.method ?? 'GET',
        signal: init?.signal ?? undefined,
      });
      return fetch(input, init);
    },
    ...options,
  });
}

export interface ProviderProps {
  client: RewardsClient;
  queryClient?: QueryClient;
  userId?: string;
  children: ReactNode;
}

/** The provider every data-bound test renders under: the sandbox's new customer, every component. */
export function TestProvider({
  client,
  queryClient,
  userId = sandbox.newCustomerId,
  children,
}: ProviderProps) {
  return (
    <OfferkitProvider
      client={client}
      userId={userId}
      supportedComponents={SUPPORTED_COMPONENTS}
      queryClient={queryClient}
      locale="en-US"
    >
      {children}
    </OfferkitProvider>
  );
}

/** Renders the experience against the sandbox with a fresh cache. */
export function renderExperience(
  fetches: FetchRecord[],
  props: OffersExperienceProps = {},
  clientOptions: Partial<RewardsClientOptions> = {},
  userId: string = sandbox.newCustomerId,
  /** The page element to render into (e.g. one with a theme); a fresh one under body by default. */
  container?: HTMLElement,
) {
  const client = sandboxClient(fetches, clientOptions);
  const queryClient = createOfferkitQueryClient();
  const ui = (next: OffersExperienceProps) => (
    <TestProvider client={client} queryClient={queryClient} userId={userId}>
      <OffersExperience searchDebounceMs={20} {...next} />
    </TestProvider>
  );
  const result = render(
    ui(props),
    container ? { container: container.appendChild(document.createElement('div')) } : {},
  );
  return {
    ...result,
    client,
    queryClient,
    rerenderWith: (next: OffersExperienceProps) => result.rerender(ui(next)),
  };
}

/** The offers requests the client sent (their decoded URLs), oldest first. */
export const offerRequests = (fetches: readonly FetchRecord[]) =>
  fetches.filter((record) => /\/offers\?/.test(record.url) && record.method === 'GET');

/** The locations requests the client sent, oldest first. */
export const locationRequests = (fetches: readonly FetchRecord[]) =>
  fetches.filter((record) => /\/locations\?/.test(record.url));

/**
 * jsdom has no layout: place every element at the top of the document, as a browser would report it, so
 * the virtualized list renders its first rows.
 */
export function setupFlatLayout() {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, 0, 0));
    // The virtualizer scrolls the window; jsdom only logs "not implemented".
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Sets what `navigator.onLine` reports and fires the matching window event, as a browser does. */
export function setOnline(online: boolean) {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
