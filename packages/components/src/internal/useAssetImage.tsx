'use client';
import type { ImpressionTargetAttributes } from '@offerkit/hooks';
import { clsx } from 'clsx';
import { type ReactElement, type SyntheticEvent, useState } from 'react';
import { monogram } from './monogram.ts';

export interface AssetImageProps {
  /** Root class, e.g. `ok-OfferLogo`. */
  baseClass: string;
  className: string | undefined;
  /** Loaded exactly as given: the URL records attribution. */
  url: string | undefined;
  /** Alternative text of the image; also the accessible name of the monogram. */
  alt: string;
  /** Name the monogram is made of. */
  name: string;
  /** `true` when the surrounding text already says what the image shows. */
  decorative: boolean;
  loading: 'lazy' | 'eager';
  /**
   * The impression policy lets the image load (see `useImpression`). Until then the wrapper is drawn as
   * while the image loads, at the same size, with no `<img>`: nothing is requested, nothing recorded.
   * @default true
   */
  due?: boolean;
  /** Put on the wrapper: the element whose visibility the impression policy watches, when it is the image's own. */
  targetRef?: (element: Element | null) => void;
  /** Spread on the placeholder with `targetRef` (the pending impression's URL, see `useImpression`). */
  targetAttributes?: ImpressionTargetAttributes;
  /** Called when the image has loaded. */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/** The wrapper's ARIA when the image is decorative (one object for every card's logo). */
const DECORATIVE = { 'aria-hidden': 'true' } as const;

/**
 * An offer image with a monogram fallback, shown when there is no URL or the image fails, as a hook that
 * returns the element: its one piece of state (the URL that failed) lives in the caller's fiber, so a card
 * draws its logo without a component of its own. A failure before hydration (no `onError` yet) is caught
 * when the element is attached (see {@link recheckImage}).
 */
export function useAssetImage({
  baseClass,
  className,
  url,
  alt,
  name,
  decorative,
  loading,
  due = true,
  targetRef,
  targetAttributes,
  onLoad,
}: AssetImageProps): ReactElement {
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const wrapperClass = clsx(baseClass, className);
  // The monogram and the placeholder stand for the image: hidden when decorative, else named by its alt text.
  const named = decorative ? DECORATIVE : { role: 'img', 'aria-label': alt };

  if (url === undefined || failedUrl === url) {
    return (
      <span className={wrapperClass} data-state="fallback" {...named}>
        <span className={`${baseClass}-monogram`} aria-hidden="true">
          {monogram(name)}
        </span>
      </span>
    );
  }
  if (!due) {
    // The wrapper as while loading (same class, same size): no layout shift when the image arrives.
    return (
      <span className={wrapperClass} data-state="pending" {...named} {...targetAttributes} ref={targetRef} />
    );
  }
  return (
    <span className={wrapperClass} data-state="image" ref={targetRef}>
      <img
        ref={recheckImage}
        className={`${baseClass}-image`}
        src={url}
        alt={decorative ? '' : alt}
        loading={loading}
        decoding="async"
        onLoad={onLoad}
        onError={() => setFailedUrl(url)}
      />
    </span>
  );
}

/**
 * The `ref` of every asset image (one function, so React attaches it once per element). Server-rendered
 * markup can finish loading before hydration attaches `onError`, and then its `error` event went unheard:
 * an image that is complete with no width is broken, or an SVG without intrinsic size, which `decode()`
 * tells apart. A broken one gets its `error` event again, now that `onError` listens — unless its `src`
 * changed meanwhile (that image has its own events).
 */
function recheckImage(element: HTMLImageElement | null): void {
  if (element === null || !element.complete || element.naturalWidth !== 0) return;
  if (typeof element.decode !== 'function') return;
  const src = element.getAttribute('src');
  element.decode().catch(() => {
    if (element.getAttribute('src') === src) element.dispatchEvent(new Event('error'));
  });
}
