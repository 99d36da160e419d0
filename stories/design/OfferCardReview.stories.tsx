import { OfferCard } from '@offerkit/components';
import type { Offer } from '@offerkit/data';
import { renderAllStates, SANDBOX_OFFER_STATES } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { offerStates } from '../support/sandbox.ts';

/**
 * The frames a designer reviews a card in: the width one card gets in the web-banking example's list on a
 * phone (375 px viewport) and on a desktop (1280 px), each in the light and the dark theme.
 */
const FRAMES = [
  { label: 'Phone, light', width: 343, theme: 'light' },
  { label: 'Phone, dark', width: 343, theme: 'dark' },
  { label: 'Desktop, light', width: 325, theme: 'light' },
  { label: 'Desktop, dark', width: 325, theme: 'dark' },
] as const;

const tableStyle: CSSProperties = {
  borderCollapse: 'separate',
  borderSpacing: '1rem',
  marginInline: '-1rem',
};
const headStyle: CSSProperties = {
  fontSize: '0.8125rem',
  fontWeight: 600,
  textAlign: 'start',
  verticalAlign: 'top',
  color: 'var(--ok-color-text-muted)',
};
const frameStyle = (width: number): CSSProperties => ({
  inlineSize: width,
  padding: '0.75rem',
  background: 'var(--ok-color-background)',
  color: 'var(--ok-color-text)',
  borderRadius: '0.5rem',
});

// The sheet's fixtures are not live: a pressed CTA has nothing to change.
const ignoreAction = () => {};

interface ReviewRow {
  name: string;
  offer: Offer;
  pending?: boolean;
  error?: boolean;
}

/** Every offer state of the contract, then the two states a card adds itself around its CTA's action. */
const REVIEW_ROWS: ReviewRow[] = [
  ...renderAllStates((offer, state) => ({ name: state, offer }), { fixtures: offerStates }).map(
    ({ output }) => output,
  ),
  { name: 'activatable, action pending', offer: offerStates.activatable, pending: true },
  { name: 'activatable, action failed', offer: offerStates.activatable, error: true },
];

/** Every state of an offer card, side by side at both widths, light and dark: one sheet to sign off. */
function OfferCardReview() {
  return (
    // No scroll container of its own: the page grows as wide as the four frames, so a full-page capture
    // (the visual references) holds all of them.
    <table style={tableStyle}>
      <caption style={{ ...headStyle, captionSide: 'top', paddingInline: '1rem' }}>
        Every state of an offer card, at the width a card gets in the example's list
      </caption>
      <thead>
        <tr>
          <th scope="col" style={headStyle}>
            State
          </th>
          {FRAMES.map((frame) => (
            <th key={frame.label} scope="col" style={headStyle}>
              {frame.label} ({frame.width} px)
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {REVIEW_ROWS.map((row) => (
          <tr key={row.name} data-state={row.name}>
            <th scope="row" style={headStyle}>
              {row.name}
            </th>
            {FRAMES.map((frame) => (
              <td key={frame.label} style={{ verticalAlign: 'top', padding: 0 }}>
                <div data-theme={frame.theme} style={frameStyle(frame.width)}>
                  <OfferCard
                    offer={row.offer}
                    onAction={ignoreAction}
                    pending={row.pending}
                    error={row.error}
                  />
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * For a bank's designer: every state of the card (from the sandbox's fixtures, the same ones the
 * component stories and an issuer's own visual tests use) in the four frames a review needs. The sheet
 * carries both themes itself, so it is reviewed, and screenshotted, as it is.
 */
const meta = {
  title: 'Design review/Offer card',
  component: OfferCardReview,
  tags: ['fixed-theme'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OfferCardReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tbody tr');
    // Every state of the contract, plus pending and failed.
    await expect(rows.length).toBe(SANDBOX_OFFER_STATES.length + 2);
    // Four frames per state, each holding one card, in the theme its column names.
    for (const row of rows) {
      const frames = row.querySelectorAll<HTMLElement>('td > [data-theme]');
      await expect(Array.from(frames, (frame) => frame.dataset.theme)).toEqual([
        'light',
        'dark',
        'light',
        'dark',
      ]);
      for (const frame of frames) await expect(frame.querySelectorAll('.ok-OfferCard').length).toBe(1);
    }
  },
};
