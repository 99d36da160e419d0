import { OfferCard } from '@offerkit/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AllStatesSheet } from '../support/AllStatesSheet.tsx';
import { maxInlineSize } from '../support/maxInlineSize.tsx';
import { pressActivate } from '../support/pressActivate.ts';
import { offerStates } from '../support/sandbox.ts';

/**
 * An offer in a list: logo with its flare, name, reward, short description, tags, the progress bar in the
 * card (`default`) layout, and the CTA. Presentational (`onAction` given); `ConnectedOfferCard` is the same
 * card bound to an `OfferkitProvider`, running its CTA itself (see Pages). Every offer comes from the
 * sandbox's states.
 */
const meta = {
  title: 'Components/OfferCard',
  component: OfferCard,
  args: { offer: offerStates.activatable, onAction: fn() },
  // A card as wide as in a list; sheets of many cards (parameters.sheet) lay themselves out.
  decorators: [maxInlineSize('22rem')],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before activation: a `PRIMARY` Activate button. Pressing it hands over the action exactly as given. */
export const Activatable: Story = {
  play: pressActivate(() => [
    offerStates.activatable.attributes.components?.cta?.action,
    offerStates.activatable,
  ]),
};

/**
 * After activation: no CTA; a status line with a check mark reads `Activated` (the service's own word, from
 * its detail tags) where the CTA was, so the card keeps its shape and the state is in words, not only in the
 * logo's flare. The description that only restated the reward is left out.
 */
export const Activated: Story = {
  args: { offer: offerStates.activated },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    const status = canvasElement.querySelector('.ok-OfferStatus');
    await expect(status).toHaveTextContent('Activated');
    await expect(status).toBeVisible();
    await expect(canvasElement.querySelector('.ok-OfferCard-description')).toBeNull();
  },
};

/** Before boosting: a `SECONDARY` boost button. */
export const Boostable: Story = { args: { offer: offerStates.boostable } };

/**
 * After boosting: the boosted reward, the former one struck through without the words they share ("8% cash
 * back ~~3%~~"; screen readers hear "Previously: 3% cash back"), the channel once (its tag), a flare whose
 * badge sits on the frame's corner clear of the logo, no CTA. The description that repeated the former
 * reward ("3% cash back in store") is left out.
 */
export const Boosted: Story = {
  args: { offer: offerStates.boosted },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.ok-Reward-struck')).toHaveTextContent('3% cash back');
    await expect(canvasElement.querySelector('.ok-Reward-struck [aria-hidden="true"]')).toHaveTextContent(
      /^3%$/,
    );
    await expect(canvasElement.querySelector('.ok-OfferCard-description')).toBeNull();
    await expect(canvasElement.querySelector('.ok-LogoFlare')).toHaveAttribute('data-border', 'secondary');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The CTA's action is running. */
export const Pending: Story = { args: { pending: true } };

/** The CTA's action failed: a message under the button, which stays usable. */
export const ActionFailed: Story = { args: { error: true } };

/** Activated, part-way and boosted at once: check nodes, struck reward and flare together. */
export const ProgressBoosted: Story = { args: { offer: offerStates.progressBoosted } };

/** A punch card: nodes with partial fill. */
export const PunchCard: Story = { args: { offer: offerStates.punchCard } };

/** A stepper in the card layout. */
export const Stepper: Story = { args: { offer: offerStates.stepper } };

/** Limited supply: the tag and the remaining redemptions. */
export const LimitedSupply: Story = { args: { offer: offerStates.limitedSupply } };

/** Sold out: a `DISABLED` CTA. */
export const SoldOut: Story = { args: { offer: offerStates.soldOut } };

/** Not started yet: a `DISABLED` CTA with the start date. */
export const NotStarted: Story = { args: { offer: offerStates.disabledCta } };

/** Only descriptions requested: the state is told by a tap-to-activate text. */
export const DescriptionOnly: Story = { args: { offer: offerStates.descriptionOnlyActivate } };

/** No component requested: the state is folded into the name. */
export const FallbackName: Story = { args: { offer: offerStates.fallbackName } };

/** The title links to the offer's page; the CTA stays a separate button. */
export const Linked: Story = { args: { offer: offerStates.boostable, href: '#offer' } };

/**
 * Every offer state the contract defines, through `renderAllStates` from @offerkit/sandbox (issuers can use it
 * too). CTAs are drawn as live (pressing one logs its action), so a `PRIMARY` one shows its real style.
 */
export const AllStates: Story = {
  parameters: { sheet: true },
  render: (args) => <AllStatesSheet fixtures={offerStates} onAction={args.onAction} />,
  play: async ({ args, canvasElement }) => {
    const primary = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('.ok-CtaButton[data-style="primary"]'),
    );
    await expect(primary.length).toBeGreaterThan(0);
    const sheet = canvasElement.querySelector<HTMLElement>('.ok-AllStates');
    if (sheet === null) throw new Error('the all-states sheet did not render');
    // The primary colour as a resolved rgb() value, through a probe that paints with the token.
    const probe = sheet.appendChild(document.createElement('span'));
    probe.style.backgroundColor = 'var(--ok-color-primary)';
    const primaryColour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    for (const button of primary) {
      await expect(button).not.toHaveAttribute('aria-disabled');
      await expect(getComputedStyle(button).backgroundColor).toBe(primaryColour);
    }
    const activatable = canvasElement.querySelector('[data-state="activatable"] .ok-CtaButton');
    if (!(activatable instanceof HTMLElement)) throw new Error('the activatable card has no CTA');
    await userEvent.click(activatable);
    await expect(args.onAction).toHaveBeenCalledWith(
      offerStates.activatable.attributes.components?.cta?.action,
      offerStates.activatable,
    );
    // The review sheet shows every card at rest: no focus ring left on the pressed CTA.
    activatable.blur();
  },
};

/** The same sheet in the brand theme: tokens only, no other CSS. */
export const AllStatesBrandTheme: Story = {
  // The story sets its own theme, so the visual suite screenshots it once (test/browser/storybook.ts).
  tags: ['fixed-theme'],
  globals: { theme: 'brand' },
  parameters: { sheet: true },
  render: (args) => <AllStatesSheet fixtures={offerStates} onAction={args.onAction} />,
};

/** Right to left: the layout mirrors, fills grow from the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  parameters: { sheet: true },
  render: (args) => (
    <AllStatesSheet
      fixtures={offerStates}
      states={['activatable', 'boosted', 'punchCard', 'stepper']}
      onAction={args.onAction}
    />
  ),
};
