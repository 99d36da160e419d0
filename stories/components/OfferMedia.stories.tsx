import { OfferBanner, OfferLogo } from '@offerkit/components';
import type { Offer } from '@offerkit/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { offerStates } from '../support/sandbox.ts';

/** The offer with every asset URL cut before its query: the sandbox answers 400 (no attribution parameters). */
function withBrokenAssets(offer: Offer): Offer {
  return {
    ...offer,
    attributes: {
      ...offer.attributes,
      assets: offer.attributes.assets?.map((asset) => ({ ...asset, url: asset.url.split('?')[0] ?? '' })),
    },
  };
}

/**
 * `OfferLogo` and `OfferBanner`: the offer's images, loaded exactly as the service gives them (the URLs
 * record attribution), with their alt text, lazy by default, and a monogram when an image fails.
 */
const meta = {
  title: 'Components/OfferLogo and OfferBanner',
  component: OfferLogo,
  subcomponents: { OfferBanner },
  args: { offer: offerStates.activatable, loading: 'eager' },
} satisfies Meta<typeof OfferLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `LOGO_IMAGE`, with its alt text. */
export const Logo: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Maple Street Bakery logo' });
    // Loaded exactly as given: attribution parameters included.
    await expect(image.getAttribute('src')).toBe(offerStates.activatable.attributes.assets?.[0]?.url);
  },
};

/** The image fails (here: the sandbox refuses a URL without its attribution parameters): a monogram. */
export const LogoFallback: Story = {
  args: { offer: withBrokenAssets(offerStates.activatable) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ok-OfferLogo img')).toBeNull());
  },
};

/** Decorative: empty alt, for places where the merchant name is written right next to it. */
export const LogoDecorative: Story = { args: { decorative: true } };

/** The `BANNER_IMAGE` of a detail page. */
export const Banner: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <OfferBanner {...args} />
    </div>
  ),
};

/** The banner fails: a monogram panel. */
export const BannerFallback: Story = {
  args: { offer: withBrokenAssets(offerStates.boostable) },
  render: Banner.render,
};
