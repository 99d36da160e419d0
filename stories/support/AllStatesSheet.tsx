import { OfferCard } from '@offerkit/components';
import type { Offer } from '@offerkit/data';
import { type RenderAllStatesOptions, renderAllStates, type SandboxOfferState } from '@offerkit/sandbox';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Fragment } from 'react';

export interface AllStatesSheetProps extends RenderAllStatesOptions {
  /**
   * Draws one offer in one state.
   * @default a presentational `OfferCard`
   */
  render?: (offer: Offer, state: SandboxOfferState) => ReactNode;
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

const drawCard = (offer: Offer) => <OfferCard offer={offer} />;

/**
 * Every offer state of the sandbox (`renderAllStates` from @offerkit/sandbox) drawn as one labelled sheet,
 * through a wrapper and a theme: the review sheet of the OfferCard stories, and the React shape an issuer
 * would give `renderAllStates` in their own visual tests. Each item carries `data-state="<state>"`.
 */
export function AllStatesSheet({
  render = drawCard,
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
