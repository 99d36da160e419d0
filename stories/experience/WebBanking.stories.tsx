import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySandbox } from '../support/sandbox.ts';
import { SchematicMap } from './SchematicMap.tsx';
import { WebBankingPage } from './WebBankingPage.tsx';

/** The Mission District, San Francisco: the sandbox has merchants around it. */
const MISSION = { latitude: 37.7599, longitude: -122.4148 };

/**
 * `OffersExperience` embedded in an issuer's web banking page, live on the sandbox: what an issuer gets
 * instead of a hosted rewards WebView in an iframe. Search, category chips, channel and sort, the
 * virtualized list with infinite loading, the detail dialog with a live CTA, and the nearby view. Switch
 * Theme in the toolbar: the page and the experience share the `--ok-*` tokens (the experience's
 * `theme="system"` takes the page's palette).
 */
const meta = {
  title: 'Pages/Web banking',
  component: WebBankingPage,
  // Pages of 12 behind a "Load more" button: live data with endless loading would make how many pages a
  // screenshot shows depend on timing. Endless loading is the default (`autoLoadMore`).
  args: { pageSize: 12, autoLoadMore: false },
  parameters: {
    layout: 'fullscreen',
    sandbox: {},
    offerkit: {},
  },
} satisfies Meta<typeof WebBankingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The offers list once its first page is in. */
const offersList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Offers' });

/** The names of the offer cards on screen. */
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => card.querySelector('.ok-OfferCard-title')?.textContent ?? '');

/** The whole page at a desktop width. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await offersList(within(canvasElement));
  },
};

/** The same page on a phone: navigation in a scrollable row, one card per row, the dialog full screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await offersList(within(canvasElement));
  },
};

/** The issuer's brand through the `tokens` prop alone: the hosted WebView's customization, as props. */
export const IssuerTokens: Story = {
  args: {
    theme: 'light',
    tokens: {
      primary: '#0f5c55',
      onPrimary: '#ffffff',
      secondary: '#fde7c8',
      onSecondary: '#6b3a06',
      background: '#f3efe6',
      surface: '#fffdf8',
      focus: '#b4410f',
      radius: 4,
    },
    messages: { rewardsTitle: 'Northwind Rewards', offersTitle: 'Deals', nearbyTitle: 'Near you' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Deals' });
    const root = canvasElement.querySelector('.ok-OffersExperience') as HTMLElement;
    await expect(getComputedStyle(root).getPropertyValue('--ok-color-primary').trim()).toBe('#0f5c55');
  },
};

/** Typing in the search box narrows the list (one request once typing pauses). */
export const SearchNarrowsTheList: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const before = cardNames(await offersList(canvas)).length;
    await step('Search for "bakery"', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search offers' }), 'bakery');
    });
    await waitFor(() => expect(canvas.getByText('1 offer')).toBeVisible());
    const names = cardNames(await offersList(canvas));
    await expect(names).toEqual(['Maple Street Bakery']);
    await expect(names.length).toBeLessThan(before);
  },
};

/** A category chip narrows the list to that category; the chip reads as pressed. */
export const CategoryFilter: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    const { catalog } = storySandbox({ id }).sandbox;
    const category = 'Arts & Entertainment';
    const categoryId = catalog.categories.find((candidate) => candidate.attributes.name === category)?.id;
    const inCategory = new Set(
      catalog.offers.filter((offer) => offer.categoryId === categoryId).map((offer) => offer.name),
    );
    await offersList(canvas);
    const chip = canvas.getByRole('button', { name: category });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => {
      const names = cardNames(await offersList(canvas));
      await expect(names.length).toBeGreaterThan(0);
      await expect(names.every((name) => inCategory.has(name))).toBe(true);
    });
  },
};

/** "Load more" fetches the next page (with `autoLoadMore`, the default, it also comes as the end nears). */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await offersList(canvas);
    await expect(canvas.getByText('12+ offers')).toBeVisible();
    // Pressed from the keyboard, focused without scrolling: the page stays where it is reviewed, and the
    // virtualized rows measured are the same in every run (so are the screenshots).
    canvas.getByRole('button', { name: 'Load more' }).focus({ preventScroll: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('24+ offers')).toBeVisible());
  },
};

/** Open an offer's detail, activate it, close the dialog: the card in the list shows the new state. */
export const ActivateFromDetail: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await offersList(canvas);
    const card = within(list).getByRole('article', { name: 'Maple Street Bakery' });
    await expect(card).toHaveAttribute('data-cta', 'primary');
    const open = within(card).getByRole('button', { name: 'Maple Street Bakery' });
    await step('Open the detail', async () => {
      await userEvent.click(open);
    });
    const dialog = await canvas.findByRole('dialog', { name: 'Maple Street Bakery' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await step('Activate', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Activate' })).toBeNull());
    // Waited for, not just found: the tag may be in the DOM a frame before it is drawn (one run in many saw it
    // found but not yet visible).
    // The status line (the live region says it too, to screen readers).
    await waitFor(() =>
      expect(within(dialog).getByText('Activated', { selector: '.ok-OfferStatus > span' })).toBeVisible(),
    );
    await step('Close', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(open).toHaveFocus();
    await waitFor(async () => {
      const updated = within(await offersList(canvas)).getByRole('article', { name: 'Maple Street Bakery' });
      await expect(updated).toHaveAttribute('data-cta', 'none');
    });
  },
};

/** The nearby view around a given position, nearest first, with a host map in the `renderMap` slot. */
export const NearbyWithPosition: Story = {
  args: {
    defaultView: 'nearby',
    position: MISSION,
    defaultRadius: 2,
    locationsPageSize: 8,
    renderMap: (map) => <SchematicMap {...map} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Nearby' });
    const miles = [...list.querySelectorAll('.ok-LocationCard-distance')].map((element) =>
      Number.parseFloat(element.textContent ?? ''),
    );
    await expect(miles.length).toBeGreaterThan(1);
    await expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expect(canvas.getByRole('img', { name: /Map of \d+ merchants/ })).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Merchants on the map' });
    const first = within(legend).getAllByRole('button')[0] as HTMLElement;
    await userEvent.click(first);
    await expect(document.activeElement?.getAttribute('data-location-id')).toBeTruthy();
  },
};

/** Everything from the keyboard: views, search, filters, a card, its detail and CTA, and back. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const focused = () => document.activeElement as HTMLElement;
    const tabTo = async (target: HTMLElement, limit = 80) => {
      for (let step = 0; step < limit && focused() !== target; step++) await userEvent.tab();
      await expect(target).toHaveFocus();
    };
    await offersList(canvas);

    await step('Views: the selected tab is one Tab stop, arrows switch', async () => {
      const offersTab = canvas.getByRole('tab', { name: 'Offers' });
      await tabTo(offersTab);
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Nearby' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(offersTab).toHaveAttribute('aria-selected', 'true');
    });

    await step('Search: type and press Enter, Escape clears', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('searchbox', { name: 'Search offers' })).toHaveFocus();
      await userEvent.keyboard('bakery{Enter}');
      await waitFor(() => expect(canvas.getByText('1 offer')).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.getByText(/\d+\+ offers/)).toBeVisible());
    });

    await step('Channel: arrows choose a radio', async () => {
      await tabTo(canvas.getByRole('radio', { name: 'Anywhere' }));
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'In store' })).toBeChecked();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('radio', { name: 'Anywhere' })).toBeChecked();
    });

    await step('Categories: the chip row is one Tab stop, arrows move along it, Space presses', async () => {
      await userEvent.tab();
      const chips = within(canvas.getByRole('toolbar', { name: 'Categories' })).getAllByRole('button');
      await expect(chips[0]).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(chips.at(-1)).toHaveFocus();
      await userEvent.keyboard('{Home}{ArrowRight}');
      await expect(chips[1]).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    });

    await step('Detail: Enter opens, the CTA activates, Escape closes and focus returns', async () => {
      // The list was rebuilt by the search: query it again.
      const list = await offersList(canvas);
      const card = within(list).getByRole('article', { name: 'Maple Street Bakery' });
      const open = within(card).getByRole('button', { name: 'Maple Street Bakery' });
      await tabTo(open);
      await userEvent.keyboard('{Enter}');
      const dialog = await canvas.findByRole('dialog', { name: 'Maple Street Bakery' });
      await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();
      const activate = within(dialog).getByRole('button', { name: 'Activate' });
      for (let step = 0; step < 10 && focused() !== activate; step++) await userEvent.tab();
      await expect(activate).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Activate' })).toBeNull());
      await expect(dialog).toContainElement(focused());
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(open).toHaveFocus();
      await waitFor(async () => {
        const updated = within(await offersList(canvas)).getByRole('article', {
          name: 'Maple Street Bakery',
        });
        await expect(updated).toHaveAttribute('data-cta', 'none');
      });
    });
  },
};

/** A response that takes long: skeletons first, then the "taking longer than usual" notice. */
export const SlowResponse: Story = {
  args: { slowResponseMs: 0 },
  parameters: { sandbox: { faults: [{ route: 'offers', fault: { latency: 600_000 } }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This is taking longer than usual…')).toBeVisible();
    await expect(canvasElement.querySelector('.ok-OfferList')).toHaveAttribute('data-state', 'pending');
  },
};

/** The service fails: a message and a retry button, which loads the offers once the service is back. */
export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: { faults: [{ route: 'offers', fault: { status: 503 }, times: 1 }] },
    offerkit: { client: { retry: false } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Offers could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Filters that match nothing: the empty state offers to clear them. */
export const NoMatches: Story = {
  args: { defaultFilters: { search: 'no such merchant' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No matching offers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};
