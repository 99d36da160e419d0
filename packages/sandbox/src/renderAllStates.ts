import type { Offer } from '@offerkit/data';
import { SANDBOX_OFFER_STATES, type SandboxOfferState } from './sandboxOfferStateNames.ts';
import { type SandboxOfferStatesOptions, sandboxOfferStates } from './sandboxOfferStates.ts';

/** Options of {@link renderAllStates}. */
export interface RenderAllStatesOptions {
  /**
   * The states to render, in order.
   * @default every state of `SANDBOX_OFFER_STATES`
   */
  states?: readonly SandboxOfferState[];
  /**
   * The offers: options for `sandboxOfferStates` (e.g. `baseUrl`, where their images are served from), or
   * fixtures already made with it.
   * @default sandboxOfferStates() (images under http://127.0.0.1:4010, where `pnpm sandbox` serves them)
   */
  fixtures?: SandboxOfferStatesOptions | Readonly<Record<SandboxOfferState, Offer>>;
}

/** One offer state and what the render function made of it. */
export interface RenderedOfferState<T> {
  /** The state's name, e.g. `boosted`. */
  state: SandboxOfferState;
  /** The sandbox's offer in that state. */
  offer: Offer;
  /** What `render` returned for it. */
  output: T;
}

function isFixtures(
  fixtures: RenderAllStatesOptions['fixtures'],
): fixtures is Readonly<Record<SandboxOfferState, Offer>> {
  return fixtures !== undefined && SANDBOX_OFFER_STATES.every((state) => state in fixtures);
}

/**
 * Runs every offer state the contract defines (the sandbox's fixtures, the same ones the sandbox serves)
 * through your render function, for your own visual tests and design review. It has no UI framework of
 * its own: render each offer the way your app does, inside your theme, and lay out the results.
 *
 * ```tsx
 * const sheet = renderAllStates((offer) => <OfferCard offer={offer} />);
 * render(
 *   <BankTheme mode="dark">
 *     {sheet.map(({ state, output }) => <section key={state} data-state={state}>{output}</section>)}
 *   </BankTheme>,
 * );
 * ```
 *
 * @throws {Error} when `states` names a state that does not exist.
 */
export function renderAllStates<T>(
  render: (offer: Offer, state: SandboxOfferState) => T,
  options: RenderAllStatesOptions = {},
): RenderedOfferState<T>[] {
  const offers = isFixtures(options.fixtures) ? options.fixtures : sandboxOfferStates(options.fixtures);
  return (options.states ?? SANDBOX_OFFER_STATES).map((state) => {
    const offer = offers[state];
    if (offer === undefined) {
      throw new Error(
        `renderAllStates: "${state}" is not an offer state; use the names in SANDBOX_OFFER_STATES.`,
      );
    }
    return { state, offer, output: render(offer, state) };
  });
}
