/**
 * OfferList, LocationList and EarnedRewardsList draw one shell (internal ListShell over data's listView):
 * the same root attributes, status line, error with retry and empty message under each list's own class
 * prefix and strings, and for the paged lists the same "load more" footer.
 */
import { EarnedRewardsList, LocationList, OfferList } from '@offerkit/components';
import type { EarnedReward } from '@offerkit/data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { activatable, makeLocation } from './fixtures.ts';

interface ShellProps {
  status?: 'pending' | 'error' | 'success';
  onRetry?: () => void;
  empty?: boolean;
}

const earned: EarnedReward = {
  type: 'earnedReward',
  id: 't1',
  attributes: {
    status: 'PENDING',
    message: 'You earned a reward at Merchant t1',
    transactionId: 't1',
    transactionAmountInCents: 2550,
    updatedAt: '2026-11-20T16:00:00Z',
  },
};

const LISTS: readonly {
  name: string;
  base: string;
  loading: string;
  error: string;
  empty: string;
  draw: (props: ShellProps) => ReactElement;
}[] = [
  {
    name: 'OfferList',
    base: 'ok-OfferList',
    loading: 'Loading offers…',
    error: 'Offers could not be loaded.',
    empty: 'No offers',
    draw: ({ empty, ...props }) => <OfferList offers={empty ? [] : [activatable('a')]} {...props} />,
  },
  {
    name: 'LocationList',
    base: 'ok-LocationList',
    loading: 'Loading locations…',
    error: 'Locations could not be loaded.',
    empty: 'No locations found.',
    draw: ({ empty, ...props }) => <LocationList locations={empty ? [] : [makeLocation([])]} {...props} />,
  },
  {
    name: 'EarnedRewardsList',
    base: 'ok-EarnedRewardsList',
    loading: 'Loading your rewards…',
    error: 'Your rewards could not be loaded.',
    empty: 'No rewards yet.',
    draw: ({ empty, ...props }) => <EarnedRewardsList rewards={empty ? [] : [earned]} {...props} />,
  },
];

const root = (container: HTMLElement, base: string) => container.querySelector(`.${base}`);
/** The shell's own status line (cards have status lines of their own). */
const statusLine = (container: HTMLElement, base: string) =>
  container.querySelector(`.${base} > [role="status"]`);

describe.each(LISTS)('$name shell', ({ base, loading, error, empty, draw }) => {
  it('is busy and announces loading while pending, with nothing else to read', () => {
    const { container } = render(draw({ status: 'pending', empty: true }));
    expect(root(container, base)).toHaveAttribute('data-state', 'pending');
    expect(root(container, base)).toHaveAttribute('aria-busy', 'true');
    expect(statusLine(container, base)).toHaveTextContent(loading);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with a retry button that calls onRetry, and no retry without it', async () => {
    const onRetry = vi.fn();
    const { container, rerender } = render(draw({ status: 'error', onRetry, empty: true }));
    expect(root(container, base)).toHaveAttribute('data-state', 'error');
    expect(root(container, base)).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('alert')).toHaveTextContent(error);
    expect(container.querySelector(`.${base}-error .${base}-errorText`)).toHaveTextContent(error);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(draw({ status: 'error', empty: true }));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says when there is nothing, and draws the items when there is', () => {
    const { container, rerender } = render(draw({ empty: true }));
    expect(root(container, base)).toHaveAttribute('data-state', 'empty');
    expect(container.querySelector(`.${base}-empty`)).toHaveTextContent(empty);
    expect(statusLine(container, base)).toBeEmptyDOMElement();
    rerender(draw({}));
    expect(root(container, base)).toHaveAttribute('data-state', 'ready');
    expect(container.querySelector(`.${base}-empty`)).toBeNull();
    expect(container.querySelector(`.${base} > ul.${base}-items`)?.tagName).toBe('UL');
  });
});

const PAGED = [
  {
    name: 'OfferList',
    base: 'ok-OfferList',
    moreError: 'More offers could not be loaded.',
    draw: (props: Record<string, unknown>) => (
      <OfferList offers={[activatable('a')]} autoLoadMore={false} {...props} />
    ),
  },
  {
    name: 'LocationList',
    base: 'ok-LocationList',
    moreError: 'More locations could not be loaded.',
    draw: (props: Record<string, unknown>) => (
      <LocationList locations={[makeLocation([])]} autoLoadMore={false} {...props} />
    ),
  },
];

describe.each(PAGED)('$name footer', ({ base, moreError, draw }) => {
  it('has no footer when there is nothing more', () => {
    const { container } = render(draw({}));
    expect(container.querySelector(`.${base}-footer`)).toBeNull();
  });

  it('shows "Load more", then placeholders and a busy button, then "Try again" after a failed page', async () => {
    const onLoadMore = vi.fn();
    const { container, rerender } = render(draw({ hasNextPage: true, onLoadMore }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(draw({ hasNextPage: true, isFetchingNextPage: true, onLoadMore }));
    expect(root(container, base)).toHaveAttribute('aria-busy', 'true');
    expect(statusLine(container, base)).toHaveTextContent('Loading more…');
    expect(container.querySelector(`.${base}-footer [data-skeleton]`)).not.toBeNull();
    const busy = screen.getByRole('button', { name: 'Load more' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(draw({ hasNextPage: true, nextPageError: true, onLoadMore }));
    expect(screen.getByRole('alert')).toHaveTextContent(moreError);
    expect(container.querySelector(`.${base}-footer [data-skeleton]`)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
