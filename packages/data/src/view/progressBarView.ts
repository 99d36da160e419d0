import { formatNumber } from '../format/formatNumber.ts';
import type { ProgressBar, SegmentNodeLabel, SegmentProgress } from '../types/components.ts';
import type { Diagnostic, DiagnosticListener } from '../types/documents.ts';
import { presentText } from './presentText.ts';
import { type ProgressBarViewLabels, progressBarLabelsView } from './progressBarLabelsView.ts';

export type { ProgressBarViewLabels };

/** Where the bar is drawn: `default` is the compact layout for cards, `details` the one for detail pages. */
export type ProgressBarLayout = 'default' | 'details';

/**
 * What kind of bar to draw:
 * - `continuous`: one bar filled to `fraction` (no `segments`, or too many steps to draw one by one);
 * - `segmented`: one node per step, each filled to its own `fill` (partial fill allowed, with or without an icon);
 * - `stepper`: icon nodes joined by lines (`separator: LINE` with `position: FULL_WIDTH`), binary fills.
 */
export type ProgressBarKind = 'continuous' | 'segmented' | 'stepper';

/** Placement of the bar relative to its labels: `LEFT`/`RIGHT` put it beside them, `FULL_WIDTH` below them. */
export type ProgressBarPlacement = 'left' | 'right' | 'full-width';

/** A node's fill as a state: `reached` (fill 1), `partial` (between 0 and 1) or `empty` (fill 0). */
export type ProgressBarNodeState = 'reached' | 'partial' | 'empty';

/**
 * What a node draws, so that a step not reached can never be read as done:
 * - `fill`: a bar filled to `fill` (segmented nodes without an icon);
 * - `dot`: a dot, filled once reached, hollow before (stepper nodes without an icon);
 * - `icon`: the configuration's icon (a check mark), only on a reached node;
 * - `number`: the step's number in an open circle, for an icon node not (or only partly) reached: a grey
 *   check mark reads as done whatever its colour, a number reads as a step still to take.
 */
export type ProgressBarNodeMarker = 'fill' | 'dot' | 'icon' | 'number';

/** How nodes read as reached when no `progress` entry says otherwise. */
export type ProgressBarSelection = 'CURRENT' | 'CURRENT_AND_BELOW';

/**
 * The selection used when a segment configuration names none: `CURRENT` (index < currentProgress), so that
 * `currentProgress` counts reached nodes, the same quantity the continuous bar and `aria-valuenow` show
 * (3 of 5 visits → 3 nodes reached).
 */
export const DEFAULT_PROGRESS_BAR_SELECTION: ProgressBarSelection = 'CURRENT';

/** Above this many steps, nodes are not drawn one by one: the bar is drawn continuous (and reported). */
export const MAX_PROGRESS_BAR_NODES = 50;

/** One node (step) of a segmented bar or stepper. */
export interface ProgressBarNodeView {
  /** 0-based position of the node. */
  index: number;
  /** How full the node is, 0..1. Stepper nodes (`LINE` separator) are binary: 0 or 1. */
  fill: number;
  /** `fill` as a state. */
  state: ProgressBarNodeState;
  /** `true` when `fill` is 1. */
  reached: boolean;
  /** `true` for the node at index `current`: the step in progress (`CURRENT`) or last reached (`CURRENT_AND_BELOW`). */
  isCurrent: boolean;
  /** `labels[i].title` of the segment configuration. */
  title?: string;
  /** `labels[i].description` of the segment configuration. */
  description?: string;
  /** The configuration's `icon`: untrusted inline SVG, to sanitize before rendering (drawn only when `marker` is `icon`). */
  icon?: string;
  /** What the node draws (see {@link ProgressBarNodeMarker}). */
  marker: ProgressBarNodeMarker;
  /** The step's 1-based number formatted for the locale, drawn when `marker` is `number`. */
  number: string;
}

/** What to draw for `components.progressBar` in one layout. */
export interface ProgressBarView {
  /** The layout this view was made for. */
  layout: ProgressBarLayout;
  /** What to draw: one bar, one bar or icon per step, or icons joined by lines. */
  kind: ProgressBarKind;
  /** From the segment configuration's `position`; `full-width` for a bar without segments. */
  position: ProgressBarPlacement;
  /** The number of steps: `total` as a whole number ≥ 0 (0 when unusable). */
  total: number;
  /** `currentProgress` as a whole number clamped to 0..`total`. */
  current: number;
  /** `current / total`, 0..1 (0 when `total` is 0). */
  fraction: number;
  /**
   * The progress the nodes show, in steps: the sum of the node fills (2.5 when two nodes are full and a
   * third half full). `current` for a continuous bar.
   */
  filled: number;
  /** The selection in force, {@link DEFAULT_PROGRESS_BAR_SELECTION} when none was given. */
  selection: ProgressBarSelection;
  /** The left and right texts for this layout. */
  labels: ProgressBarViewLabels;
  /** `true` when `labels` holds a left or a right text: draw the labels row (and name the bar by it). */
  hasLabels: boolean;
  /**
   * Which labels to show on screen. A label that the text beside the bar already says (option `shownText`,
   * e.g. the card's description "7 of 10 purchases rewarded" for the label "7 of 10 purchases") is said
   * once: it stays in the bar's accessible name and value text, and is hidden on screen.
   */
  visibleLabels: { left: boolean; right: boolean };
  /** One per step for `segmented` and `stepper`; empty for `continuous`. */
  nodes: ProgressBarNodeView[];
  /** `true` when a node has a title or a description: draw the list of steps under the bar. */
  hasSteps: boolean;
  /** `true` when a node draws an icon (`data-icons` on the root). */
  hasIcons: boolean;
  /**
   * A human phrase for assistive technology (`aria-valuetext`): the labels, or the generated percentage
   * when there are none. When a node is partly filled, the partial progress is added (`formatProgress`,
   * e.g. "2 of 4 visits, 2.5 of 4"), so it is not only shown visually.
   */
  valueText: string;
  /** What was wrong with the data and how it was drawn instead (also sent to `onDiagnostic`). */
  diagnostics: Diagnostic[];
}

/** Options of {@link progressBarView}. */
export interface ProgressBarViewOptions {
  /**
   * BCP 47 locale used to generate `valueText` when there are no labels. An invalid tag falls back to the
   * runtime's default locale (and is reported).
   * @default the runtime's default locale
   */
  locale?: string;
  /** Called once per diagnostic, in order, as the view is made. */
  onDiagnostic?: DiagnosticListener;
  /**
   * The phrase for partial progress in `valueText`, given the steps filled and the total, both already
   * formatted for `locale` (e.g. "2.5" and "4"). Replace it to translate the phrase.
   * @default (filled, total) => `${filled} of ${total}`
   */
  formatProgress?: (filled: string, total: string) => string;
  /**
   * Text shown next to the bar, e.g. the card's description. A label it already says (the label's words,
   * in order and whole, ignoring case and punctuation) is hidden on screen (`visibleLabels`) and kept in
   * the accessible name and value text. The contract pairs a progress bar with a "matching"
   * `shortDescription`, so on a card the label often repeats it.
   */
  shownText?: string | readonly (string | undefined)[];
  /**
   * JSON pointer of the progress bar in its document, prefixed to every diagnostic path, e.g.
   * `/data/3/attributes/components/progressBar`.
   * @default '/progressBar'
   */
  path?: string;
}

/**
 * Turns `components.progressBar` into what to draw for the `default` (card) or `details` (detail page)
 * layout, following the contract's rendering rules:
 *
 * 1. `labels.details` falls back to `labels.default` field by field. `segments.details`, when present,
 *    decides the bar's shape (`position`, `separator`, `icon`; an omitted icon or separator is meaningful,
 *    rule 7), while `selection` and the node `labels` fall back to `segments.default`.
 * 2. No `segments`: a `continuous` bar filled to currentProgress/total.
 * 3. `segments` without `separator`: one node per step, node i filled to progress[i].completed/total.
 * 4. `separator: LINE` with `position: FULL_WIDTH`: a `stepper` of binary icon nodes with titles. `LINE`
 *    with another position draws the nodes without the line and reports it.
 * 5. Without a `progress` entry, a node is reached by `selection`: `CURRENT` → index < current,
 *    `CURRENT_AND_BELOW` → index <= current ({@link DEFAULT_PROGRESS_BAR_SELECTION} when absent).
 * 6. Only the stepper (rule 4) is binary: reached or not.
 * 7. Segmented nodes show partial fill with or without an icon (a progressive punch card omits icon and
 *    separator; the check of a ≤ 5-redemption offer has an icon); `valueText` then states the partial
 *    progress too (`filled` of `total`).
 *
 * Two display rules of its own: an icon (a check mark) is drawn only on a reached node, the others show
 * their step number (`marker`); a label that `shownText` already says is said once (`visibleLabels`).
 *
 * It never throws: unusable numbers (`total` 0, negative, fractional, NaN, more than
 * {@link MAX_PROGRESS_BAR_NODES} nodes, `currentProgress` out of range, malformed `progress` entries) are
 * drawn as well as possible and reported as diagnostics. The deprecated `label` is the left label when
 * `labels` is absent; the deprecated `segmented: true` without `segments` draws selection-based nodes.
 */
export function progressBarView(
  progressBar: ProgressBar,
  layout: ProgressBarLayout = 'default',
  options: ProgressBarViewOptions = {},
): ProgressBarView {
  const diagnostics: Diagnostic[] = [];
  // Every reason reads "<field> <value> is <what was wrong>; <what was drawn instead>."
  const report = (path: string, reason: string, severity: Diagnostic['severity'] = 'tolerated') => {
    const diagnostic: Diagnostic = { path: (options.path ?? '/progressBar') + path, reason, severity };
    diagnostics.push(diagnostic);
    options.onDiagnostic?.(diagnostic);
  };
  const details = layout === 'details';
  // Numbers in the locale, which is checked (and an invalid tag reported) once, on first use.
  let locale = options.locale;
  const format = (numberFormat: Intl.NumberFormatOptions, value: number): string => {
    try {
      return formatNumber(locale, numberFormat, value);
    } catch {
      report('', `locale ${describe(locale)} is not a valid BCP 47 tag; used the default locale.`);
      locale = undefined;
      return formatNumber(locale, numberFormat, value);
    }
  };

  // Whole steps ≥ 0; `false || 0` covers NaN, ±Infinity and non-numbers.
  const rawTotal = progressBar.total;
  const total = (Number.isFinite(rawTotal) && Math.max(Math.floor(rawTotal), 0)) || 0;
  if (total !== rawTotal || !total) {
    report(
      '/total',
      `total ${describe(rawTotal)} is not a ${total ? `whole number; used ${total}` : 'positive whole number; drew an empty bar'}.`,
    );
  }
  const rawCurrent = progressBar.currentProgress;
  const current =
    (typeof rawCurrent === 'number' && Math.min(Math.max(Math.floor(rawCurrent), 0), total)) || 0;
  if (current !== rawCurrent) {
    report(
      '/currentProgress',
      `currentProgress ${describe(rawCurrent)} is not a whole number in 0..${total}; used ${current}.`,
    );
  }
  const fraction = current / total || 0; // 0/0 is NaN: 0 for an empty bar

  // Labels (rule 1) and which of them to show (said once).
  const { labels, visibleLabels } = progressBarLabelsView(progressBar, details, options.shownText);

  // The configuration that decides the shape: `segments.details` when drawing details and present.
  const segments = progressBar.segments;
  const fallback = segments?.default;
  const ownConfig = details ? segments?.details : undefined;
  const path = ownConfig != null ? '/segments/details' : '/segments/default';
  let config = ownConfig ?? fallback;
  // Nodes that follow the selection: for the deprecated `segmented: true`, and for segments that lack
  // their configuration.
  if (segments != null ? config == null : progressBar.segmented === true) {
    if (segments != null) {
      report(path, 'segments has no default configuration; drew full-width nodes that follow the selection.');
    }
    config = { position: 'FULL_WIDTH' };
  }

  let kind: ProgressBarKind = 'continuous';
  let position: ProgressBarPlacement = 'full-width';
  let selection: ProgressBarSelection = DEFAULT_PROGRESS_BAR_SELECTION;
  const nodes: ProgressBarNodeView[] = [];
  let filled = current;
  let partial = false;
  let hasSteps = false;
  let hasIcons = false;
  if (config != null) {
    const rawPosition = config.position;
    if (rawPosition === 'LEFT') position = 'left';
    else if (rawPosition === 'RIGHT') position = 'right';
    else if (rawPosition !== 'FULL_WIDTH') {
      report(
        `${path}/position`,
        `position ${describe(rawPosition)} is not LEFT, RIGHT or FULL_WIDTH; drew the nodes full width.`,
      );
    }
    // `selection` falls back to `segments.default` on its own (rule 1).
    const ownSelection = config.selection !== undefined;
    const rawSelection: unknown = ownSelection ? config.selection : fallback?.selection;
    if (rawSelection === 'CURRENT' || rawSelection === 'CURRENT_AND_BELOW') selection = rawSelection;
    else if (rawSelection !== undefined) {
      report(
        `${ownSelection ? path : '/segments/default'}/selection`,
        `selection ${describe(rawSelection)} is not CURRENT or CURRENT_AND_BELOW; used ${selection}.`,
      );
    }
    // Rule 4: `LINE` joins the nodes only full width.
    const separator = config.separator;
    const line = separator === 'LINE' && position === 'full-width';
    if (separator != null && !line) {
      report(
        `${path}/separator`,
        separator === 'LINE'
          ? `separator LINE requires position FULL_WIDTH, but position is ${describe(rawPosition)}; drew the nodes without the line.`
          : `separator ${describe(separator)} is not LINE; drew the nodes without a separator.`,
      );
    }

    if (total > MAX_PROGRESS_BAR_NODES) {
      report(
        '/total',
        `total ${total} is more than the ${MAX_PROGRESS_BAR_NODES} nodes a bar can show; drew a continuous bar.`,
      );
    } else {
      kind = line ? 'stepper' : 'segmented';
      let progress: unknown = segments?.progress;
      if (progress != null && !Array.isArray(progress)) {
        report('/segments/progress', 'segments.progress is not an array; the nodes follow the selection.');
        progress = undefined;
      }
      const entries = progress as readonly (SegmentProgress | null | undefined)[] | undefined;
      const count = entries?.length ?? total;
      if (count !== total) {
        const extra = count > total;
        report(
          '/segments/progress',
          `segments.progress has ${count} entries for ${total} nodes; ${extra ? `ignored the extra ${count - total}` : `nodes ${count}–${total - 1} follow the selection`}.`,
          extra ? 'dropped' : 'tolerated',
        );
      }
      const icon = presentText(config.icon);
      const nodeLabels = [config.labels, fallback?.labels].find(Array.isArray);
      filled = 0;
      for (let index = 0; index < total; index++) {
        // Rule 5: the selection, unless a `progress` entry says otherwise (`null`: the decoder already
        // reported a malformed entry).
        let fill = +(selection === 'CURRENT' ? index < current : index <= current);
        const entry = entries?.[index];
        if (entry != null) {
          const { completed, total: of } = entry;
          const entryPath = `/segments/progress/${index}`;
          if (Number.isFinite(completed) && Number.isFinite(of) && of > 0) {
            const ratio = completed / of;
            fill = Math.min(Math.max(ratio, 0), 1);
            if (fill !== ratio) {
              report(
                entryPath,
                `completed ${completed} of ${of} is outside 0..${of}; filled node ${index} to ${fill}.`,
              );
            }
          } else {
            report(
              entryPath,
              `completed ${describe(completed)} of ${describe(of)} is not a finite count of a positive total; node ${index} follows the selection.`,
            );
          }
        }
        // Rule 6: only the stepper is binary; segmented nodes fill partially, icon or not (rule 7).
        if (line) fill = Math.floor(fill);
        const label: SegmentNodeLabel | undefined = nodeLabels?.[index];
        const state: ProgressBarNodeState = fill >= 1 ? 'reached' : fill > 0 ? 'partial' : 'empty';
        const node: ProgressBarNodeView = {
          index,
          fill,
          state,
          reached: fill >= 1,
          isCurrent: index === current,
          title: presentText(label?.title),
          description: presentText(label?.description),
          icon,
          marker: icon === undefined ? (line ? 'dot' : 'fill') : state === 'reached' ? 'icon' : 'number',
          number: String(index + 1),
        };
        hasSteps ||= node.title !== undefined || node.description !== undefined;
        partial ||= node.state === 'partial';
        filled += fill;
        nodes.push(node);
      }
      hasIcons = icon !== undefined && total > 0;
    }
  }

  // Whole nodes read as `current` already; a partly filled node is progress the labels cannot state.
  const { left, right } = labels;
  // Present texts are never empty, so `valueText` is empty exactly when there are no labels.
  let valueText = left && right ? `${left}, ${right}` : (left ?? right ?? '');
  const hasLabels = valueText !== '';
  if (partial || !valueText) {
    const value = partial ? filled : fraction;
    const text = format(partial ? STEPS_FORMAT : PERCENT_FORMAT, value);
    if (partial) {
      const of = format(STEPS_FORMAT, total);
      const phrase = options.formatProgress?.(text, of) ?? `${text} of ${of}`;
      valueText = valueText ? `${valueText}, ${phrase}` : phrase;
    } else valueText = text;
  }
  // Step numbers in the locale's digits, only where a node draws one.
  for (const node of nodes) if (node.marker === 'number') node.number = format(STEPS_FORMAT, node.index + 1);

  return {
    layout: details ? 'details' : 'default',
    kind,
    position,
    total,
    current,
    fraction,
    selection,
    labels,
    hasLabels,
    visibleLabels,
    nodes,
    hasSteps,
    hasIcons,
    filled,
    valueText,
    diagnostics,
  };
}

// Frozen, so formatNumber finds their formatters by identity (see numberFormat). A percentage has no
// fraction digits by default.
const STEPS_FORMAT: Intl.NumberFormatOptions = Object.freeze({ maximumFractionDigits: 2 });
const PERCENT_FORMAT: Intl.NumberFormatOptions = Object.freeze({ style: 'percent' });

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
