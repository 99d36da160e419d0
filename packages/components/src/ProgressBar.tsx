'use client';

import type { DiagnosticListener, ProgressBar as ProgressBarData, ProgressBarLayout } from '@offerkit/data';
import { useProgressBar } from '@offerkit/hooks';
import { clsx } from 'clsx';
import type { CSSProperties, ReactElement } from 'react';
import { SafeSvg } from './SafeSvg.tsx';

export interface ProgressBarProps {
  /** `components.progressBar` of an offer. */
  progressBar: ProgressBarData;
  /**
   * `default` is the compact layout for cards (`OfferCard`), `details` the one for detail pages
   * (`OfferDetail`); `details` falls back to `default` where the data has no details variant.
   * @default 'default'
   */
  layout?: ProgressBarLayout;
  /**
   * BCP 47 locale of the generated value text (used when the bar has no labels).
   * @default the `OfferkitProvider`'s locale, else the runtime's default locale
   */
  locale?: string;
  /** Extra class names for the root element (which always has `ok-ProgressBar`). */
  className?: string;
  /** Called with what was wrong with the data and how it was drawn instead (e.g. `LINE` without `FULL_WIDTH`). */
  onDiagnostic?: DiagnosticListener;
  /**
   * Accessible name of the bar, e.g. "Offer progress". Without it the bar is named by its labels, or by
   * its value when it has none.
   */
  label?: string;
  /**
   * Texts shown next to the bar, e.g. the card's description and reward: a label that one of them already
   * says is hidden on screen (kept in the bar's accessible name), so the card says it once.
   */
  shownText?: string | readonly (string | undefined)[];
}

/**
 * The progress display of an offer: a continuous bar, segmented nodes with partial fill, or a stepper of
 * icon nodes joined by lines with titles under them, placed beside (`LEFT`/`RIGHT`) or below
 * (`FULL_WIDTH`) its labels.
 *
 * Styling hooks: `data-kind` (`continuous|segmented|stepper`), `data-position` (`left|right|full-width`),
 * `data-layout` (`default|details`) and `data-icons` (present when nodes draw icons) on the root; `data-state` (`reached|partial|empty`) and `--fill` (0..1) on each node;
 * node icons are themed through `--icon-fill`, `--icon-outline` and `--icon-detail`.
 */
export function ProgressBar({
  progressBar,
  layout,
  locale,
  className,
  onDiagnostic,
  label,
  shownText,
}: ProgressBarProps): ReactElement {
  const { view, progressBarProps, labelProps, getNodeProps } = useProgressBar(progressBar, layout, {
    locale,
    onDiagnostic,
    label,
    shownText,
  });
  const visible = view.visibleLabels;
  const { left, right } = view.labels;
  const stepper = view.kind === 'stepper';
  const rootStyle = { '--ok-progress-nodes': String(Math.max(view.nodes.length, 1)) } as CSSProperties;

  return (
    <div
      className={clsx('ok-ProgressBar', className)}
      data-kind={view.kind}
      data-position={view.position}
      data-layout={view.layout}
      data-icons={view.hasIcons ? '' : undefined}
      style={rootStyle}
    >
      {view.hasLabels && (
        <div
          className={clsx('ok-ProgressBar-labels', !visible.left && !visible.right && 'ok-visually-hidden')}
          {...labelProps}
        >
          {labelElement('left', left, visible.left)}
          {/* Keeps the two texts apart in the accessible name; flex layout ignores it visually. */}
          {left !== undefined && right !== undefined && ' '}
          {labelElement('right', right, visible.right)}
        </div>
      )}
      <div className="ok-ProgressBar-track" {...progressBarProps}>
        {view.kind === 'continuous' ? (
          <span className="ok-ProgressBar-fill" />
        ) : (
          view.nodes.map((node) => (
            <span key={node.index} className="ok-ProgressBar-node" {...getNodeProps(node.index)}>
              {stepper && node.index > 0 && <span className="ok-ProgressBar-line" />}
              {node.marker === 'icon' && node.icon !== undefined ? (
                <SafeSvg svg={node.icon} className="ok-ProgressBar-icon" onDiagnostic={onDiagnostic} />
              ) : node.marker === 'number' ? (
                <span className="ok-ProgressBar-number" aria-hidden="true">
                  {node.number}
                </span>
              ) : (
                <span className={node.marker === 'dot' ? 'ok-ProgressBar-dot' : 'ok-ProgressBar-fill'} />
              )}
            </span>
          ))
        )}
      </div>
      {view.hasSteps && (
        <ol className="ok-ProgressBar-steps">
          {view.nodes.map((node) => (
            <li
              key={node.index}
              className="ok-ProgressBar-step"
              data-state={node.state}
              aria-current={node.isCurrent ? 'step' : undefined}
            >
              {node.title !== undefined && <span className="ok-ProgressBar-stepTitle">{node.title}</span>}
              {node.description !== undefined && (
                <span className="ok-ProgressBar-stepDescription">{node.description}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** One side's label: hidden on screen, and kept for assistive technology, when the text beside the bar says it. */
function labelElement(
  side: 'left' | 'right',
  text: string | undefined,
  visible: boolean,
): ReactElement | null {
  if (text === undefined) return null;
  return (
    <span className={clsx('ok-ProgressBar-label', !visible && 'ok-visually-hidden')} data-side={side}>
      {text}
    </span>
  );
}
