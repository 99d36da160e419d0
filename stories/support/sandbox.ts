import {
  createRewardsClient,
  type Location,
  type LocationsQuery,
  type RewardsClientOptions,
  SUPPORTED_COMPONENTS,
  type SupportedComponent,
} from '@offerkit/data';
import {
  createSandbox,
  type Sandbox,
  type SandboxHandlersOptions,
  type SandboxOfferRole,
  sandboxHandlers,
  sandboxOfferStates,
} from '@offerkit/sandbox';
import type { HttpHandler } from 'msw';

/**
 * Where the embedded sandbox answers in Storybook: under the preview's own origin, so nothing leaves the
 * machine and no CORS is involved. MSW's service worker (public/mockServiceWorker.js) routes these requests
 * into the sandbox's Hono app running in the page.
 */
const SANDBOX_ROOT = '/sandbox';

function originUrl(path: string): string {
  return new URL(path, window.location.origin).href.replace(/\/+$/, '');
}

/** Base URL of the read-only sandbox behind the fixtures (their logo and banner URLs point here). */
export const FIXTURES_BASE_URL = originUrl(`${SANDBOX_ROOT}/fixtures`);

/**
 * Every offer state the contract defines, as the sandbox serves it to its new customer: the single source of
 * truth for presentational stories (see `SANDBOX_OFFER_STATES` in @offerkit/sandbox for the list).
 */
export const offerStates = sandboxOfferStates({ baseUrl: FIXTURES_BASE_URL });

/** The sandbox the fixtures' images are served from; shared, since images never change its state. */
const fixturesSandbox = createSandbox({ basePath: new URL(FIXTURES_BASE_URL).pathname });

/** A client of the fixtures sandbox that calls it directly (no network, no service worker needed). */
const fixturesClient = createRewardsClient({
  baseUrl: FIXTURES_BASE_URL,
  organizationId: fixturesSandbox.organizationId,
  headers: { Authorization: `Bearer ${fixturesSandbox.token}` },
  fetch: (input, init) => fixturesSandbox.fetch(new Request(input, init)),
  // The embedded sandbox serves its images from the preview's own origin, which is refused by default.
  assetOrigins: [window.location.origin],
});

/**
 * Decoded locations with their offers, exactly as the sandbox serves them to its new customer (for
 * presentational location stories; use it in a story's `loaders`).
 */
export async function fixtureLocations(query: LocationsQuery = {}): Promise<Location[]> {
  const document = await fixturesClient.getLocations(fixturesSandbox.newCustomerId, {
    supportedComponents: SUPPORTED_COMPONENTS,
    ...query,
  });
  return document.locations;
}

/**
 * Options of the live sandbox behind a data-bound story (`parameters.sandbox`): latency, faults, seed...
 * exactly `createSandbox`'s options.
 */
export type StorySandboxOptions = Omit<SandboxHandlersOptions, 'baseUrl' | 'sandbox' | 'basePath'>;

/** How a data-bound story's `OfferkitProvider` is set up (`parameters.offerkit`). */
export interface StoryOfferkitOptions {
  /**
   * Which of the sandbox's fixed users is signed in: `new` (nothing activated yet) or `lapsed` (some offers
   * activated, boosted and part-way).
   * @default 'new'
   */
  user?: 'new' | 'lapsed';
  /**
   * Components the app renders.
   * @default every component of the contract
   */
  supportedComponents?: readonly SupportedComponent[];
  /** Extra options of the rewards client, e.g. `retry: false` or the sandbox's fault header. */
  client?: Omit<RewardsClientOptions, 'baseUrl' | 'organizationId'>;
}

/** A story's live sandbox, and the URL it answers under. */
export interface StorySandbox {
  sandbox: Sandbox;
  baseUrl: string;
  /** Increases with every render's new sandbox; a provider keyed by it starts over with it. */
  serial: number;
}

const storySandboxes = new Map<string, StorySandbox>();
let serial = 0;

/**
 * MSW handlers for one story render: the fixtures' images, plus (for a data-bound story) a fresh sandbox
 * under `/sandbox/<story id>`. Each story gets its own path, so stories rendered together on a docs page
 * never answer each other's requests, and each render starts from the sandbox's initial state.
 */
export function storyHandlers(storyId: string, options: StorySandboxOptions | undefined): HttpHandler[] {
  const handlers: HttpHandler[] = [
    ...sandboxHandlers({ baseUrl: FIXTURES_BASE_URL, sandbox: fixturesSandbox }),
  ];
  if (options !== undefined) {
    const baseUrl = originUrl(`${SANDBOX_ROOT}/${encodeURIComponent(storyId)}`);
    const live = sandboxHandlers({ ...options, baseUrl });
    serial += 1;
    storySandboxes.set(storyId, { sandbox: live.sandbox, baseUrl, serial });
    handlers.unshift(...live);
  }
  return handlers;
}

/**
 * The live sandbox of a data-bound story, for its decorator and play function (its ids, catalog, faults and
 * request log). Throws when the story declared no `parameters.sandbox`.
 */
export function storySandbox(context: { id: string }): StorySandbox {
  const found = storySandboxes.get(context.id);
  if (found === undefined) {
    throw new Error(
      `Story ${context.id} has no live sandbox: give it parameters.sandbox (options, or {}) and parameters.offerkit.`,
    );
  }
  return found;
}

/** The catalog offer playing a fixed role in a story's sandbox (the activatable one, the boostable one...). */
export function roleOffer(sandbox: Sandbox, role: SandboxOfferRole) {
  const id = sandbox.catalog.roles[role];
  const offer = sandbox.catalog.offers.find((candidate) => candidate.id === id);
  if (offer === undefined) throw new Error(`The sandbox catalog has no offer for role ${role}.`);
  return offer;
}
