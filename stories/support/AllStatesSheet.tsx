import { OfferCard } from '@offerkit/components';
import type { CtaAction, Offer } from '@offerkit/data';
import { type RenderAllStatesOptions, renderAllStates, type SandboxOfferState } from '@offerkit/sandbox';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Fragment } from 'react';

export interface AllStatesSheetProps extends RenderAllStatesOptions {
  /**
   * Draws one offer in one state.
   * @default a presentational `OfferCard` that hands its CTA's action to `onAction`
   */
  render?: (offer: Offer, state: SandboxOfferState) => ReactNode;
  /**
   * Receives the action of a CTA pressed in the default cards (e.g. Storybook's `fn()`, shown in the
   * Actions panel). A card without a handler draws an interactive CTA as inert and grey, which would
   * misread in a design review, so the sheet always gives its cards one.
   * @default does nothing: the sheet has no offer to change
   */
  onAction?: (action: CtaAction, offer: Offer) => void;
  /**
   * Wraps the whole sheet: a theme provider, design-system root or page frame.
   * @default no wrapper
   */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /**
   * `data-theme` of the sheet (`light`, `dark`, or a theme of your own that sets `--ok-*`).
   * @default none: the theme of the page
   */
  theme?: string;
}

// Inline, so the sheet lays out the same wherever it is rendered.
const sheetStyle: CSSProperties = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const itemStyle: CSSProperties = { display: 'grid', gap: '0.5rem', alignContent: 'start', minInlineSize: 0 };
const captionStyle: CSSProperties = { fontSize: '0.8125rem', color: 'var(--ok-color-text-muted)' };

// The sheet's fixtures are not live, so a pressed CTA has nothing to change by default.
const ignoreAction = () => {};

/**
 * Every offer state of the sandbox (`renderAllStates` from @offerkit/sandbox) drawn as one labelled sheet,
 * through a wrapper and a theme: the review sheet of the OfferCard stories, and the React shape an issuer
 * would give `renderAllStates` in their own visual tests. Each item carries `data-state="<state>"`.
 */
export function AllStatesSheet({
  onAction = ignoreAction,
  render = (offer) => <OfferCard offer={offer} onAction={onAction} />,
  wrapper: Wrapper = Fragment,
  theme,
  ...options
}: AllStatesSheetProps) {
  return (
    <Wrapper>
      <ul className="ok-AllStates" data-theme={theme} style={sheetStyle}>
        {renderAllStates(render, options).map(({ state, output }) => (
          <li key={state} data-state={state} style={itemStyle}>
            <span style={captionStyle}>{state}</span>
            {output}
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
