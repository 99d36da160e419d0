import {
  createRewardsClient,
  type RewardsClient,
  type RewardsClientOptions,
  SUPPORTED_COMPONENTS,
  type SupportedComponent,
} from '@offerkit/data';
import {
  createOfferkitQueryClient,
  type OfferkitKeyScope,
  OfferkitProvider,
  offerkitKeys,
} from '@offerkit/hooks';
import { type Sandbox, type SandboxOptions, sandboxHandlers } from '@offerkit/sandbox';
import type { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';

// Whole catalogs with every component decode in well under a second, but CI machines share their cores.
configure({ asyncUtilTimeout: 5000 });

/** Where MSW answers for the sandbox; nothing leaves the process. */
export const BASE_URL = 'http://127.0.0.1:4599/api/rewards';

/** One request that reached the network layer, as MSW saw it start. */
export interface SeenRequest {
  method: string;
  url: URL;
  /** Whether the request's signal was aborted by the time the response (or error) came back. */
  aborted: () => boolean;
}

export interface SandboxHarness {
  sandbox: Sandbox;
  /** The catalog's activatable offer (`sandbox.catalog.roles.activatable`), the one most tests act on. */
  activatableId: string;
  server: ReturnType<typeof setupServer>;
  /** Every request since the test started, in order (also those to other hosts: they fail unhandled). */
  requests: SeenRequest[];
  /** Requests with this method (and a path matching `path`). */
  seen: (method: string, path?: RegExp) => SeenRequest[];
  /** GET requests to the offers endpoint. */
  offerGets: () => SeenRequest[];
  /** GET requests to the locations endpoint. */
  locationGets: () => SeenRequest[];
  /** Every GET. */
  gets: () => SeenRequest[];
  /** Every POST. */
  posts: () => SeenRequest[];
}

/** Options of {@link setupSandbox}. */
export interface SetupSandboxOptions {
  /**
   * Where MSW answers for the sandbox.
   * @default BASE_URL
   */
  baseUrl?: string;
  /** Options of the sandbox itself (seed, offer count, clock…); its base path comes from `baseUrl`. */
  sandbox?: Omit<SandboxOptions, 'basePath'>;
}

/**
 * A sandbox behind MSW's Node interceptor for the whole test file, with every request counted from MSW's
 * `request:start` event. State, faults, overrides and the count are reset after each test. A request to
 * anything MSW has no handler for fails (and is still logged).
 */
export function setupSandbox({ baseUrl = BASE_URL, sandbox = {} }: SetupSandboxOptions = {}): SandboxHarness {
  const handlers = sandboxHandlers({ ...sandbox, baseUrl });
  const server = setupServer(...handlers);
  const requests: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({
      method: request.method,
      url: new URL(request.url),
      aborted: () => request.signal.aborted,
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    handlers.sandbox.reset();
    handlers.sandbox.faults.clear();
    requests.length = 0;
  });
  afterAll(() => server.close());
  const seen = (method: string, path?: RegExp) =>
    requests.filter(
      (request) => request.method === method && (path === undefined || path.test(request.url.pathname)),
    );
  const of = (method: string, path?: RegExp) => () => seen(method, path);
  return {
    sandbox: handlers.sandbox,
    activatableId: handlers.sandbox.catalog.roles.activatable,
    server,
    requests,
    seen,
    offerGets: of('GET', /\/offers$/),
    locationGets: of('GET', /\/locations$/),
    gets: of('GET'),
    posts: of('POST'),
  };
}

/**
 * A client of the test sandbox at `BASE_URL` with fast retries (the backoff itself is the data package's
 * concern); `options` override anything, `baseUrl` included.
 */
export function sandboxClient(sandbox: Sandbox, options: Partial<RewardsClientOptions> = {}): RewardsClient {
  return createRewardsClient({
    baseUrl: BASE_URL,
    organizationId: sandbox.organizationId,
    headers: { Authorization: `Bearer ${sandbox.token}` },
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
    ...options,
  });
}

/** The cache-key scope of `sandboxClient(sandbox)` for one user. */
export function sandboxScope(sandbox: Sandbox, userId: string): OfferkitKeyScope {
  return offerkitKeys.scope(
    { endpoint: { baseUrl: BASE_URL, organizationId: sandbox.organizationId } },
    userId,
  );
}

export const ALL_COMPONENTS: readonly SupportedComponent[] = SUPPORTED_COMPONENTS;

export interface ProviderSetup {
  client: RewardsClient;
  userId: string;
  /** @default ALL_COMPONENTS */
  supportedComponents?: readonly SupportedComponent[];
  /** @default a fresh `createOfferkitQueryClient()` */
  queryClient?: QueryClient;
  /** The provider's locale; absent, the provider's own default. */
  locale?: string;
}

/** The `OfferkitProvider` of the tests: `ALL_COMPONENTS` unless told otherwise, the locale only when given. */
export function TestProvider({ children, ...props }: ProviderSetup & { children?: ReactNode }) {
  return (
    <OfferkitProvider
      client={props.client}
      userId={props.userId}
      supportedComponents={props.supportedComponents ?? ALL_COMPONENTS}
      queryClient={props.queryClient}
      {...(props.locale === undefined ? {} : { locale: props.locale })}
    >
      {children}
    </OfferkitProvider>
  );
}

/**
 * Renders `ui` under an `OfferkitProvider` with a fresh query client; `rerenderWith` re-renders with other
 * provider props (a user switch), `unmount` unmounts everything.
 */
export function renderWithOfferkit(ui: ReactNode, setup: ProviderSetup) {
  const queryClient = setup.queryClient ?? createOfferkitQueryClient();
  const tree = (props: ProviderSetup, children: ReactNode) => (
    <TestProvider {...props} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
  const result = render(tree(setup, ui));
  return {
    ...result,
    queryClient,
    rerenderWith: (props: Partial<ProviderSetup>, children: ReactNode = ui) =>
      result.rerender(tree({ ...setup, ...props }, children)),
  };
}
