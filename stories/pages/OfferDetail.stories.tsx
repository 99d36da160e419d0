import type { SandboxOfferRole } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { roleOffer, storySandbox } from '../support/sandbox.ts';
import { OfferDetailPage } from './OfferDetailPage.tsx';

type PageArgs = { role: SandboxOfferRole | 'unknown' };

/**
 * An offer's detail page, live on the sandbox: the CTA runs through `useOfferAction`, and the answer's
 * `included` offer replaces the cached one (no refetch). `role` picks the sandbox catalog offer.
 */
const meta = {
  title: 'Pages/Offer detail',
  parameters: { layout: 'fullscreen', sandbox: {}, offerkit: {} },
  args: { role: 'activatable' },
  argTypes: {
    role: {
      control: 'select',
      options: ['activatable', 'boostable', 'stepper', 'punchCard', 'limitedSupply', 'comingSoon', 'unknown'],
    },
  },
  render: ({ role }, context) => (
    <OfferDetailPage
      offerId={role === 'unknown' ? 'ofr_does_not_exist' : roleOffer(storySandbox(context).sandbox, role).id}
    />
  ),
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activate: the CTA disappears and a status line reads `Activated`; one POST, no GET after it. */
export const Activate: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { sandbox } = storySandbox(context);
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate' }));
    // The status line (the live region says it too, to screen readers).
    await waitFor(() =>
      expect(canvas.getByText('Activated', { selector: '.ok-OfferStatus > span' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('button', { name: 'Activate' })).toBeNull();
    // API calls only: images may still be loading (they are not the rewards API).
    const calls = sandbox.requests.filter((request) => request.route !== 'assets');
    const afterPost = calls.slice(calls.findIndex((request) => request.method === 'POST'));
    await expect(afterPost.map((request) => `${request.method} ${request.route}`)).toEqual(['POST activate']);
  },
};

/** Boost: the boosted reward with the base reward struck through, and the flare. */
export const Boost: Story = {
  args: { role: 'boostable' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Boost/ }));
    await waitFor(() => expect(canvasElement.querySelector('s.ok-Reward-struck')).not.toBeNull());
    await expect(canvasElement.querySelector('.ok-LogoFlare')).toHaveAttribute('data-border', 'secondary');
  },
};

/** A stepper offer, activated by the lapsed customer and part-way: the details layout with titles. */
export const LapsedCustomerStepper: Story = {
  args: { role: 'stepper' },
  parameters: { offerkit: { user: 'lapsed' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar');
  },
};

/** An offer that has not started: its `DISABLED` CTA. */
export const NotStarted: Story = {
  args: { role: 'comingSoon' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Starts/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An id no loaded list holds: the fallback message. */
export const NotFound: Story = {
  args: { role: 'unknown' },
  play: async ({ canvas }) => {
    await canvas.findByText(/not available/i);
  },
};
