import { OffersExperience, preloadOffersExperience } from '@offerkit/components';
import { offersExperienceParams, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { createOfferkitQueryClient, offersQueryOptions } from '@offerkit/hooks';
import { type DehydratedState, dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  offerRequests,
  sandbox,
  sandboxClient,
  setupFlatLayout,
  setupSandbox,
  TestProvider,
} from './harness.tsx';

const state = setupSandbox();
setupFlatLayout();

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  vi.restoreAllMocks();
});

/** Server markup in a container, hydrated on the "client" with console.error watched. */
async function serverThenHydrate(
  dehydrated: DehydratedState | undefined,
  props: Parameters<typeof OffersExperience>[0] = {},
) {
  const client = sandboxClient(state.fetches);
  const ui = () => (
    <TestProvider client={client} queryClient={createOfferkitQueryClient()}>
      <HydrationBoundary state={dehydrated}>
        <OffersExperience pageSize={10} {...props} />
      </HydrationBoundary>
    </TestProvider>
  );
  const html = renderToString(ui());
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, ui(), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { html, errors, recoverable };
}

describe('OffersExperience on the server', () => {
  // renderToString cannot wait for a view's code: a server that renders with it loads the views first.
  beforeAll(() => preloadOffersExperience());

  it('renders a meaningful shell and hydrates it without a mismatch', async () => {
    const { html, errors, recoverable } = await serverThenHydrate(undefined);
    // The shell: the region with its title, the views, the search, the filters and the loading list.
    expect(html).toContain('class="ok-OffersExperience"');
    expect(html).toContain('>Rewards</h2>');
    expect(html).toContain('role="tablist"');
    expect(html).toContain('type="search"');
    expect(html).toContain('Where to use');
    expect(html).toContain('data-skeleton');
    expect(html).toContain('Loading offers…');
    expect(html).toContain('data-theme="system"');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Hydrated and live: the offers load in the browser.
    expect(await screen.findByRole('list', { name: 'Offers' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders prefetched offers into the server markup and hydrates them with no request', async () => {
    const client = sandboxClient([]);
    const server = createOfferkitQueryClient();
    await server.prefetchInfiniteQuery(
      offersQueryOptions({
        client,
        userId: sandbox.newCustomerId,
        supportedComponents: SUPPORTED_COMPONENTS,
        ...offersExperienceParams(undefined, 10),
      }),
    );
    const dehydrated = dehydrate(server);
    const { html, errors, recoverable } = await serverThenHydrate(dehydrated);
    expect(html).toContain('Maple Street Bakery');
    expect(html).toContain('10+ offers');
    expect(html).not.toContain('data-skeleton');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Maple Street Bakery' })).toBeInTheDocument();
    expect(offerRequests(state.fetches)).toHaveLength(0);
  });

  it('hydrates the nearby view and a themed, tokened root without a mismatch', async () => {
    const { html, errors, recoverable } = await serverThenHydrate(undefined, {
      defaultView: 'nearby',
      theme: 'dark',
      tokens: { primary: '#0f5c55', radius: 6 },
      allowGeolocation: true,
      position: undefined,
    });
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('--ok-color-primary:#0f5c55');
    expect(html).toContain('--ok-radius:6px');
    expect(html).toContain('Use my location');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
