import { OfferList } from '@offerkit/components';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activatable, makeOffers } from './fixtures.ts';

const scrollWindowTo = (y: number) => {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
};

// jsdom has no layout: place every element at the top of the document, as a browser would report it
// (its viewport-relative top moves up as the window scrolls).
beforeEach(() => {
  // The virtualizer re-asserts the scroll position it read; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, -window.scrollY, 0, 0),
  );
});

afterEach(() => {
  scrollWindowTo(0);
  vi.restoreAllMocks();
});

describe('OfferList', () => {
  it('keeps the DOM bounded for 10,000 offers and still tells the full size', () => {
    const offers = makeOffers(10_000);
    const { container } = render(<OfferList offers={offers} layout="list" />);
    const items = container.querySelectorAll('li.ok-OfferList-item');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(30);
    expect(container.querySelectorAll('article').length).toBe(items.length);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    // The space of the unrendered rows is kept, so the page scrolls as if all were there.
    const list = container.querySelector('ul.ok-OfferList-items') as HTMLElement;
    expect(Number.parseInt(list.style.paddingBlockEnd, 10)).toBeGreaterThan(1_000_000);
  });

  it('renders the rows near the viewport after scrolling, and still only a few', () => {
    const offers = makeOffers(10_000);
    const { container } = render(<OfferList offers={offers} layout="list" estimateRowHeight={100} />);
    scrollWindowTo(500_000);
    const items = [...container.querySelectorAll('li.ok-OfferList-item')];
    expect(items.length).toBeLessThan(30);
    const positions = items.map((item) => Number(item.getAttribute('aria-posinset')));
    // Row 5000 starts at 500,000px with 100px rows.
    expect(Math.min(...positions)).toBeGreaterThan(4_900);
    expect(Math.max(...positions)).toBeLessThan(5_100);
    expect(screen.getByRole('heading', { name: `Merchant ${positions[0]}` })).toBeInTheDocument();
  });

  it('is a named list of offer articles in grid layout by default', () => {
    render(<OfferList offers={makeOffers(3)} />);
    const list = screen.getByRole('list', { name: 'Offers' });
    expect(list.closest('.ok-OfferList')).toHaveAttribute('data-layout', 'grid');
    expect(list.closest('.ok-OfferList')).toHaveAttribute('data-state', 'ready');
    expect(within(list).getAllByRole('article')).toHaveLength(3);
  });

  it('shows loading skeletons hidden from assistive technology, with a status message', () => {
    const { container } = render(<OfferList offers={[]} status="pending" skeletonCount={4} />);
    const root = container.querySelector('.ok-OfferList');
    expect(root).toHaveAttribute('data-state', 'pending');
    expect(root).toHaveAttribute('aria-busy', 'true');
    const skeleton = container.querySelector('[data-skeleton]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading offers…');
  });

  it('shows the empty state', () => {
    const { container } = render(<OfferList offers={[]} />);
    expect(container.querySelector('.ok-OfferList')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText('No offers to show right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error state with a retry button', async () => {
    const onRetry = vi.fn();
    render(<OfferList offers={[]} status="error" onRetry={onRetry} messages={{ retry: 'Reload' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Offers could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('loads more automatically near the end, and with the button', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<OfferList offers={makeOffers(4)} hasNextPage onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-setsize', '-1');

    rerender(<OfferList offers={makeOffers(4)} hasNextPage onLoadMore={onLoadMore} autoLoadMore={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not load more automatically far from the end', () => {
    const onLoadMore = vi.fn();
    render(<OfferList offers={makeOffers(500)} layout="list" hasNextPage onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollWindowTo(500 * 180);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows placeholders and a busy button while the next page loads, and asks for no more', async () => {
    const onLoadMore = vi.fn();
    const { container } = render(
      <OfferList offers={makeOffers(4)} hasNextPage isFetchingNextPage onLoadMore={onLoadMore} />,
    );
    expect(onLoadMore).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(container.querySelector('.ok-OfferList-footer [data-skeleton]')).not.toBeNull();
    expect(container.querySelector('.ok-OfferList > [role="status"]')).toHaveTextContent('Loading more…');
  });

  it('pauses automatic loading after a failed page and offers a retry', async () => {
    const onLoadMore = vi.fn();
    render(<OfferList offers={makeOffers(4)} hasNextPage nextPageError onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('More offers could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('passes CTA handling and pending state to its cards', async () => {
    const onAction = vi.fn();
    const first = activatable('a');
    const second = activatable('b');
    render(<OfferList offers={[first, second]} onAction={onAction} pendingOfferIds={['b']} />);
    const [one, two] = screen.getAllByRole('article');
    expect(two).toHaveAttribute('data-state', 'pending');
    await userEvent.click(within(one as HTMLElement).getByRole('button', { name: 'Activate' }));
    expect(onAction).toHaveBeenCalledWith(first.attributes.components?.cta?.action, first);
  });

  it('draws offers with renderOffer when given', () => {
    render(
      <OfferList offers={makeOffers(2)} renderOffer={(offer, index) => <b>{`${index}:${offer.id}`}</b>} />,
    );
    expect(screen.getByText('0:bulk-0')).toBeInTheDocument();
    expect(screen.getByText('1:bulk-1')).toBeInTheDocument();
  });

  it('lets keyboard users move through cards into the load more button', async () => {
    render(
      <OfferList
        offers={makeOffers(2)}
        hasNextPage
        onLoadMore={() => {}}
        autoLoadMore={false}
        getOfferHref={(o) => `/o/${o.id}`}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Merchant 1' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Merchant 2' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
  });

  it('re-reads its layout on resize', () => {
    const { container } = render(<OfferList offers={makeOffers(3)} />);
    fireEvent(window, new Event('resize'));
    expect(container.querySelectorAll('li.ok-OfferList-item')).toHaveLength(3);
  });
});
