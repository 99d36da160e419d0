import { TagList } from '@offerkit/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { offerStates } from '../support/sandbox.ts';

const components = (state: keyof typeof offerStates) => offerStates[state].attributes.components ?? {};

/** Labels of an offer: `tags` in lists, `detailTags` on detail pages. Nothing at all when empty. */
const meta = {
  title: 'Components/TagList',
  component: TagList,
  args: { tags: components('boosted').tags ?? [], label: 'Offer tags' },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List tags of a boosted offer. */
export const Tags: Story = {};

/** Several list tags: a targeted, limited offer. */
export const ManyTags: Story = {
  args: { tags: [...(components('targeted').tags ?? []), ...(components('limitedSupply').tags ?? [])] },
};

/** Detail tags after activation: `Activated`. */
export const DetailTagsActivated: Story = { args: { tags: components('activated').detailTags ?? [] } };

/** An empty array renders nothing. */
export const Empty: Story = {
  args: { tags: components('fewRedemptionsCheckNodes').tags ?? [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ok-TagList')).toBeNull();
  },
};
