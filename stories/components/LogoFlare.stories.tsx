import { LogoFlare, OfferLogo } from '@offerkit/components';
import type { LogoFlare as LogoFlareData } from '@offerkit/data';
import type { SandboxOfferState } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { offerStates } from '../support/sandbox.ts';

function flareOf(state: SandboxOfferState): LogoFlareData | undefined {
  return offerStates[state].attributes.components?.logoFlare;
}

const logo = (state: SandboxOfferState) => <OfferLogo offer={offerStates[state]} loading="eager" />;

/**
 * Decoration of the offer logo: a `PRIMARY` or `SECONDARY` border and an optional badge (a sanitized icon)
 * at one of four corners. Flares come from the sandbox: activated, boosted, targeted, new and limited offers.
 */
const meta = {
  title: 'Components/LogoFlare',
  component: LogoFlare,
  args: { flare: flareOf('boosted'), children: logo('boosted') },
} satisfies Meta<typeof LogoFlare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A boosted offer: `SECONDARY` border, bolt badge `TOP_RIGHT`. */
export const SecondaryTopRight: Story = {
  play: async ({ canvasElement }) => {
    const flare = canvasElement.querySelector('.ok-LogoFlare');
    await expect(flare).toHaveAttribute('data-border', 'secondary');
    await expect(flare?.querySelector('.ok-LogoFlare-badge')).toHaveAttribute('data-position', 'top-right');
  },
};

/** An activated offer: `PRIMARY` border, no badge. */
export const PrimaryNoBadge: Story = { args: { flare: flareOf('activated'), children: logo('activated') } };

/** A targeted offer: badge `TOP_LEFT`. */
export const TopLeft: Story = { args: { flare: flareOf('targeted'), children: logo('targeted') } };

/** A limited-supply offer: badge `BOTTOM_RIGHT`. */
export const BottomRight: Story = {
  args: { flare: flareOf('limitedSupply'), children: logo('limitedSupply') },
};

/** A new offer: badge `BOTTOM_LEFT`. */
export const BottomLeft: Story = { args: { flare: flareOf('newArrival'), children: logo('newArrival') } };

/** No `logoFlare`: the logo is shown plain. */
export const NoFlare: Story = { args: { flare: undefined, children: logo('standard') } };

const ALL: readonly SandboxOfferState[] = [
  'standard',
  'activated',
  'boosted',
  'targeted',
  'limitedSupply',
  'newArrival',
];

/** Every border and corner side by side. */
export const AllFlares: Story = {
  render: () => (
    <ul className="story-matrix">
      {ALL.map((state) => {
        const flare = flareOf(state);
        return (
          <li key={state}>
            <span className="story-caption">
              {flare === undefined ? 'none' : `${flare.borderColor} ${flare.badge?.position ?? 'no badge'}`}
            </span>
            <LogoFlare flare={flare}>{logo(state)}</LogoFlare>
          </li>
        );
      })}
    </ul>
  ),
};
