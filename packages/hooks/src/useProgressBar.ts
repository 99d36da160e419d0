'use client';

import {
  type DiagnosticListener,
  type ProgressBar,
  type ProgressBarLayout,
  type ProgressBarNodeState,
  type ProgressBarView,
  progressBarView,
  resolveLocale,
} from '@offerkit/data';
import { type CSSProperties, useEffect, useId, useMemo, useRef } from 'react';
import { useOptionalOfferkit } from './useOptionalOfferkit.ts';

/** Options of {@link useProgressBar}. */
export interface UseProgressBarOptions {
  /**
   * BCP 47 locale for the generated `aria-valuetext` (used when the bar has no labels).
   * @default the `OfferkitProvider`'s locale, else the runtime's default locale
   */
  locale?: string;
  /**
   * Called with each diagnostic of the view (bad totals, `LINE` without `FULL_WIDTH`, ...) after the render
   * that produced it; called again only when the view changes.
   */
  onDiagnostic?: DiagnosticListener;
  /**
   * JSON pointer of the progress bar in its document, prefixed to diagnostic paths.
   * @default '/progressBar'
   */
  path?: string;
  /**
   * The phrase for partial progress in `aria-valuetext` (a partly filled node), given the steps filled and
   * the total formatted for the locale. Pass a stable function (module level or memoized).
   * @default (filled, total) => `${filled} of ${total}`
   */
  formatProgress?: (filled: string, total: string) => string;
  /**
   * Text shown next to the bar (e.g. the card's description): a label it already says is hidden on screen
   * and kept in the accessible name (see `progressBarView`'s `visibleLabels`).
   */
  shownText?: string | readonly (string | undefined)[];
  /**
   * Accessible name of the bar (`aria-label`), e.g. "Offer progress". Without it the bar is named by its
   * labels (`aria-labelledby`), or by its value text when it has no labels.
   */
  label?: string;
}

/** Props for the element that carries the `progressbar` role. */
export interface ProgressBarElementProps {
  role: 'progressbar';
  /** Always 0. */
  'aria-valuemin': number;
  /** The view's `total`. */
  'aria-valuemax': number;
  /** The view's `current` (clamped to 0..total). */
  'aria-valuenow': number;
  /** The view's `valueText`: the labels, or the generated percentage; plus the partial progress ("2.5 of 4") when a node is partly filled. */
  'aria-valuetext': string;
  /** The label element's id, when the bar has labels and no `label` option (`undefined` otherwise). */
  'aria-labelledby'?: string;
  /** The `label` option, or the value text for a bar with neither labels nor `label` (else `undefined`). */
  'aria-label'?: string;
  /** `--fill`: the whole bar's fraction (current / total), 0..1, for a continuous fill inside it. */
  style: ProgressBarFillStyle;
}

/** Props for the element that holds the bar's left and right labels. */
export interface ProgressBarLabelProps {
  /** Referenced by the bar's `aria-labelledby`. */
  id: string;
}

/** Inline style carrying a fill, 0..1, as the `--fill` custom property. */
export type ProgressBarFillStyle = CSSProperties & { '--fill': string };

/** Props for one node (step) element. */
export interface ProgressBarNodeProps {
  /** `reached`, `partial` or `empty`. */
  'data-state': ProgressBarNodeState;
  /** The node's 0-based index. */
  'data-index': number;
  /** `step` on the node at index `current` (`undefined` on the others). */
  'aria-current'?: 'step';
  /** `--fill`: the node's fill, 0..1. */
  style: ProgressBarFillStyle;
}

/** What {@link useProgressBar} returns. */
export interface UseProgressBarResult {
  /** What to draw (see `progressBarView`). */
  view: ProgressBarView;
  /** Spread on the element that stands for the whole bar (the track). */
  progressBarProps: ProgressBarElementProps;
  /** Spread on the element holding the labels; only meaningful when the view has labels. */
  labelProps: ProgressBarLabelProps;
  /** Props for node `index` (a node outside the view reads as empty). */
  getNodeProps: (index: number) => ProgressBarNodeProps;
}

/** `--fill` as a short CSS number: at most 4 decimals, no exponent. */
const fillStyle = (fill: number): ProgressBarFillStyle => ({
  '--fill': String(Math.round(fill * 10_000) / 10_000),
});

/**
 * Headless progress bar: the view of `components.progressBar` for a layout, plus prop objects that give a
 * host's own markup the bar's semantics (role `progressbar`, `aria-valuemin` 0, `aria-valuemax` total,
 * `aria-valuenow` current, `aria-valuetext`, a label linked through `aria-labelledby`). Pure computation:
 * it fetches nothing and needs no provider (inside an `OfferkitProvider` it takes the provider's locale).
 */
export function useProgressBar(
  progressBar: ProgressBar,
  layout: ProgressBarLayout = 'default',
  options: UseProgressBarOptions = {},
): UseProgressBarResult {
  const { path, label, formatProgress, onDiagnostic, shownText } = options;
  const locale = resolveLocale(options.locale, useOptionalOfferkit()?.locale);
  // The texts as one string, so a new array of the same texts (an inline prop) keeps the view.
  const shown = (typeof shownText === 'string' ? [shownText] : (shownText ?? []))
    .filter((text): text is string => typeof text === 'string')
    .join('\u0000');
  const view = useMemo(
    () =>
      progressBarView(progressBar, layout, {
        locale,
        path,
        formatProgress,
        shownText: shown.split('\u0000'),
      }),
    [progressBar, layout, locale, path, formatProgress, shown],
  );

  // One effect per bar (a card list mounts hundreds): it runs after every commit but reports only a
  // view it has not reported yet, to the listener of that render, so an inline callback does not
  // re-report an unchanged view.
  const reported = useRef<ProgressBarView>(undefined);
  useEffect(() => {
    if (reported.current === view) return;
    reported.current = view;
    for (const diagnostic of view.diagnostics) onDiagnostic?.(diagnostic);
  });

  const labelId = useId();
  // The result in one memo: its prop objects change together, when the view, the label or the id does.
  return useMemo(() => {
    // Every prop object has one shape (absent attributes as `undefined`), which React reads fastest.
    const named = label || !view.hasLabels;
    const progressBarProps: ProgressBarElementProps = {
      role: 'progressbar',
      'aria-valuemin': 0,
      'aria-valuemax': view.total,
      'aria-valuenow': view.current,
      'aria-valuetext': view.valueText,
      // A progressbar needs a name: the `label` option, else its labels, else its value (the most telling).
      'aria-labelledby': named ? undefined : labelId,
      'aria-label': named ? label || view.valueText : undefined,
      style: fillStyle(view.fraction),
    };
    const getNodeProps = (index: number): ProgressBarNodeProps => {
      const node = view.nodes[index];
      return {
        'data-state': node?.state ?? 'empty',
        'data-index': index,
        'aria-current': node?.isCurrent ? 'step' : undefined,
        style: fillStyle(node?.fill ?? 0),
      };
    };
    return { view, progressBarProps, labelProps: { id: labelId }, getNodeProps };
  }, [view, label, labelId]);
}
