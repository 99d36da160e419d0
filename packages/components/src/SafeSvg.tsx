'use client';
import type { Diagnostic, DiagnosticListener } from '@offerkit/data';
import { useOptionalOfferkit } from '@offerkit/hooks';
import { clsx } from 'clsx';
import { type ReactElement, useDeferredValue, useEffect, useMemo } from 'react';
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
  /**
   * Called after the render when the whole icon is refused (too many `<use>` elements or nodes, see
   * `sanitizeSvg`); the wrapper is then empty, with `data-state="refused"`.
   * @default the `onDiagnostic` of the `OfferkitProvider`'s client, when there is one
   */
  onDiagnostic?: DiagnosticListener;
}

/** The wrapper's ARIA without a label (one object for every decorative icon). */
const DECORATIVE = { 'aria-hidden': true } as const;

/** How many id namespaces this module has handed out (see {@link SafeSvg}). */
let namespaces = 0;

/**
 * The only way inline SVG reaches the DOM: sanitized by `sanitizeSvg` (cached per input string), with
 * ids re-namespaced per instance. On the server it renders an empty span of the same size (CSS sizes
 * `.ok-SafeSvg` through `--ok-icon-size`) and fills it in after hydration.
 */
export function SafeSvg({ svg, className, label, onDiagnostic }: SafeSvgProps): ReactElement {
  // Deferred: right after a hydration React re-renders every icon at once, in one task it does not split
  // (the hydrated flag is an external store). Deferred, that pass only keeps the placeholders, and the
  // sanitizing renders in a background pass that React splits into short slices, so a page full of
  // server-rendered cards answers a tap meanwhile. A client-only render sanitizes in its first render.
  const hydrated = useDeferredValue(useHydrated());
  // The namespace comes from a counter rather than `useId`: the ids exist only in the browser (the
  // server draws the empty placeholder), so nothing has to match across a hydration, and one counter
  // stays unique across every React root on the page (`useId` repeats between roots without an
  // `identifierPrefix`). A new icon string gets a new namespace.
  const sanitized = useMemo(() => {
    if (!hydrated) return undefined;
    namespaces += 1;
    let refusal: Diagnostic | undefined;
    const markup = sanitizeSvg(svg, {
      idPrefix: `ok${namespaces.toString(36)}-`,
      onDiagnostic: (diagnostic) => {
        refusal = diagnostic;
      },
    });
    return { markup, refusal };
  }, [hydrated, svg]);
  const refusal = sanitized?.refusal;
  // Icons of CTAs and flares have no listener of their own: the client's is the one diagnostics channel.
  const clientListener = useOptionalOfferkit()?.client.onDiagnostic;
  const report = onDiagnostic ?? clientListener;
  // Reported once the render is committed, as the progress bar reports its own diagnostics.
  useEffect(() => {
    if (refusal !== undefined) report?.(refusal);
  }, [refusal, report]);
  const markup = sanitized?.markup;
  return (
    <span
      className={clsx('ok-SafeSvg', className)}
      data-state={
        markup === undefined
          ? 'pending'
          : refusal !== undefined
            ? 'refused'
            : markup === ''
              ? 'empty'
              : 'ready'
      }
      {...(label ? { role: 'img', 'aria-label': label } : DECORATIVE)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup comes only from sanitizeSvg (DOMPurify, SVG-only profile); this is the one sanctioned path for inline SVG.
      dangerouslySetInnerHTML={markup ? { __html: markup } : undefined}
    />
  );
}
