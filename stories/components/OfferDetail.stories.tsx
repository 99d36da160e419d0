import { OfferDetail } from '@offerkit/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { maxInlineSize } from '../support/maxInlineSize.tsx';
import { pressActivate } from '../support/pressActivate.ts';
import { offerStates } from '../support/sandbox.ts';

/**
 * An offer's detail page: banner, long description, detail tags, the progress bar in the `details` layout,
 * reward, CTA, terms, dates, purchase channels, categories and the merchant's website. Presentational here;
 * the live version is in Pages.
 */
const meta = {
  title: 'Components/OfferDetail',
  component: OfferDetail,
  args: { offer: offerStates.activatable, onAction: fn(), locale: 'en-US', timeZone: 'UTC' },
  decorators: [maxInlineSize('48rem')],
} satisfies Meta<typeof OfferDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before activation. Pressing Activate hands over the action exactly as given. */
export const Activatable: Story = {
  play: pressActivate(() => [
    offerStates.activatable.attributes.components?.cta?.action,
    offerStates.activatable,
  ]),
};

/**
 * After activation: no CTA; the detail tag `Activated` becomes the status line with a check mark where the
 * CTA was (and is not repeated as a tag). "Where to use" reads "In store only", as the card's tag does.
 */
export const Activated: Story = {
  args: { offer: offerStates.activated },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Activated')).toBeVisible();
    await expect(canvas.getByText('Activated').closest('.ok-OfferStatus')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-fact="purchase-channels"] dd')).toHaveTextContent(
      'In store only',
    );
    await expect(canvas.queryByRole('button', { name: 'Activate' })).toBeNull();
  },
};

/** Before boosting: the boost CTA. */
export const Boostable: Story = { args: { offer: offerStates.boostable } };

/** Boosted: struck base reward, flare, no CTA. */
export const Boosted: Story = { args: { offer: offerStates.boosted } };

/** The stepper in the details layout: icons joined by lines, titles and descriptions under them. */
export const Stepper: Story = { args: { offer: offerStates.stepper } };

/** A punch card with per-node titles in the details layout. */
export const PunchCard: Story = { args: { offer: offerStates.punchCard } };

/** Check nodes drawn full width with titles (the details variant of the segments). */
export const ProgressBoosted: Story = { args: { offer: offerStates.progressBoosted } };

/** Sold out: limited supply, a `DISABLED` CTA. */
export const SoldOut: Story = { args: { offer: offerStates.soldOut } };

/** The action is running. */
export const Pending: Story = { args: { pending: true } };

/** The action failed. */
export const ActionFailed: Story = { args: { offer: offerStates.boostable, error: true } };

/** Boosted, without `boostedReward` requested: the boost is told by the long description. */
export const FallbackDescriptions: Story = { args: { offer: offerStates.fallbackDescriptions } };

/** No component requested: name, description and `userReward` only. */
export const FallbackName: Story = { args: { offer: offerStates.fallbackNameProgress } };
