/**
 * The sandbox behind MSW's Node interceptor, a client of it, and a provider around the rendered tree, for
 * the security suites. Every request that reaches the network layer is logged (MSW's `request:start`),
 * so a test can assert that nothing was sent, or that nothing went anywhere but the base URL.
 */
import { createRewardsClient, type RewardsClient, type RewardsClientOptions } from '@offerkit/data';
import { createOfferkitQueryClient, OfferkitProvider } from '@offerkit/hooks';
import { type Sandbox, type SandboxOptions, sandboxHandlers } from '@offerkit/sandbox';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';

/** Where MSW answers for the sandbox (the issuer's backend route, as a browser would see it). */
export const BASE_URL = 'http://127.0.0.1:4597/api/rewards';
export const BASE_ORIGIN = new URL(BASE_URL).origin;

/** A request as MSW saw it start. */
export interface SeenRequest {
  method: string;
  url: URL;
}

export interface SecurityHarness {
  sandbox: Sandbox;
  server: ReturnType<typeof setupServer>;
  /** Every request since the test started, in order (also those to other hosts: they fail unhandled). */
  requests: SeenRequest[];
  /** Requests with this method (and a path matching `path`). */
  seen: (method: string, path?: RegExp) => SeenRequest[];
}

/**
 * One sandbox for the test file; after each test its state, faults, MSW overrides and the request log are
 * reset. A request to anything MSW has no handler for fails (and is still logged).
 */
export function setupSecuritySandbox(options: Omit<SandboxOptions, 'basePath'> = {}): SecurityHarness {
  const handlers = sandboxHandlers({ ...options, baseUrl: BASE_URL });
  const server = setupServer(...handlers);
  const requests: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: new URL(request.url) });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    handlers.sandbox.reset();
    handlers.sandbox.faults.clear();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return {
    sandbox: handlers.sandbox,
    server,
    requests,
    seen: (method, path) =>
      requests.filter(
        (request) => request.method === method && (path === undefined || path.test(request.url.pathname)),
      ),
  };
}

/** A client of the sandbox with quick retries; `options` override anything. */
export function sandboxClient(sandbox: Sandbox, options: Partial<RewardsClientOptions> = {}): RewardsClient {
  return createRewardsClient({
    baseUrl: BASE_URL,
    organizationId: sandbox.organizationId,
    headers: { Authorization: `Bearer ${sandbox.token}` },
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });
}

export interface ProviderProps {
  client: RewardsClient;
  userId: string;
  queryClient?: QueryClient;
}

/** Renders `ui` under an `OfferkitProvider` with every component requested; `rerenderWith` changes its props. */
export function renderWithProvider(ui: ReactNode, props: ProviderProps) {
  const queryClient = props.queryClient ?? createOfferkitQueryClient();
  const tree = (current: ProviderProps, children: ReactNode) => (
    <OfferkitProvider
      client={current.client}
      userId={current.userId}
      supportedComponents={[
        'shortDescription',
        'longDescription',
        'baseReward',
        'boostedReward',
        'cta',
        'tags',
        'detailTags',
        'logoFlare',
        'progressBar',
      ]}
      queryClient={queryClient}
    >
      {children}
    </OfferkitProvider>
  );
  const result = render(tree(props, ui));
  return {
    ...result,
    queryClient,
    rerenderWith: (next: Partial<ProviderProps>, children: ReactNode = ui) =>
      result.rerender(tree({ ...props, ...next }, children)),
  };
}
