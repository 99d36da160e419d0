import { LocationCard, LocationList } from '@offerkit/components';
import type { Location } from '@offerkit/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtureLocations } from '../support/sandbox.ts';

/** The Mission District, San Francisco: the sandbox has merchants around it. */
const MISSION = { latitude: 37.7599, longitude: -122.4148 };

type Loaded = { locations: Location[] };

/**
 * Merchant locations: name, address, distance (when the user's position is known), opening hours and the
 * offers redeemable there. Presentational here, with locations decoded from the sandbox (a radius search
 * around the Mission District); `ConnectedLocationList` (Pages) wires the list to `useLocations`.
 */
const meta = {
  title: 'Components/LocationList',
  component: LocationList,
  subcomponents: { LocationCard },
  loaders: [
    async (): Promise<Loaded> => ({
      locations: await fixtureLocations({ ...MISSION, radius: 2, pageSize: 4 }),
    }),
  ],
  args: {
    locations: [],
    userPosition: MISSION,
    locale: 'en-US',
    onLoadMore: fn(),
    onRetry: fn(),
    autoLoadMore: false,
  },
  render: (args, { loaded }) => <LocationList {...args} locations={(loaded as Loaded).locations} />,
} satisfies Meta<typeof LocationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nearby locations with distances and their offers. */
export const Nearby: Story = {};

/** Without the user's position: no distances. */
export const WithoutPosition: Story = { args: { userPosition: undefined } };

/** One location card on its own. */
export const Card: Story = {
  render: (args, { loaded }) => {
    const [first] = (loaded as Loaded).locations;
    return first === undefined ? (
      <p>No location</p>
    ) : (
      <LocationCard location={first} userPosition={args.userPosition} />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** More pages exist: Load more. */
export const HasNextPage: Story = {
  args: { hasNextPage: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { status: 'pending' },
  render: (args) => <LocationList {...args} locations={[]} />,
};

/** Nothing nearby: the empty state. */
export const Empty: Story = { render: (args) => <LocationList {...args} locations={[]} /> };

/** The first page failed: a message and a retry button. */
export const ErrorState: Story = {
  args: { status: 'error' },
  render: (args) => <LocationList {...args} locations={[]} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
