import type { ProgressBar } from '../types/components.ts';
import { presentText } from './presentText.ts';

/** The left and right texts of the bar, already resolved for the layout. */
export interface ProgressBarViewLabels {
  /** Text at the start of the bar (`labels.*.left`, or the deprecated `label`). Absent when blank. */
  left?: string;
  /** Text at the end of the bar (`labels.*.right`). Absent when blank. */
  right?: string;
}

/**
 * The bar's labels for its layout, and which of them to show (part of `progressBarView`): `labels.details`
 * falls back to `labels.default` field by field; without `labels`, the deprecated `label` is the left text.
 * Said once: a label that `shownText` (the text beside the bar) already says is kept for assistive
 * technology only.
 */
export function progressBarLabelsView(
  progressBar: ProgressBar,
  details: boolean,
  shownText: string | readonly (string | undefined)[] | undefined,
): { labels: ProgressBarViewLabels; visibleLabels: { left: boolean; right: boolean } } {
  const allLabels = progressBar.labels;
  const ownLabels = details ? allLabels?.details : undefined;
  const side = (key: 'left' | 'right') =>
    presentText(ownLabels?.[key] !== undefined ? ownLabels[key] : allLabels?.default?.[key]);
  const labels: ProgressBarViewLabels =
    allLabels == null
      ? { left: presentText(progressBar.label) }
      : { left: side('left'), right: side('right') };

  const shown = (Array.isArray(shownText) ? shownText : [shownText])
    .filter((text): text is string => typeof text === 'string')
    .map(words)
    .filter(Boolean);
  const said = (text: string | undefined) =>
    text !== undefined && shown.some((already) => ` ${already} `.includes(` ${words(text)} `));
  const { left, right } = labels;
  return {
    labels,
    visibleLabels: { left: left !== undefined && !said(left), right: right !== undefined && !said(right) },
  };
}

/** `text` as lower-case words of letters, digits and the signs that carry meaning in amounts (`$5`, `10%`). */
function words(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}$€£¥%.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean)
    .join(' ');
}
