import { ConnectedLocationList } from '@offerkit/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

/** The Mission District, San Francisco: the sandbox has merchants around it. */
const MISSION = { latitude: 37.7599, longitude: -122.4148 };

/**
 * Locations near the user, live on the sandbox: a radius search (`filter[latitude]`, `filter[longitude]`,
 * `filter[radius]` in miles), sorted by the service, with distances, hours and the offers redeemable there.
 */
const meta = {
  title: 'Pages/Locations',
  component: ConnectedLocationList,
  parameters: { layout: 'padded', sandbox: {}, offerkit: {} },
  args: { params: { ...MISSION, radius: 2, pageSize: 4 }, userPosition: MISSION, autoLoadMore: false },
} satisfies Meta<typeof ConnectedLocationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The locations list once its first page is in. */
const locationsList = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Locations' });

/** The location cards on screen. */
const cardCount = (list: HTMLElement) => list.querySelectorAll('.ok-LocationCard').length;

/** Within 2 miles of the Mission District. */
export const Nearby: Story = {
  play: async ({ canvas }) => {
    await locationsList(canvas);
  },
};

/** Load more: the next page of locations joins the list. */
export const LoadMore: Story = {
  play: async ({ canvas }) => {
    const list = await locationsList(canvas);
    await expect(cardCount(list)).toBe(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardCount(list)).toBe(8));
  },
};

/** Nowhere near a merchant: the empty state. */
export const Empty: Story = {
  args: {
    params: { latitude: 44.428, longitude: -110.5885, radius: 1 },
    userPosition: { latitude: 44.428, longitude: -110.5885 },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('No locations found.');
  },
};

/** The service fails: an error with a retry. */
export const ServiceError: Story = {
  parameters: {
    sandbox: { faults: [{ route: 'locations', fault: { status: 500 } }] },
    offerkit: { client: { retry: false } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The first page has not arrived: placeholders. */
export const Loading: Story = {
  parameters: { sandbox: { latency: 600_000 } },
};
