import type { Open } from './open.ts';

/** The `supportedComponents` values the service accepts. Any other value is refused with 400. */
export const SUPPORTED_COMPONENTS = [
  'shortDescription',
  'longDescription',
  'baseReward',
  'boostedReward',
  'cta',
  'tags',
  'detailTags',
  'logoFlare',
  'progressBar',
] as const;

export type SupportedComponent = (typeof SUPPORTED_COMPONENTS)[number];

export type CtaButtonStyle = Open<'PRIMARY' | 'SECONDARY' | 'DISABLED'>;

/** What a CTA calls: a ready path and query, to be used exactly as given. */
export interface CtaAction {
  url: string;
  /** e.g. `POST`. */
  method: string;
}

export interface Cta {
  buttonText: string;
  buttonStyle: CtaButtonStyle;
  /** Inline SVG shown before the text. Untrusted: sanitize before rendering. */
  startIcon?: string;
  action?: CtaAction;
}

export type FlareColor = Open<'PRIMARY' | 'SECONDARY'>;
export type BadgePosition = Open<'TOP_RIGHT' | 'TOP_LEFT' | 'BOTTOM_RIGHT' | 'BOTTOM_LEFT'>;

export interface LogoFlareBadge {
  /** Inline SVG. Untrusted: sanitize before rendering. */
  icon?: string;
  position: BadgePosition;
}

export interface LogoFlare {
  borderColor: FlareColor;
  badge?: LogoFlareBadge;
}

export interface ProgressBarLabelSet {
  left?: string;
  right?: string;
}

export interface ProgressBarLabels {
  default: ProgressBarLabelSet;
  /** Falls back to `default`. */
  details?: ProgressBarLabelSet;
}

export type SegmentPosition = Open<'LEFT' | 'RIGHT' | 'FULL_WIDTH'>;
export type SegmentSelection = Open<'CURRENT' | 'CURRENT_AND_BELOW'>;
export type SegmentSeparator = Open<'LINE'>;

export interface SegmentNodeLabel {
  title?: string;
  description?: string;
}

/** `segments.default` / `segments.details`. */
export interface SegmentConfiguration {
  position: SegmentPosition;
  /** `CURRENT`: index < currentProgress is reached. `CURRENT_AND_BELOW`: index <= currentProgress. */
  selection?: SegmentSelection;
  /** `LINE` joins icon nodes; requires position `FULL_WIDTH`. */
  separator?: SegmentSeparator;
  /** Inline SVG per node, themed through `--icon-fill`, `--icon-outline`, `--icon-detail`. */
  icon?: string;
  /** Per-node titles and descriptions. */
  labels?: SegmentNodeLabel[];
}

export interface SegmentProgress {
  completed: number;
  total: number;
}

export interface ProgressBarSegments {
  default: SegmentConfiguration;
  /** Falls back to `default`. */
  details?: SegmentConfiguration;
  /**
   * Index-aligned with nodes; node i fills to completed/total. A `null` entry (one the decoder found
   * malformed and reported) leaves its node to the selection, so the other entries keep their positions.
   */
  progress?: (SegmentProgress | null)[];
}

export interface ProgressBar {
  total: number;
  /** Clamp to 0..total when rendering. */
  currentProgress: number;
  labels?: ProgressBarLabels;
  /** Absent: one continuous bar. */
  segments?: ProgressBarSegments;
  /** @deprecated Use `labels`. */
  label?: string;
  /** @deprecated Rely on the presence of `segments`. */
  segmented?: boolean;
}

/** `attributes.components`: every member optional; present per requested component and offer state. */
export interface OfferComponents {
  shortDescription?: string;
  longDescription?: string;
  baseReward?: string;
  /** Shown as the active reward with `baseReward` struck through. */
  boostedReward?: string;
  cta?: Cta;
  tags?: string[];
  detailTags?: string[];
  logoFlare?: LogoFlare;
  progressBar?: ProgressBar;
}
