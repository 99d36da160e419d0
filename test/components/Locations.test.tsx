import { LocationCard, LocationList } from '@offerkit/components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activatable, boosted, makeLocation } from './fixtures.ts';

// Oakland is about 8.3 miles from the fixture location in San Francisco.
const OAKLAND = { latitude: 37.8044, longitude: -122.2712 };

describe('LocationCard', () => {
  it('shows name, address, phone, opening hours and the offers redeemable there', () => {
    const location = makeLocation([activatable('a'), boosted('b')]);
    render(<LocationCard location={location} getOfferHref={(offer) => `/offers/${offer.id}`} />);
    const card = screen.getByRole('article', { name: 'Blue Bottle Mission' });
    expect(card).toHaveClass('ok-LocationCard');
    expect(card.querySelector('address')).toHaveTextContent('1 Valencia St');
    expect(card.querySelector('address')).toHaveTextContent('San Francisco, CA 94103');
    expect(within(card).getByRole('link', { name: '+1 (415) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+14155550100',
    );
    expect(within(card).getByText('Opening hours')).toBeInTheDocument();
    expect(within(card).getByText('Monday: 7:00 AM – 5:00 PM')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Offers here' })).toBeInTheDocument();
    const offers = card.querySelector<HTMLElement>('.ok-LocationCard-offers') as HTMLElement;
    const links = within(offers).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/offers/a', '/offers/b']);
    // The boosted offer keeps its struck former reward here too.
    expect(offers.querySelector('s')).toHaveTextContent('5% back');
  });

  it('shows the distance only when the user position is known', () => {
    const location = makeLocation([]);
    const { rerender, container } = render(<LocationCard location={location} />);
    expect(container.querySelector('.ok-LocationCard-distance')).toBeNull();
    rerender(<LocationCard location={location} userPosition={OAKLAND} locale="en-US" />);
    expect(container.querySelector('.ok-LocationCard')).toHaveAttribute('data-distance', 'true');
    expect(container.querySelector('.ok-LocationCard-distance')).toHaveTextContent('8.3 mi');
    rerender(
      <LocationCard
        location={location}
        userPosition={OAKLAND}
        messages={{ distance: (miles) => `${Math.round(miles * 1.609)} km` }}
      />,
    );
    expect(container.querySelector('.ok-LocationCard-distance')).toHaveTextContent('13 km');
  });

  it('leaves out what the location does not have', () => {
    const location = makeLocation([], { address: undefined, phone: undefined, operationHours: undefined });
    const { container } = render(<LocationCard location={location} />);
    expect(container.querySelector('address')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Opening hours')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Offers here' })).toBeNull();
  });
});

describe('LocationList', () => {
  it('lists locations as cards', () => {
    render(<LocationList locations={[makeLocation([]), makeLocation([activatable()])]} />);
    const list = screen.getByRole('list', { name: 'Locations' });
    expect(within(list).getAllByRole('article', { name: 'Blue Bottle Mission' })).toHaveLength(2);
  });

  it('shows pending, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender, container } = render(<LocationList locations={[]} status="pending" />);
    expect(container.querySelector('.ok-LocationList')).toHaveAttribute('data-state', 'pending');
    expect(screen.getByRole('status')).toHaveTextContent('Loading locations…');
    rerender(<LocationList locations={[]} />);
    expect(screen.getByText('No locations found.')).toBeInTheDocument();
    rerender(<LocationList locations={[]} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Locations could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('loads more with the button and when the end comes into view', async () => {
    const onLoadMore = vi.fn();
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      render(<LocationList locations={[makeLocation([])]} hasNextPage onLoadMore={onLoadMore} />);
      notify?.([{ isIntersecting: false }]);
      expect(onLoadMore).not.toHaveBeenCalled();
      notify?.([{ isIntersecting: true }]);
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(onLoadMore).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports a failed next page and offers a retry', () => {
    render(<LocationList locations={[makeLocation([])]} hasNextPage nextPageError onLoadMore={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('More locations could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
