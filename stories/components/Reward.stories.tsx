import { Reward } from '@offerkit/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { offerStates } from '../support/sandbox.ts';

/**
 * The offer's active reward. When boosted, `boostedReward` is the active reward and `baseReward` is struck
 * through and announced to screen readers as the former reward. Without reward components it is formatted
 * from `userReward`.
 */
const meta = {
  title: 'Components/Reward',
  component: Reward,
  args: { offer: offerStates.activatable },
} satisfies Meta<typeof Reward>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `baseReward` alone. */
export const Base: Story = {};

/** Boosted: `boostedReward` active, `baseReward` struck through with a hidden "Previously:". */
export const Boosted: Story = {
  args: { offer: offerStates.boosted },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('s.ok-Reward-struck');
    await expect(struck).toHaveTextContent('Previously: 3% cash back');
    await expect(canvasElement.querySelector('.ok-Reward-active')).toHaveTextContent('8% cash back');
  },
};

/** No reward components requested: formatted from `userReward` (a percentage). */
export const FromUserReward: Story = { args: { offer: offerStates.fallbackName } };

/** A flat reward in another currency and locale, formatted from `userReward`. */
export const FlatInEuros: Story = {
  args: {
    offer: {
      ...offerStates.fallbackName,
      attributes: { ...offerStates.fallbackName.attributes, userReward: { type: 'FLAT', value: 1250 } },
    },
    currency: 'EUR',
    locale: 'de-DE',
  },
};
