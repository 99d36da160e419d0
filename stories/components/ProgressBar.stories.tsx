import { ProgressBar } from '@offerkit/components';
import type { ProgressBar as ProgressBarData, ProgressBarLayout, SegmentPosition } from '@offerkit/data';
import { SANDBOX_PROGRESS_BAR_STATES, type SandboxOfferState } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { offerStates } from '../support/sandbox.ts';

/** The progress bar of a sandbox offer state (the single source of truth for every bar below). */
function barOf(state: SandboxOfferState): ProgressBarData {
  const bar = offerStates[state].attributes.components?.progressBar;
  if (bar === undefined) throw new Error(`The sandbox state ${state} has no progress bar.`);
  return bar;
}

/** The same bar with its segments placed at `position` in both layouts. */
function placed(state: SandboxOfferState, position: SegmentPosition): ProgressBarData {
  const bar = barOf(state);
  const segments = bar.segments;
  if (segments === undefined) throw new Error(`The sandbox state ${state} has no segments to place.`);
  return {
    ...bar,
    segments: {
      ...segments,
      default: { ...segments.default, position },
      ...(segments.details !== undefined && { details: { ...segments.details, position } }),
    },
  };
}

const LAYOUTS: ReadonlyArray<{ layout: ProgressBarLayout; caption: string }> = [
  { layout: 'default', caption: 'Card (default layout)' },
  { layout: 'details', caption: 'Detail page (details layout)' },
];

/** One bar drawn as a card draws it and as a detail page draws it. */
function BothLayouts(props: ComponentProps<typeof ProgressBar>) {
  return (
    <div className="story-layouts">
      {LAYOUTS.map(({ layout, caption }) => (
        <figure key={layout} data-layout={layout}>
          <figcaption className="story-caption">{caption}</figcaption>
          <div className="story-surface">
            <ProgressBar {...props} layout={layout} />
          </div>
        </figure>
      ))}
    </div>
  );
}

/**
 * The offer's progress: a continuous bar, segmented nodes with partial fill, or a stepper of icon nodes
 * joined by lines, beside (`LEFT`/`RIGHT`) or below (`FULL_WIDTH`) its labels. Every story shows the card
 * (`default`) and the detail page (`details`) layout; bars come from the sandbox's offer states.
 */
const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { progressBar: barOf('punchCard'), layout: 'default' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['default', 'details'] },
    onDiagnostic: { action: 'diagnostic' },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const inBothLayouts = (progressBar: ProgressBarData): Story => ({
  args: { progressBar },
  render: (args) => <BothLayouts {...args} />,
});

/** Try any bar: edit `progressBar` in Controls and switch `layout`. */
export const Playground: Story = {};

/** Rule 2: no `segments`, one bar filled to currentProgress/total (more than 5 redemptions). */
export const Continuous = inBothLayouts(barOf('multiRedemptionContinuous'));

// Rule 6: five or fewer redemptions, segmented nodes with a check icon (binary).
export const CheckNodesLeft = inBothLayouts(placed('fewRedemptionsCheckNodes', 'LEFT'));
export const CheckNodesRight = inBothLayouts(placed('fewRedemptionsCheckNodes', 'RIGHT'));
export const CheckNodesFullWidth = inBothLayouts(placed('fewRedemptionsCheckNodes', 'FULL_WIDTH'));

// Rule 3: a punch card, one bar per node, each filled to completed/total (partial fill).
export const PunchCardLeft = inBothLayouts(placed('punchCard', 'LEFT'));
export const PunchCardRight = inBothLayouts(placed('punchCard', 'RIGHT'));
export const PunchCardFullWidth = inBothLayouts(placed('punchCard', 'FULL_WIDTH'));

// Rule 7: a progressive offer omits icon and separator so partial fill shows; titles under the tiers.
export const ProgressiveLeft = inBothLayouts(placed('progressive', 'LEFT'));
export const ProgressiveRight = inBothLayouts(placed('progressive', 'RIGHT'));
export const ProgressiveFullWidth = inBothLayouts(placed('progressive', 'FULL_WIDTH'));

// Rule 4: `LINE` with `FULL_WIDTH` is a stepper (icons joined by lines, titles under them). With `LEFT` or
// `RIGHT` the line cannot be drawn: the icon nodes are drawn without it and a diagnostic is reported.
export const StepperLeft = inBothLayouts(placed('stepper', 'LEFT'));
export const StepperRight = inBothLayouts(placed('stepper', 'RIGHT'));
export const StepperFullWidth = inBothLayouts(placed('stepper', 'FULL_WIDTH'));

// Rule 5: no `progress` array; `CURRENT` reads nodes with index < currentProgress as reached.
export const SelectionCurrentLeft = inBothLayouts(placed('selectionCurrent', 'LEFT'));
export const SelectionCurrentRight = inBothLayouts(placed('selectionCurrent', 'RIGHT'));
export const SelectionCurrentFullWidth = inBothLayouts(placed('selectionCurrent', 'FULL_WIDTH'));

// Rule 5: `CURRENT_AND_BELOW` reads index <= currentProgress as reached (the current level and those below).
export const SelectionCurrentAndBelowLeft = inBothLayouts(placed('selectionCurrentAndBelow', 'LEFT'));
export const SelectionCurrentAndBelowRight = inBothLayouts(placed('selectionCurrentAndBelow', 'RIGHT'));
export const SelectionCurrentAndBelowFullWidth = inBothLayouts(
  placed('selectionCurrentAndBelow', 'FULL_WIDTH'),
);

/** Deprecated fields: `label` is the left label and `segmented: true` draws nodes by selection. */
export const DeprecatedLabelAndSegmented = inBothLayouts(barOf('legacyProgressBar'));

const EDGE_CASES: ReadonlyArray<{ name: string; bar: ProgressBarData }> = [
  {
    name: 'currentProgress 7 of 5: clamped to 5',
    bar: { ...barOf('punchCard'), total: 5, currentProgress: 7, segments: undefined },
  },
  {
    name: 'currentProgress −2: clamped to 0',
    bar: { ...barOf('multiRedemptionContinuous'), currentProgress: -2 },
  },
  {
    name: 'No labels: the value text is generated',
    bar: { total: 4, currentProgress: 1 },
  },
  {
    name: 'Right label only',
    bar: { total: 4, currentProgress: 3, labels: { default: { right: '1 visit to go' } } },
  },
  {
    name: 'Details labels fall back to default, field by field',
    bar: {
      total: 5,
      currentProgress: 2,
      labels: {
        default: { left: '2 of 5 visits', right: 'Default right' },
        details: { right: 'Details right' },
      },
    },
  },
  {
    name: '60 steps: more than 50 nodes, drawn continuous',
    bar: {
      total: 60,
      currentProgress: 45,
      labels: { default: { left: '45 of 60 rides' } },
      segments: { default: { position: 'FULL_WIDTH' } },
    },
  },
  {
    name: 'total 0: an empty bar',
    bar: { total: 0, currentProgress: 0, labels: { default: { left: 'Nothing to count yet' } } },
  },
  {
    name: 'progress shorter than total: missing nodes follow the selection',
    bar: {
      total: 4,
      currentProgress: 3,
      labels: { default: { left: '3 of 4' } },
      segments: { default: { position: 'FULL_WIDTH' }, progress: [{ completed: 1, total: 2 }] },
    },
  },
];

/** Data the view model repairs instead of failing on: each is drawn as well as possible and reported. */
export const EdgeCases: Story = {
  render: (args) => (
    <ul className="story-matrix">
      {EDGE_CASES.map(({ name, bar }) => (
        <li key={name}>
          <span className="story-caption">{name}</span>
          <div className="story-surface">
            <ProgressBar {...args} progressBar={bar} />
          </div>
        </li>
      ))}
    </ul>
  ),
};

const AS_SERVED: readonly SandboxOfferState[] = [...SANDBOX_PROGRESS_BAR_STATES, 'progressBoosted'];

/** Every bar the sandbox serves, exactly as served, in both layouts: the review sheet for progress. */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div>
      {AS_SERVED.map((state) => (
        <section key={state} aria-labelledby={`all-states-${state}`}>
          <h2 className="story-heading" id={`all-states-${state}`}>
            {offerStates[state].attributes.name} <span className="story-caption">({state})</span>
          </h2>
          <BothLayouts {...args} progressBar={barOf(state)} />
        </section>
      ))}
    </div>
  ),
};

/**
 * Said once: a card passes its description and reward as `shownText`, and a label they already say is
 * hidden on screen (the bar's accessible name keeps it). Each bar here sits under its offer's
 * `shortDescription`, as in a card; icon nodes not reached show their number, never a check mark.
 */
export const SaidOnceUnderTheDescription: Story = {
  render: (args) => (
    <ul className="story-matrix">
      {AS_SERVED.map((state) => {
        const description = offerStates[state].attributes.components?.shortDescription;
        return (
          <li key={state} className="story-surface">
            <p className="story-caption">{description}</p>
            <ProgressBar {...args} progressBar={barOf(state)} shownText={description} />
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const redemptions = within(canvasElement).getByRole('progressbar', { name: /^2 of 3 purchases/ });
    await expect(within(canvasElement).getByText('2 of 3 purchases')).toHaveClass('ok-visually-hidden');
    await expect(redemptions.querySelectorAll('.ok-ProgressBar-number')).toHaveLength(1);
  },
};

/** Right to left: fills grow from the right and the labels swap sides. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <ul className="story-matrix">
      {(['multiRedemptionContinuous', 'punchCard', 'stepper', 'selectionCurrent'] as const).map((state) => (
        <li key={state} className="story-surface">
          <ProgressBar {...args} progressBar={barOf(state)} layout="details" />
        </li>
      ))}
    </ul>
  ),
};
