import type { ListView } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement, ReactNode, RefCallback } from 'react';
import type { ComponentMessages } from '../messages/OfferkitMessages.ts';
import { ListError, LoadMore, SkeletonItems } from './ListParts.tsx';

/** Which list's strings the shell shows: `offersLoading`, `locationsError`, `earnedRewardsEmpty`, … */
export type ListShellKind = 'offers' | 'locations' | 'earnedRewards';

interface ListShellProps {
  /** The list's class (`ok-OfferList`): the root's, and the prefix of every part's. */
  baseClass: string;
  className: string | undefined;
  /** `data-layout` of the root, for lists that have one. */
  layout?: 'grid' | 'list';
  /** Every decision of the shell, from `listView`. */
  view: ListView;
  /** Picks the list's own strings from `text` (the shared ones: retry, load more, loading more). */
  kind: ListShellKind;
  text: ComponentMessages;
  /** What the pending state shows. @default `skeletons` placeholder items */
  placeholder?: ReactNode;
  /** How many placeholder items the pending state shows when there is no `placeholder`. */
  skeletons?: number;
  /** How many placeholders follow the items while the next page loads. */
  footerPlaceholders?: number;
  /** Props of the footer element: `useListView().getFooterProps()`, for a list that watches it to load more. */
  footerProps?: { ref: RefCallback<HTMLElement> };
  onRetry: (() => void) | undefined;
  onLoadMore?: () => void;
  /** The items, drawn in the `ready` state. */
  children: ReactNode;
}

/**
 * The shell every list shares: root with `data-state` and `aria-busy`, the polite status line, and one of
 * placeholders, error with retry, empty message or items, then the "load more" footer. A list only draws
 * its items; which of these shows is `listView`'s rule.
 */
export function ListShell({
  baseClass,
  className,
  layout,
  view,
  kind,
  text,
  placeholder,
  skeletons = 0,
  footerPlaceholders = 1,
  footerProps,
  onRetry,
  onLoadMore,
  children,
}: ListShellProps): ReactElement {
  const { state } = view;
  const texts = {
    loading: text[`${kind}Loading`],
    error: text[`${kind}Error`],
    empty: text[`${kind}Empty`],
    moreError: kind === 'earnedRewards' ? undefined : text[`${kind}MoreError`],
  };
  return (
    <div
      className={clsx(baseClass, className)}
      data-layout={layout}
      data-state={state}
      aria-busy={view.busy || undefined}
    >
      <p className="ok-visually-hidden" role="status">
        {view.announcement === 'loading'
          ? texts.loading
          : view.announcement === 'loadingMore'
            ? text.loadingMore
            : ''}
      </p>
      {state === 'pending' && (placeholder ?? <SkeletonItems baseClass={baseClass} count={skeletons} />)}
      {state === 'error' && (
        <ListError baseClass={baseClass} message={texts.error} retryLabel={text.retry} onRetry={onRetry} />
      )}
      {state === 'empty' && <p className={`${baseClass}-empty`}>{texts.empty}</p>}
      {state === 'ready' && children}
      {view.footer && (
        <div className={`${baseClass}-footer`} {...footerProps}>
          {view.footerPlaceholders && <SkeletonItems baseClass={baseClass} count={footerPlaceholders} />}
          {view.moreError && (
            <p className={`${baseClass}-moreError`} role="alert">
              {texts.moreError}
            </p>
          )}
          {view.loadMore !== 'none' && (
            <LoadMore
              baseClass={baseClass}
              label={view.loadMore === 'retry' ? text.retry : text.loadMore}
              busy={view.loadMoreBusy}
              onLoadMore={onLoadMore}
            />
          )}
        </div>
      )}
    </div>
  );
}
