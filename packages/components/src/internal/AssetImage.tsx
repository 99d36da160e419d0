'use client';
import { clsx } from 'clsx';
import { type ReactElement, useEffect, useRef, useState } from 'react';
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
}

/**
 * An offer image with a monogram fallback: shown when there is no URL or the image fails. A failure
 * before hydration (no `onError` yet) is caught by checking the element once mounted.
 */
export function AssetImage({
  baseClass,
  className,
  url,
  alt,
  name,
  decorative,
  loading,
}: AssetImageProps): ReactElement {
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const image = useRef<HTMLImageElement>(null);
  const failed = url === undefined || failedUrl === url;

  useEffect(() => {
    const element = image.current;
    if (url === undefined || !element?.complete || element.naturalWidth !== 0) return;
    // Complete with no width: broken, or an SVG without intrinsic size. decode() tells them apart.
    if (typeof element.decode !== 'function') return;
    let current = true;
    element.decode().catch(() => {
      if (current) setFailedUrl(url);
    });
    return () => {
      current = false;
    };
  }, [url]);

  if (failed) {
    const letters = (
      <span className={`${baseClass}-monogram`} aria-hidden="true">
        {monogram(name)}
      </span>
    );
    return decorative ? (
      <span className={clsx(baseClass, className)} data-state="fallback" aria-hidden="true">
        {letters}
      </span>
    ) : (
      <span className={clsx(baseClass, className)} data-state="fallback" role="img" aria-label={alt}>
        {letters}
      </span>
    );
  }
  return (
    <span className={clsx(baseClass, className)} data-state="image">
      <img
        ref={image}
        className={`${baseClass}-image`}
        src={url}
        alt={decorative ? '' : alt}
        loading={loading}
        decoding="async"
        onError={() => setFailedUrl(url)}
      />
    </span>
  );
}
