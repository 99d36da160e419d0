import type { Decorator } from '@storybook/react-vite';

/**
 * A decorator that draws a story as wide as it would be in a page (a card in a list, a detail page), at most
 * `size`; a story with `parameters.sheet` (a sheet of many cards) lays itself out and is left alone.
 */
export const maxInlineSize =
  (size: string): Decorator =>
  (Story, { parameters }) =>
    parameters.sheet === true ? (
      <Story />
    ) : (
      <div style={{ maxInlineSize: size }}>
        <Story />
      </div>
    );
