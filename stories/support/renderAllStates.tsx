import { OfferCard } from '@offerkit/components';
import type { Offer } from '@offerkit/data';
import {
  SANDBOX_OFFER_STATES,
  type SandboxOfferState,
  type SandboxOfferStatesOptions,
  sandboxOfferStates,
} from '@offerkit/sandbox';
import { type ComponentType, type CSSProperties, Fragment, type ReactElement, type ReactNode } from 'react';

// Inline, so the sheet lays out the same in an issuer's app as in this Storybook.
const sheetStyle: CSSProperties = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const itemStyle: CSSProperties = { display: 'grid', gap: '0.5rem', alignContent: 'start', minInlineSize: 0 };
const captionStyle: CSSProperties = {
  font: 'inherit',
  fontSize: '0.8125rem',
  color: 'var(--ok-color-text-muted)',
};

/** Options of {@link renderAllStates}. */
export interface RenderAllStatesOptions {
  /**
   * Draws one offer in one state.
   * @default a presentational `OfferCard`
   */
  render?: (offer: Offer, state: SandboxOfferState) => ReactNode;
  /**
   * Wraps the whole sheet: your theme provider, design-system root or page frame, so the states are drawn
   * exactly as your app draws them.
   * @default no wrapper
   */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /**
   * `data-theme` of the sheet's root element (`light`, `dark`, or a theme of your own that sets `--ok-*`).
   * @default none: the theme of the page
   */
  theme?: string;
  /**
   * The states to draw, in order.
   * @default every state of `SANDBOX_OFFER_STATES`
   */
  states?: readonly SandboxOfferState[];
  /**
   * The offers: options for `sandboxOfferStates` (e.g. `baseUrl`, where their images are served from), or
   * fixtures already made with it.
   * @default sandboxOfferStates() (images under http://127.0.0.1:4010, where `pnpm sandbox` serves them)
   */
  fixtures?: SandboxOfferStatesOptions | Record<SandboxOfferState, Offer>;
}

function isFixtures(
  fixtures: RenderAllStatesOptions['fixtures'],
): fixtures is Record<SandboxOfferState, Offer> {
  return fixtures !== undefined && SANDBOX_OFFER_STATES.every((state) => state in fixtures);
}

/**
 * Every offer state the contract defines (the sandbox's fixtures), drawn through your wrapper and theme as
 * one labelled sheet, for an issuer's own visual tests and design review:
 *
 * ```tsx
 * render(renderAllStates({ wrapper: BankThemeProvider, theme: 'bank-dark' }));
 * await expect(page).toHaveScreenshot('offer-states.png');
 * ```
 *
 * Each state is a list item with `data-state="<state>"`, captioned with the state and the offer's name.
 */
export function renderAllStates(options: RenderAllStatesOptions = {}): ReactElement {
  const offers = isFixtures(options.fixtures) ? options.fixtures : sandboxOfferStates(options.fixtures);
  const draw = options.render ?? ((offer: Offer) => <OfferCard offer={offer} />);
  const Wrapper = options.wrapper ?? Fragment;
  return (
    <Wrapper>
      <ul className="ok-AllStates" data-theme={options.theme} style={sheetStyle}>
        {(options.states ?? SANDBOX_OFFER_STATES).map((state) => (
          <li key={state} data-state={state} style={itemStyle}>
            <span style={captionStyle}>{state}</span>
            {draw(offers[state], state)}
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
