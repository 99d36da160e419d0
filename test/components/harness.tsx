/**
 * Setup for tests of data-bound components against the sandbox: the sandbox behind MSW comes from the
 * hooks harness (`setupSandbox`, test/hooks/harness.tsx); `renderBound` renders under an `OfferkitProvider`
 * with a client that does not retry, so a fault shows at once; `BOUND_LISTS` describes the two data-bound
 * lists once for the tests that run the same checks on both.
 */
import { ConnectedLocationList, ConnectedOfferList } from '@offerkit/components';
import type { Sandbox, SandboxRoute } from '@offerkit/sandbox';
import type { ReactElement, ReactNode } from 'react';
import { BASE_URL, type ProviderSetup, renderWithOfferkit, sandboxClient } from '../hooks/harness.tsx';

/** Options of {@link renderBound}: where the sandbox answers, and any provider prop. */
export interface RenderBoundOptions extends Partial<ProviderSetup> {
  /**
   * The sandbox's base URL (the one given to `setupSandbox`).
   * @default BASE_URL of test/hooks/harness.tsx
   */
  baseUrl?: string;
}

/**
 * Renders `ui` under an `OfferkitProvider` for the sandbox's new customer, every component requested, with
 * a client of `sandbox` that does not retry; `options` override the user, client, locale or query client.
 */
export function renderBound(
  ui: ReactNode,
  sandbox: Sandbox,
  { baseUrl = BASE_URL, ...setup }: RenderBoundOptions = {},
) {
  return renderWithOfferkit(ui, {
    client: sandboxClient(sandbox, { baseUrl, retry: false }),
    userId: sandbox.newCustomerId,
    ...setup,
  });
}

/** Props the list tests give a data-bound list. */
export interface BoundListProps {
  /** Items per page; absent, the list's default. */
  pageSize?: number;
  /** `false` shows a "Load more" button instead of loading on scroll. */
  autoLoadMore?: boolean;
}

/** One data-bound list as the tests drive it. */
export interface BoundList {
  name: 'offers list' | 'locations list';
  /** The sandbox route its pages come from (to inject faults). */
  route: SandboxRoute;
  /** The class of its root, which carries `data-state`. */
  root: string;
  render: (props?: BoundListProps) => ReactElement;
  /** The alert when the first page fails. */
  loadError: string;
  /** The alert when a next page fails. */
  moreError: string;
}

const params = ({ pageSize }: BoundListProps) => (pageSize === undefined ? {} : { params: { pageSize } });

/** `ConnectedOfferList` and `ConnectedLocationList`. */
export const BOUND_LISTS: readonly BoundList[] = [
  {
    name: 'offers list',
    route: 'offers',
    root: 'ok-OfferList',
    render: (props = {}) => <ConnectedOfferList {...params(props)} autoLoadMore={props.autoLoadMore} />,
    loadError: 'Offers could not be loaded.',
    moreError: 'More offers could not be loaded.',
  },
  {
    name: 'locations list',
    route: 'locations',
    root: 'ok-LocationList',
    render: (props = {}) => <ConnectedLocationList {...params(props)} autoLoadMore={props.autoLoadMore} />,
    loadError: 'Locations could not be loaded.',
    moreError: 'More locations could not be loaded.',
  },
];

/** The `data-state` of the list whose root has class `root` (`pending`, `ready`, `error`…), or null. */
export const listState = (container: HTMLElement, root: string): string | null =>
  container.querySelector(`.${root}`)?.getAttribute('data-state') ?? null;
