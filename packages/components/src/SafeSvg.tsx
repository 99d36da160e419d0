'use client';
import { clsx } from 'clsx';
import { type ReactElement, useId, useMemo } from 'react';
import { useHydrated } from './internal/useHydrated.ts';
import { sanitizeSvg } from './svg/sanitizeSvg.ts';

export interface SafeSvgProps {
  /** Untrusted inline SVG markup (e.g. a CTA `startIcon` or a badge icon). Sanitized before it is shown. */
  svg: string;
  /** Extra class names for the wrapper span (which always has `ok-SafeSvg`). */
  className?: string;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`); with it the wrapper gets
   * `role="img"` and this `aria-label`.
   */
  label?: string;
}

/**
 * The only way inline SVG reaches the DOM: sanitized by `sanitizeSvg` (cached per input string), with
 * ids re-namespaced per instance. On the server it renders an empty span of the same size (CSS sizes
 * `.ok-SafeSvg` through `--ok-icon-size`) and fills it in after hydration.
 */
export function SafeSvg({ svg, className, label }: SafeSvgProps): ReactElement {
  const hydrated = useHydrated();
  const instanceId = useId();
  const markup = useMemo(
    () => (hydrated ? sanitizeSvg(svg, { idPrefix: `ok${instanceId}-` }) : undefined),
    [hydrated, svg, instanceId],
  );
  const state = markup === undefined ? 'pending' : markup === '' ? 'empty' : 'ready';
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={clsx('ok-SafeSvg', className)}
      data-state={state}
      {...a11y}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup comes only from sanitizeSvg (DOMPurify, SVG-only profile); this is the one sanctioned path for inline SVG.
      dangerouslySetInnerHTML={markup ? { __html: markup } : undefined}
    />
  );
}
