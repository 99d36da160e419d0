import {
  DEFAULT_PROGRESS_BAR_SELECTION,
  type Diagnostic,
  MAX_PROGRESS_BAR_NODES,
  type ProgressBar,
  type ProgressBarLayout,
  type ProgressBarView,
  progressBarView,
} from '@offerkit/data';
import fc from 'fast-check';
import { progressEntries, stepperBar } from './fixtures.ts';

const CHECK = '<svg viewBox="0 0 16 16"><path d="M2 8l4 4 8-8"/></svg>';
const STAR = '<svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"/></svg>';

/** Fills of the nodes, the most compact way to state what a row expects. */
const fills = (view: ProgressBarView) => view.nodes.map((node) => node.fill);
const states = (view: ProgressBarView) => view.nodes.map((node) => node.state);
const paths = (view: ProgressBarView) => view.diagnostics.map((diagnostic) => diagnostic.path);

interface Row {
  name: string;
  progressBar: ProgressBar;
  layout?: ProgressBarLayout;
  expected: Partial<Omit<ProgressBarView, 'nodes' | 'diagnostics'>> & {
    fills?: number[];
    states?: ProgressBarView['nodes'][number]['state'][];
    /** Paths of the diagnostics, in order (an empty array asserts there are none). */
    diagnostics?: string[];
  };
}

function check({ progressBar, layout, expected }: Row) {
  const view = progressBarView(progressBar, layout, { locale: 'en-US' });
  const { fills: expectedFills, states: expectedStates, diagnostics, ...fields } = expected;
  expect(view).toMatchObject(fields);
  if (expectedFills !== undefined) expect(fills(view)).toEqual(expectedFills);
  if (expectedStates !== undefined) expect(states(view)).toEqual(expectedStates);
  if (diagnostics !== undefined) expect(paths(view)).toEqual(diagnostics);
}

describe('progressBarView: rendering rules of the contract', () => {
  const rows: Row[] = [
    {
      name: 'rule 1: labels.details falls back to labels.default field by field',
      layout: 'details',
      progressBar: {
        total: 5,
        currentProgress: 2,
        labels: {
          default: { left: '2 of 5 visits', right: '3 to go' },
          details: { right: '3 visits to go' },
        },
      },
      expected: {
        layout: 'details',
        labels: { left: '2 of 5 visits', right: '3 visits to go' },
        diagnostics: [],
      },
    },
    {
      name: 'rule 1: the default layout ignores labels.details',
      layout: 'default',
      progressBar: {
        total: 5,
        currentProgress: 2,
        labels: { default: { left: 'card' }, details: { left: 'detail page' } },
      },
      expected: { layout: 'default', labels: { left: 'card' } },
    },
    {
      name: 'rule 1: without labels.details the details layout uses labels.default',
      layout: 'details',
      progressBar: { total: 5, currentProgress: 2, labels: { default: { left: 'L', right: 'R' } } },
      expected: { labels: { left: 'L', right: 'R' } },
    },
    {
      name: 'rule 1: without segments.details the details layout uses segments.default',
      layout: 'details',
      progressBar: {
        total: 3,
        currentProgress: 1,
        labels: { default: {} },
        segments: { default: { position: 'LEFT', selection: 'CURRENT_AND_BELOW' } },
      },
      expected: { kind: 'segmented', position: 'left', selection: 'CURRENT_AND_BELOW', fills: [1, 1, 0] },
    },
    {
      name: 'rule 1: segments.details decides the shape; selection and node labels fall back to default',
      layout: 'details',
      progressBar: {
        total: 3,
        currentProgress: 1,
        labels: { default: {} },
        segments: {
          default: {
            position: 'RIGHT',
            selection: 'CURRENT_AND_BELOW',
            icon: CHECK,
            labels: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }],
          },
          details: { position: 'FULL_WIDTH', separator: 'LINE', icon: STAR },
        },
      },
      expected: {
        kind: 'stepper',
        position: 'full-width',
        selection: 'CURRENT_AND_BELOW',
        fills: [1, 1, 0],
        diagnostics: [],
      },
    },
    {
      name: 'rule 2: no segments draws one continuous bar filled to currentProgress/total',
      progressBar: { total: 10, currentProgress: 4, labels: { default: { left: '4 of 10' } } },
      expected: {
        kind: 'continuous',
        position: 'full-width',
        total: 10,
        current: 4,
        fraction: 0.4,
        fills: [],
      },
    },
    {
      name: 'rule 3: segments without separator fill node i to progress[i].completed/total (partial fill)',
      progressBar: {
        total: 3,
        currentProgress: 1,
        labels: { default: {} },
        segments: {
          default: { position: 'FULL_WIDTH' },
          progress: progressEntries([4, 4], [1, 2], [0, 3]),
        },
      },
      expected: {
        kind: 'segmented',
        fills: [1, 0.5, 0],
        states: ['reached', 'partial', 'empty'],
        diagnostics: [],
      },
    },
    {
      name: 'rule 4: LINE with FULL_WIDTH is a stepper of binary icon nodes',
      progressBar: {
        total: 3,
        currentProgress: 1,
        labels: { default: {} },
        segments: {
          default: { position: 'FULL_WIDTH', separator: 'LINE', icon: STAR },
          progress: progressEntries([1, 1], [2, 3], [0, 1]),
        },
      },
      expected: { kind: 'stepper', position: 'full-width', fills: [1, 0, 0], diagnostics: [] },
    },
    {
      name: 'rule 4: LINE with LEFT draws the nodes without the line and reports it',
      progressBar: {
        total: 3,
        currentProgress: 1,
        labels: { default: {} },
        segments: { default: { position: 'LEFT', separator: 'LINE' } },
      },
      expected: {
        kind: 'segmented',
        position: 'left',
        fills: [1, 0, 0],
        diagnostics: ['/progressBar/segments/default/separator'],
      },
    },
    {
      name: 'rule 4: LINE with RIGHT in segments.details reports the details path',
      layout: 'details',
      progressBar: {
        total: 2,
        currentProgress: 0,
        labels: { default: {} },
        segments: { default: { position: 'FULL_WIDTH' }, details: { position: 'RIGHT', separator: 'LINE' } },
      },
      expected: {
        kind: 'segmented',
        position: 'right',
        diagnostics: ['/progressBar/segments/details/separator'],
      },
    },
    {
      name: 'rule 5: CURRENT reads index < currentProgress as reached',
      progressBar: {
        total: 4,
        currentProgress: 2,
        labels: { default: {} },
        segments: { default: { position: 'FULL_WIDTH', selection: 'CURRENT' } },
      },
      expected: { selection: 'CURRENT', fills: [1, 1, 0, 0] },
    },
    {
      name: 'rule 5: CURRENT_AND_BELOW reads index <= currentProgress as reached',
      progressBar: {
        total: 4,
        currentProgress: 2,
        labels: { default: {} },
        segments: { default: { position: 'FULL_WIDTH', selection: 'CURRENT_AND_BELOW' } },
      },
      expected: { selection: 'CURRENT_AND_BELOW', fills: [1, 1, 1, 0] },
    },
    {
      name: 'rule 5: without selection the default is CURRENT (currentProgress counts reached nodes)',
      progressBar: {
        total: 4,
        currentProgress: 2,
        labels: { default: {} },
        segments: { default: { position: 'FULL_WIDTH' } },
      },
      expected: { selection: DEFAULT_PROGRESS_BAR_SELECTION, fills: [1, 1, 0, 0], diagnostics: [] },
    },
    {
      name: 'rule 6: five or fewer redemptions are segmented nodes with a check icon, filled partially',
      progressBar: {
        total: 5,
        currentProgress: 3,
        labels: { default: { left: '3 of 5 purchases' } },
        segments: {
          default: { position: 'RIGHT', icon: CHECK },
          progress: progressEntries([1, 1], [1, 1], [1, 1], [1, 2], [0, 1]),
        },
      },
      expected: {
        kind: 'segmented',
        position: 'right',
        fills: [1, 1, 1, 0.5, 0],
        states: ['reached', 'reached', 'reached', 'partial', 'empty'],
        filled: 3.5,
        valueText: '3 of 5 purchases, 3.5 of 5',
      },
    },
    {
      name: 'rule 7: a progressive punch card without icon and separator shows partial fill',
      progressBar: {
        total: 2,
        currentProgress: 0,
        labels: { default: { left: '$30 of $50 spent' } },
        segments: {
          default: { position: 'FULL_WIDTH' },
          progress: progressEntries([30, 50], [0, 50]),
        },
      },
      expected: { kind: 'segmented', fills: [0.6, 0], states: ['partial', 'empty'] },
    },
  ];

  it.each(rows)('$name', (row) => check(row));

  it('rule 4: stepper nodes carry the icon and labels[i].title/description', () => {
    const view = progressBarView(
      stepperBar(STAR, 1, [{ title: 'Join', description: 'Sign up' }, { title: 'Earn' }]),
    );
    expect(view.nodes).toEqual([
      {
        index: 0,
        fill: 1,
        state: 'reached',
        reached: true,
        isCurrent: false,
        title: 'Join',
        description: 'Sign up',
        icon: STAR,
        marker: 'icon',
        number: '1',
      },
      {
        index: 1,
        fill: 0,
        state: 'empty',
        reached: false,
        isCurrent: true,
        title: 'Earn',
        icon: STAR,
        marker: 'number',
        number: '2',
      },
    ]);
  });

  it('rule 6: every node of a check-icon bar carries the icon', () => {
    const view = progressBarView({
      total: 3,
      currentProgress: 1,
      segments: { default: { position: 'LEFT', icon: CHECK } },
    });
    expect(view.nodes.map((node) => node.icon)).toEqual([CHECK, CHECK, CHECK]);
  });

  it('rule 7: a bar without an icon gives its nodes none', () => {
    const view = progressBarView({
      total: 2,
      currentProgress: 1,
      segments: { default: { position: 'LEFT' } },
    });
    expect(view.nodes.every((node) => node.icon === undefined)).toBe(true);
  });
});

describe('progressBarView: edge cases', () => {
  const segments = { default: { position: 'FULL_WIDTH' } } as const;
  const rows: Row[] = [
    {
      name: 'currentProgress above total is clamped to total',
      progressBar: { total: 3, currentProgress: 7, segments },
      expected: { current: 3, fraction: 1, fills: [1, 1, 1], diagnostics: ['/progressBar/currentProgress'] },
    },
    {
      name: 'negative currentProgress is clamped to 0',
      progressBar: { total: 3, currentProgress: -2 },
      expected: { current: 0, fraction: 0, diagnostics: ['/progressBar/currentProgress'] },
    },
    {
      name: 'NaN currentProgress reads as 0',
      progressBar: { total: 3, currentProgress: Number.NaN, segments },
      expected: { current: 0, fills: [0, 0, 0], diagnostics: ['/progressBar/currentProgress'] },
    },
    {
      name: 'fractional currentProgress counts whole steps',
      progressBar: { total: 4, currentProgress: 2.5, segments },
      expected: { current: 2, fills: [1, 1, 0, 0], diagnostics: ['/progressBar/currentProgress'] },
    },
    {
      name: 'a node fill above 1 is clamped to 1, below 0 to 0',
      progressBar: {
        total: 2,
        currentProgress: 0,
        segments: {
          ...segments,
          progress: progressEntries([5, 3], [-1, 3]),
        },
      },
      expected: {
        fills: [1, 0],
        diagnostics: ['/progressBar/segments/progress/0', '/progressBar/segments/progress/1'],
      },
    },
    {
      name: 'progress longer than total: the extra entries are ignored',
      progressBar: {
        total: 2,
        currentProgress: 0,
        segments: {
          ...segments,
          progress: progressEntries([1, 2], [1, 1], [1, 1]),
        },
      },
      expected: { fills: [0.5, 1], diagnostics: ['/progressBar/segments/progress'] },
    },
    {
      name: 'progress shorter than total: the missing nodes follow the selection',
      progressBar: {
        total: 4,
        currentProgress: 3,
        segments: { ...segments, progress: progressEntries([0, 2]) },
      },
      expected: { fills: [0, 1, 1, 0], diagnostics: ['/progressBar/segments/progress'] },
    },
    {
      name: 'a progress entry with total 0 follows the selection',
      progressBar: {
        total: 2,
        currentProgress: 1,
        segments: {
          ...segments,
          progress: progressEntries([1, 0], [1, 2]),
        },
      },
      expected: { fills: [1, 0.5], diagnostics: ['/progressBar/segments/progress/0'] },
    },
    {
      name: 'total 0 draws an empty bar and is reported',
      progressBar: { total: 0, currentProgress: 0, segments },
      expected: {
        kind: 'segmented',
        total: 0,
        current: 0,
        fraction: 0,
        fills: [],
        diagnostics: ['/progressBar/total'],
      },
    },
    {
      name: 'negative total reads as 0',
      progressBar: { total: -3, currentProgress: 1, segments },
      expected: {
        total: 0,
        current: 0,
        fills: [],
        diagnostics: ['/progressBar/total', '/progressBar/currentProgress'],
      },
    },
    {
      name: 'fractional total counts whole steps',
      progressBar: { total: 3.7, currentProgress: 1, segments },
      expected: { total: 3, fills: [1, 0, 0], diagnostics: ['/progressBar/total'] },
    },
    {
      name: 'NaN total reads as 0',
      progressBar: { total: Number.NaN, currentProgress: 1 },
      expected: {
        kind: 'continuous',
        total: 0,
        fraction: 0,
        diagnostics: ['/progressBar/total', '/progressBar/currentProgress'],
      },
    },
    {
      name: 'infinite total reads as 0',
      progressBar: { total: Number.POSITIVE_INFINITY, currentProgress: 1, segments },
      expected: { total: 0, fills: [], diagnostics: ['/progressBar/total', '/progressBar/currentProgress'] },
    },
    {
      name: `total of exactly ${MAX_PROGRESS_BAR_NODES} still draws every node`,
      progressBar: { total: MAX_PROGRESS_BAR_NODES, currentProgress: 10, segments },
      expected: { kind: 'segmented', diagnostics: [] },
    },
    {
      name: `absurdly large total (over ${MAX_PROGRESS_BAR_NODES}) draws continuous and is reported`,
      progressBar: { total: 1_000_000, currentProgress: 250_000, segments },
      expected: {
        kind: 'continuous',
        total: 1_000_000,
        fraction: 0.25,
        fills: [],
        diagnostics: ['/progressBar/total'],
      },
    },
    {
      name: 'unknown position draws full width and is reported',
      progressBar: { total: 2, currentProgress: 1, segments: { default: { position: 'TOP' } } },
      expected: { position: 'full-width', diagnostics: ['/progressBar/segments/default/position'] },
    },
    {
      name: 'unknown selection uses the default and is reported',
      progressBar: {
        total: 2,
        currentProgress: 1,
        segments: { default: { position: 'LEFT', selection: 'ALL' } },
      },
      expected: {
        selection: DEFAULT_PROGRESS_BAR_SELECTION,
        fills: [1, 0],
        diagnostics: ['/progressBar/segments/default/selection'],
      },
    },
    {
      name: 'unknown separator draws without one and is reported',
      progressBar: {
        total: 2,
        currentProgress: 1,
        segments: { default: { position: 'FULL_WIDTH', separator: 'DOTS' } },
      },
      expected: { kind: 'segmented', diagnostics: ['/progressBar/segments/default/separator'] },
    },
  ];

  it.each(rows)('$name', (row) => check(row));

  it('marks the node at index current as current', () => {
    const view = progressBarView({ total: 3, currentProgress: 1, segments });
    expect(view.nodes.map((node) => node.isCurrent)).toEqual([false, true, false]);
  });

  it(`draws exactly ${MAX_PROGRESS_BAR_NODES} nodes at the cap`, () => {
    expect(
      progressBarView({ total: MAX_PROGRESS_BAR_NODES, currentProgress: 0, segments }).nodes,
    ).toHaveLength(MAX_PROGRESS_BAR_NODES);
    expect(
      progressBarView({ total: MAX_PROGRESS_BAR_NODES + 1, currentProgress: 0, segments }).nodes,
    ).toHaveLength(0);
  });

  it('never throws and keeps its invariants, whatever the numbers', () => {
    const number = fc.oneof(
      fc.integer({ min: -10, max: 80 }),
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e12),
    );
    fc.assert(
      fc.property(
        number,
        number,
        fc.option(fc.array(fc.record({ completed: number, total: number }), { maxLength: 60 }), {
          nil: undefined,
        }),
        fc.constantFrom<ProgressBarLayout>('default', 'details'),
        (total, currentProgress, progress, layout) => {
          const view = progressBarView(
            { total, currentProgress, segments: { default: { position: 'LEFT' }, progress } },
            layout,
          );
          expect(Number.isInteger(view.total) && view.total >= 0).toBe(true);
          expect(view.current >= 0 && view.current <= view.total).toBe(true);
          expect(view.fraction >= 0 && view.fraction <= 1).toBe(true);
          expect(view.nodes.length).toBeLessThanOrEqual(MAX_PROGRESS_BAR_NODES);
          for (const node of view.nodes) expect(node.fill >= 0 && node.fill <= 1).toBe(true);
        },
      ),
    );
  });
});

describe('progressBarView: deprecated fields', () => {
  const rows: Row[] = [
    {
      name: 'label is the left label when labels is absent',
      progressBar: { total: 5, currentProgress: 2, label: '2 of 5 visits' },
      expected: { labels: { left: '2 of 5 visits' }, valueText: '2 of 5 visits' },
    },
    {
      name: 'labels wins over label',
      progressBar: { total: 5, currentProgress: 2, label: 'old', labels: { default: { right: 'new' } } },
      expected: { labels: { right: 'new' } },
    },
    {
      name: 'segmented: true without segments draws selection-based nodes',
      progressBar: { total: 4, currentProgress: 1, segmented: true },
      expected: {
        kind: 'segmented',
        position: 'full-width',
        selection: DEFAULT_PROGRESS_BAR_SELECTION,
        fills: [1, 0, 0, 0],
        diagnostics: [],
      },
    },
    {
      name: 'segments win over segmented: true',
      progressBar: {
        total: 3,
        currentProgress: 1,
        segmented: true,
        segments: { default: { position: 'RIGHT', selection: 'CURRENT_AND_BELOW' } },
      },
      expected: { kind: 'segmented', position: 'right', fills: [1, 1, 0] },
    },
    {
      name: 'segments win over segmented: false',
      progressBar: {
        total: 2,
        currentProgress: 1,
        segmented: false,
        segments: { default: { position: 'LEFT' } },
      },
      expected: { kind: 'segmented', position: 'left', fills: [1, 0] },
    },
    {
      name: 'segmented: false without segments stays continuous',
      progressBar: { total: 2, currentProgress: 1, segmented: false },
      expected: { kind: 'continuous', fraction: 0.5 },
    },
  ];

  it.each(rows)('$name', (row) => check(row));
});

describe('progressBarView: valueText', () => {
  it.each([
    { name: 'the left label alone', labels: { left: '2 of 5 visits' }, expected: '2 of 5 visits' },
    { name: 'the right label alone', labels: { right: '3 visits to go' }, expected: '3 visits to go' },
    {
      name: 'both labels',
      labels: { left: '2 of 5 visits', right: '3 to go' },
      expected: '2 of 5 visits, 3 to go',
    },
  ])('reads $name', ({ labels, expected }) => {
    expect(progressBarView({ total: 5, currentProgress: 2, labels: { default: labels } }).valueText).toBe(
      expected,
    );
  });

  it.each([
    { locale: 'en-US', expected: '40%' },
    { locale: 'de-DE', expected: '40\u00a0%' },
  ])('is generated through Intl for $locale without labels', ({ locale, expected }) => {
    expect(progressBarView({ total: 5, currentProgress: 2 }, 'default', { locale }).valueText).toBe(expected);
  });

  it('ignores blank labels and generates the value', () => {
    const view = progressBarView(
      { total: 4, currentProgress: 1, labels: { default: { left: '  ' } } },
      'default',
      {
        locale: 'en-US',
      },
    );
    expect(view.labels).toEqual({});
    expect(view.valueText).toBe('25%');
  });

  it('falls back to the default locale for an invalid tag and reports it', () => {
    const view = progressBarView({ total: 2, currentProgress: 1 }, 'default', { locale: 'not a locale!' });
    expect(view.valueText).toBe(new Intl.NumberFormat(undefined, { style: 'percent' }).format(0.5));
    expect(view.diagnostics).toEqual([
      expect.objectContaining({ path: '/progressBar', severity: 'tolerated' }),
    ]);
  });
});

describe('progressBarView: diagnostics', () => {
  it('prefixes paths with options.path and calls onDiagnostic once per diagnostic, in order', () => {
    const seen: Diagnostic[] = [];
    const view = progressBarView(
      {
        total: 3.5,
        currentProgress: 9,
        segments: {
          default: { position: 'LEFT', separator: 'LINE' },
          progress: progressEntries([1, 1]),
        },
      },
      'default',
      { path: '/data/0/attributes/components/progressBar', onDiagnostic: (d) => seen.push(d) },
    );
    expect(seen).toEqual(view.diagnostics);
    expect(seen.map((d) => d.path)).toEqual([
      '/data/0/attributes/components/progressBar/total',
      '/data/0/attributes/components/progressBar/currentProgress',
      '/data/0/attributes/components/progressBar/segments/default/separator',
      '/data/0/attributes/components/progressBar/segments/progress',
    ]);
  });

  it('says what went wrong and what was drawn instead', () => {
    const [diagnostic] = progressBarView({
      total: 2,
      currentProgress: 0,
      segments: { default: { position: 'LEFT', separator: 'LINE' } },
    }).diagnostics;
    expect(diagnostic).toEqual({
      path: '/progressBar/segments/default/separator',
      reason:
        'separator LINE requires position FULL_WIDTH, but position is "LEFT"; drew the nodes without the line.',
      severity: 'tolerated',
    });
  });

  it('reports extra progress entries as dropped', () => {
    const view = progressBarView({
      total: 1,
      currentProgress: 0,
      segments: {
        default: { position: 'LEFT' },
        progress: progressEntries([0, 1], [0, 1]),
      },
    });
    expect(view.diagnostics.map((d) => d.severity)).toEqual(['dropped']);
  });

  it('reports nothing for well-formed data', () => {
    expect(
      progressBarView({
        total: 3,
        currentProgress: 3,
        labels: { default: { left: 'Done' } },
        segments: {
          default: { position: 'FULL_WIDTH', separator: 'LINE', selection: 'CURRENT', icon: CHECK },
          progress: progressEntries([1, 1], [1, 1], [1, 1]),
        },
      }).diagnostics,
    ).toEqual([]);
  });
});

describe('progressBarView: what each diagnostic says', () => {
  const LEFT = { position: 'LEFT' } as const;
  const rows: { name: string; progressBar: unknown; locale?: string; path: string; reason: string }[] = [
    {
      name: 'a total that is not a number',
      progressBar: { total: Number.NaN, currentProgress: 0 },
      path: '/total',
      reason: 'total NaN is not a positive whole number; drew an empty bar.',
    },
    {
      name: 'a negative total',
      progressBar: { total: -3, currentProgress: 0 },
      path: '/total',
      reason: 'total -3 is not a positive whole number; drew an empty bar.',
    },
    {
      name: 'a total of 0',
      progressBar: { total: 0, currentProgress: 0 },
      path: '/total',
      reason: 'total 0 is not a positive whole number; drew an empty bar.',
    },
    {
      name: 'a total under one step (one report, not two)',
      progressBar: { total: 0.5, currentProgress: 0 },
      path: '/total',
      reason: 'total 0.5 is not a positive whole number; drew an empty bar.',
    },
    {
      name: 'a fractional total',
      progressBar: { total: 3.7, currentProgress: 1 },
      path: '/total',
      reason: 'total 3.7 is not a whole number; used 3.',
    },
    {
      name: 'a fractional currentProgress above total (one report, not two)',
      progressBar: { total: 2, currentProgress: 2.5 },
      path: '/currentProgress',
      reason: 'currentProgress 2.5 is not a whole number in 0..2; used 2.',
    },
    {
      name: 'a currentProgress that is not a number',
      progressBar: { total: 2, currentProgress: '1' },
      path: '/currentProgress',
      reason: 'currentProgress "1" is not a whole number in 0..2; used 0.',
    },
    {
      name: 'segments without a default configuration',
      progressBar: { total: 2, currentProgress: 1, segments: { default: null } },
      path: '/segments/default',
      reason: 'segments has no default configuration; drew full-width nodes that follow the selection.',
    },
    {
      name: 'an unknown position',
      progressBar: { total: 2, currentProgress: 1, segments: { default: { position: 'TOP' } } },
      path: '/segments/default/position',
      reason: 'position "TOP" is not LEFT, RIGHT or FULL_WIDTH; drew the nodes full width.',
    },
    {
      name: 'an unknown selection',
      progressBar: { total: 2, currentProgress: 1, segments: { default: { ...LEFT, selection: 'ALL' } } },
      path: '/segments/default/selection',
      reason: 'selection "ALL" is not CURRENT or CURRENT_AND_BELOW; used CURRENT.',
    },
    {
      name: 'an unknown separator',
      progressBar: {
        total: 2,
        currentProgress: 1,
        segments: { default: { position: 'FULL_WIDTH', separator: 'DOTS' } },
      },
      path: '/segments/default/separator',
      reason: 'separator "DOTS" is not LINE; drew the nodes without a separator.',
    },
    {
      name: 'more nodes than a bar can show',
      progressBar: { total: MAX_PROGRESS_BAR_NODES + 1, currentProgress: 1, segments: { default: LEFT } },
      path: '/total',
      reason: `total ${MAX_PROGRESS_BAR_NODES + 1} is more than the ${MAX_PROGRESS_BAR_NODES} nodes a bar can show; drew a continuous bar.`,
    },
    {
      name: 'progress that is not an array',
      progressBar: { total: 2, currentProgress: 1, segments: { default: LEFT, progress: {} } },
      path: '/segments/progress',
      reason: 'segments.progress is not an array; the nodes follow the selection.',
    },
    {
      name: 'too few progress entries',
      progressBar: {
        total: 3,
        currentProgress: 1,
        segments: { default: LEFT, progress: progressEntries([1, 1]) },
      },
      path: '/segments/progress',
      reason: 'segments.progress has 1 entries for 3 nodes; nodes 1–2 follow the selection.',
    },
    {
      name: 'a progress entry without a positive total',
      progressBar: {
        total: 1,
        currentProgress: 1,
        segments: { default: LEFT, progress: progressEntries([1, 0]) },
      },
      path: '/segments/progress/0',
      reason: 'completed 1 of 0 is not a finite count of a positive total; node 0 follows the selection.',
    },
    {
      name: 'a progress entry above its total',
      progressBar: {
        total: 1,
        currentProgress: 1,
        segments: { default: LEFT, progress: progressEntries([5, 3]) },
      },
      path: '/segments/progress/0',
      reason: 'completed 5 of 3 is outside 0..3; filled node 0 to 1.',
    },
    {
      name: 'an invalid locale',
      progressBar: { total: 2, currentProgress: 1 },
      locale: 'not a locale!',
      path: '',
      reason: 'locale "not a locale!" is not a valid BCP 47 tag; used the default locale.',
    },
  ];

  it.each(rows)('names the field, its value and what was drawn instead: $name', (row) => {
    const view = progressBarView(row.progressBar as ProgressBar, 'default', { locale: row.locale });
    expect(view.diagnostics).toEqual([
      { path: `/progressBar${row.path}`, reason: row.reason, severity: 'tolerated' },
    ]);
  });
});

describe('progressBarView: partial fill with icons (issue 14, item 4)', () => {
  const partly = (extra: Partial<ProgressBar['segments'] & object>, labels?: ProgressBar['labels']) =>
    ({
      total: 3,
      currentProgress: 1,
      ...(labels === undefined ? {} : { labels }),
      segments: {
        default: { position: 'FULL_WIDTH', icon: CHECK },
        progress: progressEntries([1, 1], [1, 2], [0, 1]),
        ...extra,
      },
    }) as ProgressBar;

  it('segmented icon nodes without a LINE separator fill partially', () => {
    const view = progressBarView(partly({}), 'default', { locale: 'en-US' });
    expect(view.kind).toBe('segmented');
    expect(fills(view)).toEqual([1, 0.5, 0]);
    expect(states(view)).toEqual(['reached', 'partial', 'empty']);
    expect(view.nodes.every((node) => node.icon === CHECK)).toBe(true);
    expect(view.filled).toBe(1.5);
    expect(view.diagnostics).toEqual([]);
  });

  it('states the partial progress in the value text, after the labels', () => {
    const labelled = partly({}, { default: { left: '1 of 3 visits', right: '2 to go' } });
    expect(progressBarView(labelled, 'default', { locale: 'en-US' }).valueText).toBe(
      '1 of 3 visits, 2 to go, 1.5 of 3',
    );
    // Without labels the phrase replaces the percentage, which could not show the half node.
    expect(progressBarView(partly({}), 'default', { locale: 'en-US' }).valueText).toBe('1.5 of 3');
  });

  it('formats the phrase for the locale, and lets the host translate it', () => {
    const view = progressBarView(partly({}), 'default', {
      locale: 'de-DE',
      formatProgress: (filled, total) => `${filled} von ${total}`,
    });
    expect(view.valueText).toBe('1,5 von 3');
  });

  it('the details layout with its own icon configuration fills partially too', () => {
    const bar = partly({ details: { position: 'LEFT', icon: STAR } });
    const view = progressBarView(bar, 'details', { locale: 'en-US' });
    expect(view.position).toBe('left');
    expect(fills(view)).toEqual([1, 0.5, 0]);
    expect(view.nodes[1]?.icon).toBe(STAR);
  });

  it('LINE without FULL_WIDTH draws no line, so its nodes fill partially', () => {
    const view = progressBarView(
      partly({ default: { position: 'RIGHT', separator: 'LINE', icon: CHECK } }),
      'default',
      {
        locale: 'en-US',
      },
    );
    expect(view.kind).toBe('segmented');
    expect(fills(view)).toEqual([1, 0.5, 0]);
  });

  it('only the LINE stepper stays binary, and its value text is unchanged', () => {
    const bar = partly({ default: { position: 'FULL_WIDTH', separator: 'LINE', icon: CHECK } });
    const view = progressBarView(bar, 'default', { locale: 'en-US' });
    expect(view.kind).toBe('stepper');
    expect(fills(view)).toEqual([1, 0, 0]);
    expect(view.filled).toBe(1);
    expect(view.valueText).toBe('33%');
  });

  it('whole fills keep the labels or the percentage as the value text', () => {
    const whole = partly({ progress: progressEntries([1, 1]) }, { default: { left: '1 of 3 visits' } });
    expect(progressBarView(whole, 'default', { locale: 'en-US' }).valueText).toBe('1 of 3 visits');
  });

  it('formats each locale with its own formatter, however often the same numbers come back', () => {
    const text = (locale: string) => progressBarView(partly({}), 'default', { locale }).valueText;
    expect([text('en-US'), text('de-DE'), text('en-US'), text('de-DE')]).toEqual([
      '1.5 of 3',
      '1,5 of 3',
      '1.5 of 3',
      '1,5 of 3',
    ]);
  });

  it('a null progress entry (repaired by the decoder) follows the selection without a second report', () => {
    const bar = partly({ progress: [null, { completed: 1, total: 2 }] });
    const view = progressBarView(bar, 'default', { locale: 'en-US' });
    // currentProgress 1 with CURRENT: node 0 is reached by the selection.
    expect(fills(view)).toEqual([1, 0.5, 0]);
    expect(paths(view)).toEqual(['/progressBar/segments/progress']);
  });
});

describe('progressBarView: said once, never a grey check mark (issue 30, item 4)', () => {
  it('draws the icon on reached nodes only; the others show their step number', () => {
    const view = progressBarView({
      total: 3,
      currentProgress: 1,
      segments: {
        default: { position: 'RIGHT', icon: CHECK },
        progress: [
          { completed: 1, total: 1 },
          { completed: 1, total: 2 },
          { completed: 0, total: 1 },
        ],
      },
    });
    expect(view.nodes.map(({ marker, number, state }) => ({ marker, number, state }))).toEqual([
      { marker: 'icon', number: '1', state: 'reached' },
      { marker: 'number', number: '2', state: 'partial' },
      { marker: 'number', number: '3', state: 'empty' },
    ]);
  });

  it('marks nodes without an icon as fills (segmented) or dots (stepper)', () => {
    const segmented = progressBarView({
      total: 2,
      currentProgress: 1,
      segments: { default: { position: 'LEFT' } },
    });
    expect(segmented.nodes.map((node) => node.marker)).toEqual(['fill', 'fill']);
    const stepper = progressBarView({
      total: 2,
      currentProgress: 1,
      segments: { default: { position: 'FULL_WIDTH', separator: 'LINE' } },
    });
    expect(stepper.nodes.map((node) => node.marker)).toEqual(['dot', 'dot']);
  });

  it('writes step numbers in the digits of the locale', () => {
    const view = progressBarView(
      { total: 2, currentProgress: 0, segments: { default: { position: 'RIGHT', icon: CHECK } } },
      'default',
      { locale: 'ar-EG' },
    );
    expect(view.nodes.map((node) => node.number)).toEqual(['١', '٢']);
  });

  const redemptions = {
    total: 10,
    currentProgress: 7,
    labels: { default: { left: '7 of 10 purchases', right: '$5 each' } },
  };

  it('hides a label that the text beside the bar already says, and keeps it in the value text', () => {
    const view = progressBarView(redemptions, 'default', { shownText: '7 of 10 purchases rewarded' });
    expect(view.visibleLabels).toEqual({ left: false, right: true });
    expect(view.labels).toEqual({ left: '7 of 10 purchases', right: '$5 each' });
    expect(view.valueText).toBe('7 of 10 purchases, $5 each');
  });

  it('shows every label without shownText, or when the text says something else', () => {
    expect(progressBarView(redemptions).visibleLabels).toEqual({ left: true, right: true });
    expect(
      progressBarView(redemptions, 'default', { shownText: '3 more purchases for $5 each' }).visibleLabels,
    ).toEqual({ left: true, right: false });
    // Words must match whole and in order: "7 of 10 purchase" is not "7 of 10 purchases", "17 of 10" not "7 of 10".
    for (const shownText of ['17 of 10 purchases', '7 of 10 purchase', 'purchases 7 of 10', '']) {
      expect(progressBarView(redemptions, 'default', { shownText }).visibleLabels.left).toBe(true);
    }
  });

  it('ignores case and punctuation, and reads every text of a list', () => {
    const view = progressBarView(
      { total: 4, currentProgress: 2, labels: { default: { left: 'Step 3 of 4: Shop again' } } },
      'default',
      { shownText: [undefined, 'Earn $5.', 'STEP 3 OF 4 — shop again.'] },
    );
    expect(view.visibleLabels).toEqual({ left: false, right: false });
    expect(view.hasLabels).toBe(true);
  });
});
