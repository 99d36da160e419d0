import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/**
 * The design tokens every component reads (`--ok-*` custom properties and the icon variables), drawn from
 * the active theme: switch Theme in the toolbar to compare light, dark and the brand theme, which is made
 * of token overrides only (stories/themes/storybook.css).
 */
const COLOR_PAIRS: ReadonlyArray<readonly [background: string, foreground: string]> = [
  ['--ok-color-primary', '--ok-color-on-primary'],
  ['--ok-color-secondary', '--ok-color-on-secondary'],
  ['--ok-color-success', '--ok-color-on-success'],
  ['--ok-color-disabled', '--ok-color-on-disabled'],
  ['--ok-color-tag', '--ok-color-on-tag'],
  ['--ok-color-surface', '--ok-color-text'],
  ['--ok-color-background', '--ok-color-text-muted'],
];

const LINES = [
  '--ok-color-border',
  '--ok-color-border-strong',
  '--ok-color-accent',
  '--ok-color-link',
  '--ok-color-danger',
  '--ok-color-focus',
  '--ok-color-skeleton',
];

const ICON_TOKENS = ['--icon-fill', '--icon-outline', '--icon-detail'];

const RADII = ['--ok-radius-sm', '--ok-radius', '--ok-radius-pill'];

const FONT_SIZES = ['--ok-font-size-sm', '--ok-font-size-md', '--ok-font-size-lg', '--ok-font-size-xl'];

const page: CSSProperties = {
  display: 'grid',
  gap: 'var(--ok-space-5)',
  fontFamily: 'var(--ok-font-family)',
  color: 'var(--ok-color-text)',
};
const grid: CSSProperties = {
  display: 'grid',
  gap: 'var(--ok-space-3)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const heading: CSSProperties = { fontSize: 'var(--ok-font-size-lg)', margin: 0 };
const code: CSSProperties = { fontSize: 'var(--ok-font-size-sm)', fontFamily: 'inherit' };

function Tokens() {
  return (
    <div style={page}>
      <section aria-labelledby="tokens-pairs">
        <h2 id="tokens-pairs" style={heading}>
          Colour pairs (background / text on it)
        </h2>
        <ul style={grid}>
          {COLOR_PAIRS.map(([background, foreground]) => (
            <li
              key={background}
              style={{
                background: `var(${background})`,
                color: `var(${foreground})`,
                border: '1px solid var(--ok-color-border)',
                borderRadius: 'var(--ok-radius)',
                padding: 'var(--ok-space-3)',
              }}
            >
              <code style={code}>{background}</code>
              <br />
              <code style={code}>{foreground}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-lines">
        <h2 id="tokens-lines" style={heading}>
          Lines, accents and icon colours
        </h2>
        <ul style={grid}>
          {[...LINES, ...ICON_TOKENS].map((token) => (
            <li key={token} style={{ display: 'flex', alignItems: 'center', gap: 'var(--ok-space-2)' }}>
              <span
                aria-hidden="true"
                style={{
                  width: '2rem',
                  height: '2rem',
                  flex: 'none',
                  background: `var(${token})`,
                  borderRadius: 'var(--ok-radius-sm)',
                  boxShadow: 'inset 0 0 0 1px var(--ok-color-border-strong)',
                }}
              />
              <code style={code}>{token}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-shape">
        <h2 id="tokens-shape" style={heading}>
          Radii and type
        </h2>
        <ul style={grid}>
          {RADII.map((token) => (
            <li
              key={token}
              style={{
                background: 'var(--ok-color-surface)',
                border: '1px solid var(--ok-color-border-strong)',
                borderRadius: `var(${token})`,
                padding: 'var(--ok-space-3) var(--ok-space-4)',
              }}
            >
              <code style={code}>{token}</code>
            </li>
          ))}
        </ul>
        <ul style={{ ...grid, gridTemplateColumns: '1fr', marginTop: 'var(--ok-space-3)' }}>
          {FONT_SIZES.map((token) => (
            <li key={token} style={{ fontSize: `var(${token})`, lineHeight: 'var(--ok-line-height)' }}>
              Earn 5% back at Blue Bottle Coffee <code style={code}>{token}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  tags: ['!autodocs'],
} satisfies Meta<typeof Tokens>;

export default meta;

/** Every token in the active theme. */
export const AllTokens: StoryObj<typeof meta> = {};
