import type { Diagnostic, ProgressBar } from '@offerkit/data';
import { OfferkitProvider, useProgressBar } from '@offerkit/hooks';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { progressEntries } from '../data/fixtures.ts';

const segmented: ProgressBar = {
  total: 4,
  currentProgress: 1,
  labels: { default: { left: '1 of 4 visits', right: '3 to go' }, details: { right: 'Three visits to go' } },
  segments: {
    default: { position: 'LEFT' },
    progress: progressEntries([1, 1], [1, 2], [1, 3], [0, 1]),
  },
};

/** A host's own markup, given the bar's semantics by the hook's props. */
function HostBar() {
  const { view, progressBarProps, labelProps, getNodeProps } = useProgressBar(segmented);
  return (
    <div>
      <span {...labelProps}>{view.labels.left}</span>
      <div {...progressBarProps}>
        {view.nodes.map((node) => (
          <i key={node.index} {...getNodeProps(node.index)} />
        ))}
      </div>
    </div>
  );
}

describe('useProgressBar', () => {
  it('returns the view for the layout', () => {
    const { result } = renderHook(() => useProgressBar(segmented, 'details'));
    expect(result.current.view).toMatchObject({
      layout: 'details',
      kind: 'segmented',
      labels: { left: '1 of 4 visits', right: 'Three visits to go' },
    });
  });

  it('defaults to the default layout', () => {
    const { result } = renderHook(() => useProgressBar(segmented));
    expect(result.current.view.layout).toBe('default');
    expect(result.current.view.labels.right).toBe('3 to go');
  });

  it('gives progressbar semantics linked to the label element', () => {
    const { result } = renderHook(() => useProgressBar(segmented));
    const { progressBarProps, labelProps } = result.current;
    expect(progressBarProps).toEqual({
      role: 'progressbar',
      'aria-valuemin': 0,
      'aria-valuemax': 4,
      'aria-valuenow': 1,
      // The labels, then the partial progress the nodes show (1 + 1/2 + 1/3 of 4 steps).
      'aria-valuetext': '1 of 4 visits, 3 to go, 1.83 of 4',
      'aria-labelledby': labelProps.id,
      style: { '--fill': '0.25' },
    });
    expect(labelProps.id).toMatch(/\S/);
  });

  it('uses aria-label instead of aria-labelledby when a label option is given', () => {
    const { result } = renderHook(() => useProgressBar(segmented, 'default', { label: 'Offer progress' }));
    expect(result.current.progressBarProps['aria-label']).toBe('Offer progress');
    expect(result.current.progressBarProps['aria-labelledby']).toBeUndefined();
  });

  it('names a bar without labels by its value', () => {
    const { result } = renderHook(() =>
      useProgressBar({ total: 8, currentProgress: 2 }, 'default', { locale: 'en-US' }),
    );
    expect(result.current.progressBarProps).toMatchObject({ 'aria-label': '25%', 'aria-valuetext': '25%' });
    expect(result.current.progressBarProps['aria-labelledby']).toBeUndefined();
  });

  it('passes clamped values to aria', () => {
    const { result } = renderHook(() => useProgressBar({ total: 3, currentProgress: 12 }));
    expect(result.current.progressBarProps).toMatchObject({ 'aria-valuemax': 3, 'aria-valuenow': 3 });
  });

  it('gives each node its state, index, --fill and aria-current', () => {
    const { result } = renderHook(() => useProgressBar(segmented));
    const { getNodeProps } = result.current;
    expect([0, 1, 2, 3].map(getNodeProps)).toEqual([
      { 'data-state': 'reached', 'data-index': 0, style: { '--fill': '1' } },
      { 'data-state': 'partial', 'data-index': 1, 'aria-current': 'step', style: { '--fill': '0.5' } },
      { 'data-state': 'partial', 'data-index': 2, style: { '--fill': '0.3333' } },
      { 'data-state': 'empty', 'data-index': 3, style: { '--fill': '0' } },
    ]);
  });

  it('gives its prop objects one shape each, absent attributes as undefined (React reads one shape fastest)', () => {
    const labelled = renderHook(() => useProgressBar(segmented)).result.current;
    const unlabelled = renderHook(() => useProgressBar({ total: 8, currentProgress: 2 })).result.current;
    expect(Object.keys(labelled.progressBarProps)).toEqual(Object.keys(unlabelled.progressBarProps));
    expect(labelled.progressBarProps['aria-label']).toBeUndefined();
    expect(unlabelled.progressBarProps['aria-labelledby']).toBeUndefined();
    // Node 1 is the current one; node 0 is not.
    expect(Object.keys(labelled.getNodeProps(0))).toEqual(Object.keys(labelled.getNodeProps(1)));
    expect(labelled.getNodeProps(0)['aria-current']).toBeUndefined();
  });

  it('reads a node outside the view as empty', () => {
    const { result } = renderHook(() => useProgressBar(segmented));
    expect(result.current.getNodeProps(9)).toEqual({
      'data-state': 'empty',
      'data-index': 9,
      style: { '--fill': '0' },
    });
  });

  it('keeps the same view and props across renders with the same input', () => {
    const { result, rerender } = renderHook(() => useProgressBar(segmented));
    const first = result.current;
    rerender();
    expect(result.current.view).toBe(first.view);
    expect(result.current.progressBarProps).toBe(first.progressBarProps);
  });

  it('reports diagnostics after render, once per view, to the latest listener', () => {
    const first: Diagnostic[] = [];
    const second: Diagnostic[] = [];
    const bad: ProgressBar = {
      total: 3,
      currentProgress: 0,
      segments: { default: { position: 'LEFT', separator: 'LINE' } },
    };
    const { rerender } = renderHook(
      ({ listener }) => useProgressBar(bad, 'default', { onDiagnostic: listener }),
      { initialProps: { listener: (d: Diagnostic) => first.push(d) } },
    );
    expect(first.map((d) => d.path)).toEqual(['/progressBar/segments/default/separator']);
    // A new (inline) listener alone does not re-report the unchanged view.
    rerender({ listener: (d: Diagnostic) => second.push(d) });
    expect(second).toEqual([]);
    expect(first).toHaveLength(1);
  });

  it('reports again when the data changes', () => {
    const seen: Diagnostic[] = [];
    const { rerender } = renderHook(
      ({ bar }) => useProgressBar(bar, 'default', { onDiagnostic: (d) => seen.push(d), path: '/offers/0' }),
      { initialProps: { bar: { total: -1, currentProgress: 0 } as ProgressBar } },
    );
    rerender({ bar: { total: Number.NaN, currentProgress: 0 } });
    expect(seen.map((d) => d.path)).toEqual(['/offers/0/total', '/offers/0/total']);
  });

  it('takes the locale of an OfferkitProvider above it, and an explicit locale over it', () => {
    // The hook fetches nothing, so the provider's client is never called.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <OfferkitProvider
        client={
          { endpoint: { baseUrl: 'https://bank.example/api/rewards', organizationId: 'org-1' } } as never
        }
        userId="user-1"
        supportedComponents={['progressBar']}
        locale="de-DE"
      >
        {children}
      </OfferkitProvider>
    );
    const bar: ProgressBar = { total: 5, currentProgress: 2 };
    expect(renderHook(() => useProgressBar(bar), { wrapper }).result.current.view.valueText).toBe(
      '40\u00a0%',
    );
    expect(
      renderHook(() => useProgressBar(bar, 'default', { locale: 'en-US' }), { wrapper }).result.current.view
        .valueText,
    ).toBe('40%');
  });

  it('lets a host translate the partial-progress phrase of aria-valuetext', () => {
    const formatProgress = (filled: string, total: string) => `${filled} von ${total}`;
    const { result } = renderHook(() =>
      useProgressBar({ ...segmented, labels: undefined }, 'default', { locale: 'de-DE', formatProgress }),
    );
    expect(result.current.progressBarProps['aria-valuetext']).toBe('1,83 von 4');
  });

  it('lets a host draw its own accessible bar from the props', () => {
    render(<HostBar />);
    const bar = screen.getByRole('progressbar', { name: '1 of 4 visits' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 4 visits, 3 to go, 1.83 of 4');
    expect(bar.style.getPropertyValue('--fill')).toBe('0.25');
    expect([...bar.querySelectorAll('i')].map((node) => node.style.getPropertyValue('--fill'))).toEqual([
      '1',
      '0.5',
      '0.3333',
      '0',
    ]);
  });
});
