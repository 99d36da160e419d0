import * as v from 'valibot';
import type {
  ProgressBar,
  ProgressBarLabelSet,
  ProgressBarLabels,
  ProgressBarSegments,
  SegmentConfiguration,
  SegmentNodeLabel,
  SegmentProgress,
} from '../types/components.ts';
import { arrayOrDrop, type DecodeContext, describe, isRecord, pointer, recordOrDrop } from './context.ts';
import { decodeFields, decodeWithSchema } from './fields.ts';
import * as s from './schemas.ts';

const segmentProgress = v.object({ completed: s.finiteNumber, total: s.finiteNumber });

/**
 * Decodes `components.progressBar` part by part, so that one bad nested value costs only itself:
 *
 * - `total` and `currentProgress` are the bar: without a finite number in each, the component is dropped.
 * - `label`, `segmented`, each label text and each optional field of a segment configuration is dropped
 *   alone when malformed.
 * - A segment configuration without a string `position` is dropped (`details` then falls back to
 *   `default`; a bad `default` leaves the bar without segments).
 * - `segments.progress` and a configuration's node `labels` are index-aligned with the nodes: a malformed
 *   entry is replaced (`null` for a progress entry, so its node follows the selection; `{}` for a node
 *   label), never removed, so every other node keeps its own entry.
 *
 * Every drop or repair is reported with the JSON pointer of the broken value. Internal.
 */
export function decodeProgressBar(value: unknown, path: string, ctx: DecodeContext): ProgressBar | undefined {
  if (!recordOrDrop(value, path, 'the malformed progressBar component', ctx)) return undefined;
  for (const key of ['total', 'currentProgress'] as const) {
    const number = value[key];
    if (typeof number !== 'number' || !Number.isFinite(number)) {
      // The drop names what was dropped: the whole component.
      ctx.drop(
        path,
        `Dropped the malformed progressBar component: ${key} must be a finite number, received ${describe(number)}.`,
      );
      return undefined;
    }
  }
  return {
    total: value.total as number,
    currentProgress: value.currentProgress as number,
    ...decodeFields(
      value,
      { label: s.displayText, segmented: s.boolean, labels: decodeLabels, segments: decodeSegments },
      path,
      ctx,
      (key) => `Dropped progressBar.${key}`,
    ),
  } as ProgressBar;
}

function decodeLabels(value: unknown, path: string, ctx: DecodeContext): ProgressBarLabels | undefined {
  if (!recordOrDrop(value, path, 'progressBar.labels', ctx)) return undefined;
  // `default` is required by the contract; a missing or broken one reads as an empty set, so `details`
  // (and the bar) survive. A broken one is reported as dropped below; a missing one is repaired here.
  if (value.default === undefined || value.default === null) {
    ctx.tolerate(path, 'progressBar.labels has no default label set; used an empty one.');
  }
  return { default: {}, ...decodeFields(value, LABEL_SETS, path, ctx) };
}

function decodeLabelSet(value: unknown, path: string, ctx: DecodeContext): ProgressBarLabelSet | undefined {
  if (!recordOrDrop(value, path, 'a progressBar label set', ctx)) return undefined;
  return decodeFields(
    value,
    { left: s.displayText, right: s.displayText },
    path,
    ctx,
    (key) => `Dropped the ${key} label`,
  ) as ProgressBarLabelSet;
}

const LABEL_SETS = { default: decodeLabelSet, details: decodeLabelSet };

function decodeSegments(value: unknown, path: string, ctx: DecodeContext): ProgressBarSegments | undefined {
  if (!recordOrDrop(value, path, 'progressBar.segments', ctx, '; the bar is drawn continuous'))
    return undefined;
  const fallback = decodeFields(value, { default: decodeSegmentConfiguration }, path, ctx).default;
  if (fallback === undefined) {
    // Without its default configuration the contract's segments are unusable: the bar draws continuous.
    ctx.drop(
      path,
      'Dropped progressBar.segments: it has no usable default configuration; the bar is drawn continuous.',
    );
    return undefined;
  }
  return {
    default: fallback,
    ...decodeFields(
      value,
      { details: decodeSegmentConfiguration, progress: decodeProgressEntries },
      path,
      ctx,
    ),
  } as ProgressBarSegments;
}

function decodeSegmentConfiguration(
  value: unknown,
  path: string,
  ctx: DecodeContext,
): SegmentConfiguration | undefined {
  if (!recordOrDrop(value, path, 'a segment configuration', ctx)) return undefined;
  if (typeof value.position !== 'string') {
    ctx.drop(
      path,
      `Dropped a segment configuration: position must be a string, received ${describe(value.position)}.`,
    );
    return undefined;
  }
  return {
    position: value.position,
    ...decodeFields(
      value,
      { selection: s.text, separator: s.text, icon: s.text, labels: decodeNodeLabels },
      path,
      ctx,
      (key) => `Dropped the segment ${key}`,
    ),
  } as SegmentConfiguration;
}

function decodeNodeLabels(value: unknown, path: string, ctx: DecodeContext): SegmentNodeLabel[] | undefined {
  return alignedEntries<SegmentNodeLabel>(value, path, ctx, 'node labels', (entry, entryPath) => {
    if (!isRecord(entry)) {
      ctx.drop(
        entryPath,
        `Replaced a malformed node label with an empty one: expected an object, received ${describe(entry)}.`,
      );
      return {};
    }
    return decodeFields(
      entry,
      { title: s.displayText, description: s.displayText },
      entryPath,
      ctx,
      (key) => `Dropped the node ${key}`,
    ) as SegmentNodeLabel;
  });
}

function decodeProgressEntries(
  value: unknown,
  path: string,
  ctx: DecodeContext,
): (SegmentProgress | null)[] | undefined {
  return alignedEntries<SegmentProgress | null>(value, path, ctx, 'segments.progress', (entry, entryPath) => {
    if (entry === null) return null;
    return (
      decodeWithSchema(
        segmentProgress,
        entry,
        entryPath,
        ctx,
        'a progress entry (its node follows the selection)',
      ) ?? null
    );
  });
}

/** An index-aligned array: each entry is decoded (or repaired) in place, so positions never shift. */
function alignedEntries<T>(
  value: unknown,
  path: string,
  ctx: DecodeContext,
  what: string,
  decodeEntry: (entry: unknown, entryPath: string) => T,
): T[] | undefined {
  if (!arrayOrDrop(value, path, what, ctx)) return undefined;
  return value.map((entry, index) => decodeEntry(entry, pointer(path, index)));
}
