import { ProgressBar } from '@offerkit/components';
import type { Diagnostic, ProgressBar as ProgressBarData, ProgressBarLayout } from '@offerkit/data';
import { render, screen, within } from '@testing-library/react';
import { progressEntries, stepperBar } from '../data/fixtures.ts';

const STAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="var(--icon-fill, currentColor)"/></svg>';
const CHECK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="m7 12 3 3 6-6" stroke="var(--icon-detail, #fff)"/></svg>';

const root = (container: HTMLElement) => container.querySelector('.ok-ProgressBar') as HTMLElement;
const nodes = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.ok-ProgressBar-node'),
];
const dataStates = (container: HTMLElement) => nodes(container).map((node) => node.dataset.state);
const fills = (container: HTMLElement) =>
  nodes(container).map((node) => node.style.getPropertyValue('--fill'));

interface Row {
  name: string;
  progressBar: ProgressBarData;
  layout?: ProgressBarLayout;
  kind: string;
  position: string;
  states: string[];
  fills: string[];
}

const rows: Row[] = [
  {
    name: 'continuous (no segments)',
    progressBar: { total: 10, currentProgress: 4, labels: { default: { left: '4 of 10 visits' } } },
    kind: 'continuous',
    position: 'full-width',
    states: [],
    fills: [],
  },
  {
    name: 'segmented with partial fill',
    progressBar: {
      total: 3,
      currentProgress: 1,
      labels: { default: { left: '$30 of $50' } },
      segments: {
        default: { position: 'FULL_WIDTH' },
        progress: progressEntries([2, 2], [1, 4], [0, 1]),
      },
    },
    kind: 'segmented',
    position: 'full-width',
    states: ['reached', 'partial', 'empty'],
    fills: ['1', '0.25', '0'],
  },
  {
    name: 'segmented LEFT by CURRENT_AND_BELOW',
    progressBar: {
      total: 4,
      currentProgress: 1,
      labels: { default: { left: 'Visits' } },
      segments: { default: { position: 'LEFT', selection: 'CURRENT_AND_BELOW' } },
    },
    kind: 'segmented',
    position: 'left',
    states: ['reached', 'reached', 'empty', 'empty'],
    fills: ['1', '1', '0', '0'],
  },
  {
    name: 'check icons RIGHT (five or fewer redemptions)',
    progressBar: {
      total: 5,
      currentProgress: 2,
      labels: { default: { right: '2 of 5' } },
      segments: { default: { position: 'RIGHT', icon: CHECK } },
    },
    kind: 'segmented',
    position: 'right',
    states: ['reached', 'reached', 'empty', 'empty', 'empty'],
    fills: ['1', '1', '0', '0', '0'],
  },
  {
    name: 'stepper (LINE, FULL_WIDTH) in the details layout',
    layout: 'details',
    progressBar: {
      total: 3,
      currentProgress: 2,
      labels: { default: { left: 'Steps' } },
      segments: {
        default: { position: 'FULL_WIDTH' },
        details: {
          position: 'FULL_WIDTH',
          separator: 'LINE',
          icon: STAR,
          labels: [{ title: 'Join' }, { title: 'Shop' }, { title: 'Earn' }],
        },
      },
    },
    kind: 'stepper',
    position: 'full-width',
    states: ['reached', 'reached', 'empty'],
    fills: ['1', '1', '0'],
  },
  {
    name: 'deprecated segmented: true',
    progressBar: { total: 3, currentProgress: 1, segmented: true, label: 'Old label' },
    kind: 'segmented',
    position: 'full-width',
    states: ['reached', 'empty', 'empty'],
    fills: ['1', '0', '0'],
  },
  {
    name: 'more than 50 steps (continuous)',
    progressBar: {
      total: 200,
      currentProgress: 50,
      labels: { default: { left: '50 of 200' } },
      segments: { default: { position: 'FULL_WIDTH' } },
    },
    kind: 'continuous',
    position: 'full-width',
    states: [],
    fills: [],
  },
];

describe('ProgressBar', () => {
  it.each(rows)('draws $name: kind, position, node count, data-state and --fill', (row) => {
    const { container } = render(<ProgressBar progressBar={row.progressBar} layout={row.layout} />);
    const element = root(container);
    expect(element).toHaveAttribute('data-kind', row.kind);
    expect(element).toHaveAttribute('data-position', row.position);
    expect(element).toHaveAttribute('data-layout', row.layout ?? 'default');
    expect(nodes(container)).toHaveLength(row.states.length);
    expect(dataStates(container)).toEqual(row.states);
    expect(fills(container)).toEqual(row.fills);
  });

  it('exposes a progressbar with its range, value, value text and label', () => {
    render(
      <ProgressBar
        progressBar={{
          total: 5,
          currentProgress: 2,
          labels: { default: { left: '2 of 5 visits', right: '3 to go' } },
        }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: '2 of 5 visits 3 to go' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 visits, 3 to go');
  });

  it('clamps the announced value to the total', () => {
    render(<ProgressBar progressBar={{ total: 4, currentProgress: 9 }} locale="en-US" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });

  it('generates the value text through the locale when there are no labels', () => {
    render(<ProgressBar progressBar={{ total: 5, currentProgress: 2 }} locale="de-DE" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40\u00a0%');
  });

  it('takes an explicit accessible name', () => {
    render(
      <ProgressBar
        label="Offer progress"
        progressBar={{ total: 5, currentProgress: 2, labels: { default: { left: 'x' } } }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Offer progress' })).toBeInTheDocument();
  });

  it('fills a continuous bar through the track --fill', () => {
    const { container } = render(<ProgressBar progressBar={{ total: 8, currentProgress: 2 }} />);
    const track = screen.getByRole('progressbar');
    expect(track.style.getPropertyValue('--fill')).toBe('0.25');
    expect(track.querySelectorAll('.ok-ProgressBar-fill')).toHaveLength(1);
    expect(container.querySelector('.ok-ProgressBar-labels')).toBeNull();
  });

  it('draws the left and right labels of the layout, details falling back field by field', () => {
    const progressBar: ProgressBarData = {
      total: 5,
      currentProgress: 2,
      labels: { default: { left: 'Card left', right: 'Card right' }, details: { right: 'Detail right' } },
    };
    const { container, rerender } = render(<ProgressBar progressBar={progressBar} />);
    const text = (side: string) =>
      container.querySelector(`.ok-ProgressBar-label[data-side="${side}"]`)?.textContent;
    expect([text('left'), text('right')]).toEqual(['Card left', 'Card right']);
    rerender(<ProgressBar progressBar={progressBar} layout="details" />);
    expect([text('left'), text('right')]).toEqual(['Card left', 'Detail right']);
  });

  it('draws stepper icons joined by lines, with titles and descriptions under the nodes', () => {
    const { container } = render(
      <ProgressBar
        layout="details"
        progressBar={stepperBar(STAR, 1, [
          { title: 'Join', description: 'Create an account' },
          { title: 'Shop' },
          { title: 'Earn' },
        ])}
      />,
    );
    // Only the reached step draws its icon (a check mark); the steps ahead show their number instead
    // (issue 30: grey check marks read as done).
    expect(container.querySelectorAll('.ok-ProgressBar-icon svg')).toHaveLength(1);
    expect([...container.querySelectorAll('.ok-ProgressBar-number')].map((n) => n.textContent)).toEqual([
      '2',
      '3',
    ]);
    expect(container.querySelectorAll('.ok-ProgressBar-line')).toHaveLength(2);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.ok-ProgressBar-stepTitle')?.textContent)).toEqual([
      'Join',
      'Shop',
      'Earn',
    ]);
    expect(steps[0]?.querySelector('.ok-ProgressBar-stepDescription')).toHaveTextContent('Create an account');
    expect(steps.map((step) => step.dataset.state)).toEqual(['reached', 'empty', 'empty']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(nodes(container)[1]).toHaveAttribute('aria-current', 'step');
  });

  it('draws dots for a stepper without an icon, and plain bars for segments without one', () => {
    const stepper = render(
      <ProgressBar
        progressBar={{
          total: 2,
          currentProgress: 1,
          segments: { default: { position: 'FULL_WIDTH', separator: 'LINE' } },
        }}
      />,
    );
    expect(stepper.container.querySelectorAll('.ok-ProgressBar-dot')).toHaveLength(2);
    expect(stepper.container.querySelector('.ok-ProgressBar-steps')).toBeNull();
    stepper.unmount();
    const segmented = render(
      <ProgressBar
        progressBar={{ total: 2, currentProgress: 1, segments: { default: { position: 'LEFT' } } }}
      />,
    );
    expect(segmented.container.querySelectorAll('.ok-ProgressBar-node > .ok-ProgressBar-fill')).toHaveLength(
      2,
    );
    expect(segmented.container.querySelector('.ok-ProgressBar-line')).toBeNull();
    expect(root(segmented.container)).not.toHaveAttribute('data-icons');
  });

  it('keeps icons decorative and marks the root when nodes draw icons', () => {
    const { container } = render(
      <ProgressBar
        progressBar={{
          total: 2,
          currentProgress: 1,
          segments: { default: { position: 'RIGHT', icon: CHECK } },
        }}
      />,
    );
    expect(root(container)).toHaveAttribute('data-icons');
    for (const icon of container.querySelectorAll('.ok-ProgressBar-icon')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('sanitizes node icons: a script or handler in an icon never reaches the DOM', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="window.__pwned = true">' +
      '<script>window.__pwned = true</script><circle cx="12" cy="12" r="10" onclick="alert(1)"/></svg>';
    const { container } = render(
      <ProgressBar
        progressBar={{
          // Both steps reached: only reached nodes draw the icon.
          total: 2,
          currentProgress: 2,
          segments: { default: { position: 'FULL_WIDTH', separator: 'LINE', icon: hostile } },
        }}
      />,
    );
    expect(container.querySelectorAll('.ok-ProgressBar-icon circle')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onload|onclick|__pwned/);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('reports LINE without FULL_WIDTH through onDiagnostic and draws the nodes without lines', () => {
    const diagnostics: Diagnostic[] = [];
    const { container } = render(
      <ProgressBar
        onDiagnostic={(diagnostic) => diagnostics.push(diagnostic)}
        progressBar={{
          total: 3,
          currentProgress: 1,
          segments: { default: { position: 'LEFT', separator: 'LINE', icon: STAR } },
        }}
      />,
    );
    expect(diagnostics).toEqual([
      expect.objectContaining({ path: '/progressBar/segments/default/separator', severity: 'tolerated' }),
    ]);
    expect(root(container)).toHaveAttribute('data-kind', 'segmented');
    expect(root(container)).toHaveAttribute('data-position', 'left');
    expect(container.querySelector('.ok-ProgressBar-line')).toBeNull();
  });

  it('reports nothing for well-formed data', () => {
    const onDiagnostic = vi.fn();
    render(
      <ProgressBar
        onDiagnostic={onDiagnostic}
        progressBar={{ total: 3, currentProgress: 1, labels: { default: {} } }}
      />,
    );
    expect(onDiagnostic).not.toHaveBeenCalled();
  });

  it('sets the node count for the grid and keeps a host class', () => {
    const { container } = render(
      <ProgressBar
        className="host-bar"
        progressBar={{ total: 4, currentProgress: 1, segments: { default: { position: 'FULL_WIDTH' } } }}
      />,
    );
    expect(root(container)).toHaveClass('ok-ProgressBar', 'host-bar');
    expect(root(container).style.getPropertyValue('--ok-progress-nodes')).toBe('4');
  });

  it('says a label once: what shownText already says is hidden on screen but names the bar (issue 30)', () => {
    render(
      <ProgressBar
        shownText="2 of 3 purchases rewarded"
        progressBar={{
          total: 3,
          currentProgress: 2,
          labels: { default: { left: '2 of 3 purchases', right: '$5 each' } },
          segments: { default: { position: 'RIGHT', icon: CHECK } },
        }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: '2 of 3 purchases $5 each' });
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 3 purchases, $5 each');
    expect(screen.getByText('2 of 3 purchases')).toHaveClass('ok-visually-hidden');
    expect(screen.getByText('$5 each')).not.toHaveClass('ok-visually-hidden');
    // Two check marks for the purchases made, the number 3 (not a grey check) for the one to come.
    expect(bar.querySelectorAll('.ok-ProgressBar-icon')).toHaveLength(2);
    const third = nodes(bar.parentElement as HTMLElement)[2];
    expect(third).toHaveAttribute('data-state', 'empty');
    expect(third?.querySelector('.ok-ProgressBar-icon')).toBeNull();
    expect(third?.querySelector('.ok-ProgressBar-number')).toHaveTextContent('3');
  });

  it('hides the labels row when the text beside the bar says every label', () => {
    const { container } = render(
      <ProgressBar
        shownText="Silver status"
        progressBar={{ total: 3, currentProgress: 1, labels: { default: { left: 'Silver status' } } }}
      />,
    );
    expect(container.querySelector('.ok-ProgressBar-labels')).toHaveClass('ok-visually-hidden');
    expect(screen.getByRole('progressbar', { name: 'Silver status' })).toBeInTheDocument();
  });

  it('keeps its view (and reports no diagnostic again) when shownText is a new array of the same texts', () => {
    const diagnostics: Diagnostic[] = [];
    const bar: ProgressBarData = { total: 2.5, currentProgress: 1, labels: { default: { left: '1 of 2' } } };
    const draw = () => (
      <ProgressBar
        progressBar={bar}
        shownText={['1 of 2 visits', undefined]}
        onDiagnostic={(diagnostic) => diagnostics.push(diagnostic)}
      />
    );
    const { rerender } = render(draw());
    rerender(draw());
    expect(diagnostics).toHaveLength(1);
    expect(screen.getByText('1 of 2')).toHaveClass('ok-visually-hidden');
  });
});
