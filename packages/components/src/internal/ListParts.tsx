import { clsx } from 'clsx';
import type { ReactElement } from 'react';

interface ListErrorProps {
  baseClass: string;
  message: string;
  retryLabel: string;
  onRetry: (() => void) | undefined;
}

/** A list's error message with an optional retry button; announced when it appears. */
export function ListError({ baseClass, message, retryLabel, onRetry }: ListErrorProps): ReactElement {
  return (
    <div className={`${baseClass}-error`} role="alert">
      <p className={`${baseClass}-errorText`}>{message}</p>
      {onRetry !== undefined && (
        <button type="button" className={`${baseClass}-retry`} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

interface LoadMoreProps {
  baseClass: string;
  label: string;
  busy: boolean;
  onLoadMore: (() => void) | undefined;
}

/** The "load more" button: keyboard path to the next page, and the fallback when auto-loading can't run. */
export function LoadMore({ baseClass, label, busy, onLoadMore }: LoadMoreProps): ReactElement | null {
  if (onLoadMore === undefined) return null;
  return (
    <button
      type="button"
      className={`${baseClass}-loadMore`}
      aria-disabled={busy || undefined}
      data-state={busy ? 'pending' : 'idle'}
      onClick={() => {
        if (!busy) onLoadMore();
      }}
    >
      {label}
    </button>
  );
}

interface SkeletonItemsProps {
  baseClass: string;
  count: number;
  className?: string;
}

/** Placeholder items while a page loads; hidden from assistive technology (a status message says it). */
export function SkeletonItems({ baseClass, count, className }: SkeletonItemsProps): ReactElement {
  return (
    <ul className={clsx(`${baseClass}-items`, className)} aria-hidden="true" data-skeleton="">
      {placeholderKeys(count).map((key) => (
        <li className={`${baseClass}-skeleton`} key={key}>
          <span className={`${baseClass}-skeletonMedia`} />
          <span className={`${baseClass}-skeletonLine`} />
          <span className={`${baseClass}-skeletonLine`} data-short="" />
        </li>
      ))}
    </ul>
  );
}

/** Identical placeholders have only their position as identity. */
const placeholderKeys = (count: number): string[] =>
  Array.from({ length: count }, (_, n) => `placeholder-${n}`);
