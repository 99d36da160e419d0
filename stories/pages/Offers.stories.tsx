import { FAULT_HEADER } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { roleOffer, storySandbox } from '../support/sandbox.ts';
import { OffersPage } from './OffersPage.tsx';

type Canvas = ReturnType<typeof within>;

/** The offers list once its first page is in. */
const offersList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Offers' });

/** How many offers are loaded, as the page tells it (rows are virtualized, so cards on screen are fewer). */
const loadedCount = (canvas: Canvas) =>
  Number.parseInt(canvas.getByTestId('offer-count').textContent ?? '', 10);

/** The card of the offer with this name. */
async function cardOf(canvas: Canvas, name: string): Promise<HTMLElement> {
  const title = await canvas.findByRole('heading', { name });
  const card = title.closest('article');
  if (card === null) throw new Error(`No card around the title ${name}`);
  return card;
}

/**
 * The offers page of an issuer's app, composed from `ConnectedOfferList` and `ConnectedOfferDetail`, live on
 * the sandbox (its own instance per story, through MSW): search, "Load more", activate and boost from the
 * cards or the detail. The states below come from the sandbox's faults (options and the test-only header).
 */
const meta = {
  title: 'Pages/Offers',
  component: OffersPage,
  args: { pageSize: 6 },
  parameters: { layout: 'fullscreen', sandbox: {}, offerkit: {} },
} satisfies Meta<typeof OffersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the new customer's offers. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await offersList(canvas);
    await expect(loadedCount(canvas)).toBe(6);
  },
};

/** Load more: the next page (`page[after]` from `links.next`) joins the list. */
export const LoadMore: Story = {
  play: async ({ canvas }) => {
    await offersList(canvas);
    await expect(loadedCount(canvas)).toBe(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(loadedCount(canvas)).toBe(12));
  },
};

/** Search (`filter[search]`): only the matching offer is left. */
export const Search: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { name } = roleOffer(storySandbox(context).sandbox, 'boostable');
    await offersList(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search offers' }), `${name}{Enter}`);
    await waitFor(async () => {
      const list = await offersList(canvas);
      await expect(loadedCount(canvas)).toBe(1);
      await expect(within(list).getByRole('heading', { name })).toBeVisible();
    });
  },
};

/**
 * Activate: open the offer, press Activate in its detail. One POST; the CTA disappears from the detail and
 * the card, and a status line reads `Activated`.
 */
export const Activate: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { sandbox } = storySandbox(context);
    const { name } = roleOffer(sandbox, 'activatable');
    const card = await cardOf(canvas, name);
    await userEvent.click(within(card).getByRole('button', { name }));
    const detail = await canvas.findByRole('complementary', { name: 'Selected offer' });
    await userEvent.click(within(detail).getByRole('button', { name: 'Activate' }));
    // The status line (the live region says it too, to screen readers).
    await waitFor(() =>
      expect(within(detail).getByText('Activated', { selector: '.ok-OfferStatus > span' })).toBeVisible(),
    );
    await expect(within(detail).queryByRole('button', { name: 'Activate' })).toBeNull();
    await expect(within(card).queryByRole('button', { name: 'Activate' })).toBeNull();
    const posts = sandbox.requests.filter((request) => request.method === 'POST');
    await expect(posts.map((request) => request.route)).toEqual(['activate']);
  },
};

/** Boost from the card: the boosted reward, the base reward struck through, a flare; no CTA. */
export const Boost: Story = {
  play: async (context) => {
    const { canvas } = context;
    const offer = roleOffer(storySandbox(context).sandbox, 'boostable');
    const card = await cardOf(canvas, offer.name);
    await userEvent.click(within(card).getByRole('button', { name: /^Boost/ }));
    await waitFor(() => expect(card.querySelector('s.ok-Reward-struck')).not.toBeNull());
    await expect(card.querySelector('s.ok-Reward-struck')).toHaveTextContent('3% cash back');
    await expect(card.querySelector('.ok-LogoFlare')).toHaveAttribute('data-border', 'secondary');
    await expect(card.querySelector('.ok-LogoFlare-badge')).not.toBeNull();
    await expect(within(card).queryByRole('button', { name: /^Boost/ })).toBeNull();
  },
};

/** The first page has not arrived (the sandbox holds every answer for ten minutes): skeletons. */
export const Loading: Story = {
  parameters: { sandbox: { latency: 600_000 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
  },
};

/**
 * A slow service (1.5 s per answer, asked for through the sandbox's `x-offerkit-sandbox-fault` header):
 * skeletons first, then the offers.
 */
export const Slow: Story = {
  parameters: { offerkit: { client: { headers: { [FAULT_HEADER]: 'latency=1500' } } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
    await offersList(canvas);
    await expect(loadedCount(canvas)).toBe(6);
  },
};

/** Nothing matches the search: the empty state. */
export const Empty: Story = {
  args: { initialSearch: 'No merchant is called this' },
  play: async ({ canvas }) => {
    await canvas.findByText(/no offers/i);
  },
};

/** The service fails (500 on every offers request; the client's retries are off here): an error and a retry. */
export const ServiceError: Story = {
  parameters: {
    sandbox: { faults: [{ route: 'offers', fault: { status: 500 } }] },
    offerkit: { client: { retry: false } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A 503 once, then the service recovers: Try again brings the offers. */
export const ErrorThenRetry: Story = {
  parameters: {
    sandbox: { faults: [{ route: 'offers', fault: 'status=503', times: 1 }] },
    offerkit: { client: { retry: false } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await offersList(canvas);
    await expect(loadedCount(canvas)).toBe(6);
  },
};
