import { CtaButton } from '@offerkit/components';
import type { Cta } from '@offerkit/data';
import type { SandboxOfferState } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pressActivate } from '../support/pressActivate.ts';
import { offerStates } from '../support/sandbox.ts';

function ctaOf(state: SandboxOfferState): Cta {
  const cta = offerStates[state].attributes.components?.cta;
  if (cta === undefined) throw new Error(`The sandbox state ${state} has no cta.`);
  return cta;
}

/**
 * The offer's call to action: `PRIMARY` (activation), `SECONDARY` (boost) or `DISABLED` (rendered, not
 * interactive), with an optional sanitized start icon. Pressing it hands the action, exactly as the service
 * sent it, to `onAction`; `ConnectedOfferCard` and the experience run it through `useBoundOffer`.
 */
const meta = {
  title: 'Components/CtaButton',
  component: CtaButton,
  args: { cta: ctaOf('activatable'), onAction: fn() },
} satisfies Meta<typeof CtaButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `PRIMARY`: the activate button, with its start icon. Pressing it passes the action on unchanged. */
export const Primary: Story = {
  play: pressActivate((args) => [args.cta?.action]),
};

/** `SECONDARY`: the lower-emphasis boost button. */
export const Secondary: Story = { args: { cta: ctaOf('boostable') } };

/** `DISABLED`: an offer that has not started. Rendered with `aria-disabled`; pressing it does nothing. */
export const Disabled: Story = {
  args: { cta: ctaOf('disabledCta') },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Starts/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** `DISABLED` without an icon: the last redemption of a limited supply is taken. */
export const SoldOut: Story = { args: { cta: ctaOf('soldOut') } };

/** While the action runs: the label stays, `aria-busy` is set and presses are ignored. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvas }) => {
    // The label stays; a hidden "Working…" joins the accessible name.
    const button = canvas.getByRole('button', { name: /^Activate/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** No `cta` (its action was taken, or the component was not requested): nothing is rendered. */
export const NoCta: Story = {
  args: { cta: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Every style side by side. */
export const AllStyles: Story = {
  render: (args) => (
    <ul className="story-matrix">
      {(['activatable', 'boostable', 'disabledCta', 'soldOut'] as const).map((state) => (
        <li key={state}>
          <span className="story-caption">{ctaOf(state).buttonStyle}</span>
          <CtaButton {...args} cta={ctaOf(state)} />
        </li>
      ))}
      <li>
        <span className="story-caption">PRIMARY, pending</span>
        <CtaButton {...args} pending />
      </li>
    </ul>
  ),
};
