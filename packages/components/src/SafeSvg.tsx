'use client';
import type { Diagnostic, DiagnosticListener } from '@offerkit/data';
import { clsx } from 'clsx';
import { type ReactElement, useEffect, useMemo } from 'react';
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
  const hydrated = useHydrated();
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
  // Reported once the render is committed, as the progress bar reports its own diagnostics.
  useEffect(() => {
    if (refusal !== undefined) onDiagnostic?.(refusal);
  }, [refusal, onDiagnostic]);
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
