import { numberFormat } from '../format/numberFormat.ts';
import type { ProgressBar, SegmentConfiguration, SegmentNodeLabel } from '../types/components.ts';
import type { Diagnostic, DiagnosticListener } from '../types/documents.ts';
import { presentText } from './presentText.ts';

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
  /** The configuration's `icon`: untrusted inline SVG, to sanitize before rendering. */
  icon?: string;
}

/** The left and right texts of the bar, already resolved for the layout. */
export interface ProgressBarViewLabels {
  /** Text at the start of the bar (`labels.*.left`, or the deprecated `label`). Absent when blank. */
  left?: string;
  /** Text at the end of the bar (`labels.*.right`). Absent when blank. */
  right?: string;
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
   * JSON pointer of the progress bar in its document, prefixed to every diagnostic path, e.g.
   * `/data/3/attributes/components/progressBar`.
   * @default '/progressBar'
   */
  path?: string;
}

const PLACEMENTS: Readonly<Record<string, ProgressBarPlacement>> = {
  LEFT: 'left',
  RIGHT: 'right',
  FULL_WIDTH: 'full-width',
};

type Report = (path: string, reason: string, severity?: Diagnostic['severity']) => void;

/** The segment configuration in force for a layout, with the path each field came from. */
interface ResolvedSegments {
  path: string;
  config: SegmentConfiguration;
  selection: SegmentConfiguration['selection'];
  selectionPath: string;
  nodeLabels: readonly SegmentNodeLabel[] | undefined;
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
  const base = options.path ?? '/progressBar';
  const diagnostics: Diagnostic[] = [];
  const report: Report = (path, reason, severity = 'tolerated') => {
    const diagnostic: Diagnostic = { path: base + path, reason, severity };
    diagnostics.push(diagnostic);
    options.onDiagnostic?.(diagnostic);
  };
  const resolvedLayout: ProgressBarLayout = layout === 'details' ? 'details' : 'default';

  const total = wholeTotal(progressBar.total, report);
  const current = clampedCurrent(progressBar.currentProgress, total, report);
  const fraction = total > 0 ? current / total : 0;
  const labels = resolveLabels(progressBar, resolvedLayout);
  const segments = resolveSegments(progressBar, resolvedLayout, report);

  let kind: ProgressBarKind = 'continuous';
  let position: ProgressBarPlacement = 'full-width';
  let selection = DEFAULT_PROGRESS_BAR_SELECTION;
  let nodes: ProgressBarNodeView[] = [];

  if (segments !== undefined) {
    position = resolvePlacement(segments, report);
    selection = resolveSelection(segments, report);
    const line = resolveLine(segments, position, report);
    if (total > MAX_PROGRESS_BAR_NODES) {
      report(
        '/total',
        `total ${total} is more steps than the ${MAX_PROGRESS_BAR_NODES} nodes a bar can show; drew a continuous bar instead.`,
      );
    } else {
      kind = line ? 'stepper' : 'segmented';
      nodes = buildNodes(progressBar, segments, { total, current, selection, binaryAll: line }, report);
    }
  }

  // Whole nodes read as `current` already; a partly filled node is progress the labels cannot state.
  const partial = nodes.some((node) => node.state === 'partial');
  const filled = nodes.length === 0 ? current : nodes.reduce((sum, node) => sum + node.fill, 0);
  return {
    layout: resolvedLayout,
    kind,
    position,
    total,
    current,
    fraction,
    selection,
    labels,
    hasLabels: labels.left !== undefined || labels.right !== undefined,
    nodes,
    hasSteps: nodes.some((node) => node.title !== undefined || node.description !== undefined),
    hasIcons: nodes.some((node) => node.icon !== undefined),
    filled,
    valueText: valueText(labels, { fraction, filled, total, partial }, options, report),
    diagnostics,
  };
}

/** `total` as a whole number ≥ 0; anything else is reported. */
function wholeTotal(raw: unknown, report: Report): number {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    report(
      '/total',
      `total ${describe(raw)} is not a finite number; drew an empty bar. The service should send a whole number of steps.`,
    );
    return 0;
  }
  if (raw < 0) {
    report('/total', `total ${raw} is negative; drew an empty bar.`);
    return 0;
  }
  const whole = Math.floor(raw);
  if (whole !== raw) report('/total', `total ${raw} is not a whole number of steps; used ${whole}.`);
  if (whole === 0)
    report('/total', 'total is 0: there is nothing to measure progress against; drew an empty bar.');
  return whole;
}

/** `currentProgress` as a whole number clamped to 0..total; anything that needed fixing is reported. */
function clampedCurrent(raw: unknown, total: number, report: Report): number {
  if (typeof raw !== 'number' || Number.isNaN(raw)) {
    report('/currentProgress', `currentProgress ${describe(raw)} is not a number; used 0.`);
    return 0;
  }
  let value = raw;
  if (Number.isFinite(value) && !Number.isInteger(value)) {
    value = Math.floor(value);
    report('/currentProgress', `currentProgress ${raw} is not a whole number of steps; used ${value}.`);
  }
  if (value < 0 || value > total) {
    const clamped = Math.min(Math.max(value, 0), total);
    report('/currentProgress', `currentProgress ${raw} is outside 0..${total}; clamped to ${clamped}.`);
    return clamped;
  }
  return value;
}

function resolveLabels(progressBar: ProgressBar, layout: ProgressBarLayout): ProgressBarViewLabels {
  const labels: ProgressBarViewLabels = {};
  if (progressBar.labels !== undefined && progressBar.labels !== null) {
    const fallback = progressBar.labels.default ?? {};
    const chosen = layout === 'details' ? (progressBar.labels.details ?? {}) : fallback;
    // Field by field: a details set that only changes the right text keeps the default left text.
    const left = chosen.left !== undefined ? chosen.left : fallback.left;
    const right = chosen.right !== undefined ? chosen.right : fallback.right;
    if (presentText(left) !== undefined) labels.left = left;
    if (presentText(right) !== undefined) labels.right = right;
    return labels;
  }
  const deprecated = presentText(progressBar.label);
  if (deprecated !== undefined) labels.left = deprecated;
  return labels;
}

/** Full-width nodes that follow the selection: what is drawn when the segments say nothing usable. */
function fullWidthNodes(path: string): ResolvedSegments {
  return {
    path,
    config: { position: 'FULL_WIDTH' },
    selection: undefined,
    selectionPath: path,
    nodeLabels: undefined,
  };
}

function resolveSegments(
  progressBar: ProgressBar,
  layout: ProgressBarLayout,
  report: Report,
): ResolvedSegments | undefined {
  const segments = progressBar.segments;
  if (segments === undefined || segments === null) {
    // Deprecated `segmented: true` asks for nodes; with nothing else to go on they follow the selection.
    if (progressBar.segmented === true) {
      return fullWidthNodes('/segmented');
    }
    return undefined;
  }
  const fallback = segments.default;
  const useDetails = layout === 'details' && segments.details !== undefined && segments.details !== null;
  const config = useDetails ? segments.details : fallback;
  if (config === undefined || config === null) {
    report(
      '/segments/default',
      'segments has no default configuration; drew full-width nodes that follow the selection.',
    );
    return fullWidthNodes('/segments/default');
  }
  const path = useDetails ? '/segments/details' : '/segments/default';
  const ownSelection = config.selection !== undefined;
  return {
    path,
    config,
    selection: ownSelection ? config.selection : fallback?.selection,
    selectionPath: ownSelection ? path : '/segments/default',
    nodeLabels: Array.isArray(config.labels)
      ? config.labels
      : Array.isArray(fallback?.labels)
        ? fallback.labels
        : undefined,
  };
}

function resolvePlacement(segments: ResolvedSegments, report: Report): ProgressBarPlacement {
  const position = segments.config.position;
  if (typeof position === 'string' && Object.hasOwn(PLACEMENTS, position)) {
    return PLACEMENTS[position] as ProgressBarPlacement;
  }
  report(
    `${segments.path}/position`,
    `position ${describe(position)} is not LEFT, RIGHT or FULL_WIDTH; drew the segments full width.`,
  );
  return 'full-width';
}

function resolveSelection(segments: ResolvedSegments, report: Report): ProgressBarSelection {
  const selection = segments.selection;
  if (selection === undefined) return DEFAULT_PROGRESS_BAR_SELECTION;
  if (selection === 'CURRENT') return 'CURRENT';
  if (selection === 'CURRENT_AND_BELOW') return 'CURRENT_AND_BELOW';
  report(
    `${segments.selectionPath}/selection`,
    `selection ${describe(selection)} is not CURRENT or CURRENT_AND_BELOW; used ${DEFAULT_PROGRESS_BAR_SELECTION}.`,
  );
  return DEFAULT_PROGRESS_BAR_SELECTION;
}

/** Whether to join nodes with a line: `LINE` only works full width (rule 4). */
function resolveLine(segments: ResolvedSegments, position: ProgressBarPlacement, report: Report): boolean {
  const separator = segments.config.separator;
  if (separator === undefined || separator === null) return false;
  const path = `${segments.path}/separator`;
  if (separator !== 'LINE') {
    report(path, `separator ${describe(separator)} is not LINE; drew the nodes without a separator.`);
    return false;
  }
  if (position !== 'full-width') {
    report(
      path,
      `separator LINE requires position FULL_WIDTH, but position is ${describe(segments.config.position)}; drew the nodes without the line.`,
    );
    return false;
  }
  return true;
}

interface NodeContext {
  total: number;
  current: number;
  selection: ProgressBarSelection;
  /** Every node is binary (a stepper). */
  binaryAll: boolean;
}

function buildNodes(
  progressBar: ProgressBar,
  segments: ResolvedSegments,
  context: NodeContext,
  report: Report,
): ProgressBarNodeView[] {
  const { total, current, selection } = context;
  const progress = progressEntries(progressBar, total, report);
  const icon = presentText(segments.config.icon);
  // Only the stepper is binary (rules 4 and 6); segmented nodes fill partially, icon or not (rule 7).
  const binary = context.binaryAll;
  const nodes: ProgressBarNodeView[] = [];
  for (let index = 0; index < total; index++) {
    const bySelection = selection === 'CURRENT' ? index < current : index <= current;
    let fill = progressFill(progress?.[index], index, report) ?? (bySelection ? 1 : 0);
    if (binary) fill = fill >= 1 ? 1 : 0;
    const node: ProgressBarNodeView = {
      index,
      fill,
      state: fill >= 1 ? 'reached' : fill > 0 ? 'partial' : 'empty',
      reached: fill >= 1,
      isCurrent: index === current,
    };
    const label = segments.nodeLabels?.[index];
    const title = presentText(label?.title);
    const description = presentText(label?.description);
    if (title !== undefined) node.title = title;
    if (description !== undefined) node.description = description;
    if (icon !== undefined) node.icon = icon;
    nodes.push(node);
  }
  return nodes;
}

/** `segments.progress`, when usable, with length mismatches reported (extra ignored, missing → selection). */
function progressEntries(
  progressBar: ProgressBar,
  total: number,
  report: Report,
): readonly unknown[] | undefined {
  const progress: unknown = progressBar.segments?.progress;
  if (progress === undefined || progress === null) return undefined;
  if (!Array.isArray(progress)) {
    report('/segments/progress', 'segments.progress is not an array; nodes follow the selection instead.');
    return undefined;
  }
  if (progress.length > total) {
    report(
      '/segments/progress',
      `segments.progress has ${progress.length} entries for ${total} nodes; ignored the extra ${progress.length - total}.`,
      'dropped',
    );
  } else if (progress.length < total) {
    report(
      '/segments/progress',
      `segments.progress has ${progress.length} entries for ${total} nodes; nodes ${progress.length}–${total - 1} follow the selection.`,
    );
  }
  return progress;
}

/** The fill of one `progress` entry, clamped to 0..1, or `undefined` to fall back to the selection. */
function progressFill(entry: unknown, index: number, report: Report): number | undefined {
  // `null`: an entry the decoder found malformed and already reported.
  if (entry === undefined || entry === null) return undefined;
  const path = `/segments/progress/${index}`;
  const { completed, total } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
    completed?: unknown;
    total?: unknown;
  };
  if (typeof completed !== 'number' || !Number.isFinite(completed)) {
    report(
      path,
      `completed ${describe(completed)} is not a finite number; node ${index} follows the selection.`,
    );
    return undefined;
  }
  if (typeof total !== 'number' || !Number.isFinite(total) || total <= 0) {
    report(path, `total ${describe(total)} is not a positive number; node ${index} follows the selection.`);
    return undefined;
  }
  const ratio = completed / total;
  if (ratio < 0 || ratio > 1) {
    const clamped = ratio < 0 ? 0 : 1;
    report(
      path,
      `completed ${completed} of ${total} is outside 0..${total}; filled node ${index} to ${clamped}.`,
    );
    return clamped;
  }
  return ratio;
}

interface Amount {
  fraction: number;
  filled: number;
  total: number;
  partial: boolean;
}

// Frozen, so numberFormat finds their formatters by identity (see numberFormat).
const STEPS_FORMAT: Intl.NumberFormatOptions = Object.freeze({ maximumFractionDigits: 2 });
const PERCENT_FORMAT: Intl.NumberFormatOptions = Object.freeze({
  style: 'percent',
  maximumFractionDigits: 0,
});
const LOCALE_CHECK: Intl.NumberFormatOptions = Object.freeze({});

function valueText(
  labels: ProgressBarViewLabels,
  amount: Amount,
  options: ProgressBarViewOptions,
  report: Report,
): string {
  const texts = [labels.left, labels.right].filter((text): text is string => text !== undefined);
  if (!amount.partial && texts.length > 0) return texts.join(', ');
  const locale = usableLocale(options.locale, report);
  if (amount.partial) {
    const steps = numberFormat(locale, STEPS_FORMAT);
    const filled = steps.format(amount.filled);
    const total = steps.format(amount.total);
    texts.push(options.formatProgress?.(filled, total) ?? `${filled} of ${total}`);
    return texts.join(', ');
  }
  return numberFormat(locale, PERCENT_FORMAT).format(amount.fraction);
}

/** `locale` when `Intl` accepts it; otherwise the default locale, reported once. */
function usableLocale(locale: string | undefined, report: Report): string | undefined {
  if (locale === undefined) return undefined;
  try {
    numberFormat(locale, LOCALE_CHECK);
    return locale;
  } catch {
    report(
      '',
      `locale ${describe(locale)} is not a valid BCP 47 tag; formatted the value in the default locale.`,
    );
    return undefined;
  }
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
