import { OfferkitMessagesProvider, OfferList } from '@offerkit/components';
import { SANDBOX_OFFER_STATES } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { offerStates } from '../support/sandbox.ts';

/** Every sandbox offer state once, in the order the sandbox lists them (without the fallback variants). */
const offers = SANDBOX_OFFER_STATES.filter(
  (state) =>
    !state.startsWith('fallback') &&
    !state.startsWith('descriptionOnly') &&
    state !== 'activated' &&
    state !== 'boosted',
).map((state) => offerStates[state]);

/**
 * The offers list: a virtualized grid (or list) with loading skeletons, an empty state, an error state with
 * retry, and "Load more" plus automatic loading near the end. Presentational here, fed with the sandbox's
 * offer states; `ConnectedOfferList` (Pages) wires it to `useOffers`.
 */
const meta = {
  title: 'Components/OfferList',
  component: OfferList,
  args: { offers, onAction: fn(), onRetry: fn(), onLoadMore: fn(), autoLoadMore: false, locale: 'en-US' },
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid of offers: as many columns as fit. */
export const Grid: Story = {};

/** One offer per row. */
export const ListLayout: Story = { args: { layout: 'list', offers: offers.slice(0, 6) } };

/** The first page is loading: skeleton cards. */
export const Loading: Story = { args: { status: 'pending', offers: [] } };

/** Nothing matches: the empty state. */
export const Empty: Story = { args: { offers: [] } };

/** The first page failed: a message and a retry button. */
export const ErrorState: Story = {
  args: { status: 'error', offers: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** More pages exist: a Load more button under the offers. */
export const HasNextPage: Story = {
  args: { offers: offers.slice(0, 6), hasNextPage: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is loading: placeholders follow the list and the button is busy. */
export const FetchingNextPage: Story = {
  args: { offers: offers.slice(0, 6), hasNextPage: true, isFetchingNextPage: true },
};

/** The next page failed: a message; automatic loading waits for the user. */
export const NextPageError: Story = {
  args: { offers: offers.slice(0, 6), hasNextPage: true, nextPageError: true },
};

/** A card's action is running (presentational `pendingOfferIds`). */
export const PendingAction: Story = {
  args: { offers: offers.slice(0, 3), pendingOfferIds: [offerStates.activatable.id] },
};

/** Built-in strings replaced through `OfferkitMessagesProvider` (here in Spanish). */
export const CustomMessages: Story = {
  args: { offers: offers.slice(0, 3), hasNextPage: true, label: 'Ofertas' },
  render: (args) => (
    <OfferkitMessagesProvider
      messages={{
        loadMore: 'Cargar más',
        loadingMore: 'Cargando…',
        previousReward: 'Antes:',
        retry: 'Reintentar',
      }}
    >
      <OfferList {...args} />
    </OfferkitMessagesProvider>
  ),
};
