/**
 * Issue 14, item 3: one malformed entry inside an array-valued component (a progress entry, a segment
 * configuration field, a node label, a tag) costs only that entry — dropped or repaired in place and
 * reported with its JSON pointer — never the whole component.
 */
import { decodeLocationsDocument, decodeOffersDocument, type ProgressBar } from '@offerkit/data';
import { rawOffer } from './fixtures.ts';

const CHECK = '<svg viewBox="0 0 16 16"><path d="M2 8l4 4 8-8"/></svg>';
const BAR = '/data/0/attributes/components/progressBar';

/** The raw progress bar, typed just enough for the tests to break one value at a time. */
interface RawBar {
  [key: string]: unknown;
  labels: { default: Record<string, unknown>; details?: Record<string, unknown> };
  segments: {
    [key: string]: unknown;
    default: Record<string, unknown> & { labels: unknown[] };
    progress: unknown[];
  };
}

/** A valid four-step punch card with node labels on both layouts. */
function punchCard(): RawBar {
  return {
    total: 4,
    currentProgress: 2,
    labels: { default: { left: '2 of 4 visits', right: '2 to go' }, details: { right: 'Two more visits' } },
    segments: {
      default: {
        position: 'FULL_WIDTH',
        selection: 'CURRENT',
        icon: CHECK,
        labels: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }, { title: 'Four' }],
      },
      details: { position: 'FULL_WIDTH', separator: 'LINE', icon: CHECK },
      progress: [
        { completed: 1, total: 1 },
        { completed: 1, total: 1 },
        { completed: 1, total: 2 },
        { completed: 0, total: 1 },
      ],
    },
  };
}

function decodeBar(edit: (bar: RawBar) => void) {
  const bar = punchCard();
  edit(bar);
  const { offers, diagnostics } = decodeOffersDocument({
    data: [rawOffer('o1', { components: { progressBar: bar } })],
  });
  return { bar: offers[0]?.attributes.components?.progressBar, diagnostics };
}

const expected = punchCard() as unknown as ProgressBar;

describe('progressBar: one bad nested value costs only itself', () => {
  it('decodes the valid punch card whole, with no diagnostic (control)', () => {
    expect(decodeBar(() => {})).toEqual({ bar: expected, diagnostics: [] });
  });

  it.each<[string, (bar: RawBar) => void, string, (bar: ProgressBar) => void]>([
    [
      'a progress entry with a string count',
      (bar) => {
        bar.segments.progress[2] = { completed: 'one', total: 2 };
      },
      `${BAR}/segments/progress/2`,
      (bar) => {
        // Replaced in place: node 3 keeps its own entry, node 2 follows the selection.
        expect(bar.segments?.progress).toEqual([
          { completed: 1, total: 1 },
          { completed: 1, total: 1 },
          null,
          { completed: 0, total: 1 },
        ]);
      },
    ],
    [
      'a progress entry that is not an object',
      (bar) => {
        bar.segments.progress[0] = 'full';
      },
      `${BAR}/segments/progress/0`,
      (bar) => {
        expect(bar.segments?.progress?.[0]).toBeNull();
        expect(bar.segments?.progress?.slice(1)).toEqual(expected.segments?.progress?.slice(1));
      },
    ],
    [
      'a node label that is not an object',
      (bar) => {
        bar.segments.default.labels[1] = 42;
      },
      `${BAR}/segments/default/labels/1`,
      (bar) => {
        expect(bar.segments?.default.labels).toEqual([
          { title: 'One' },
          {},
          { title: 'Three' },
          { title: 'Four' },
        ]);
      },
    ],
    [
      'a node title that is not a string',
      (bar) => {
        bar.segments.default.labels[3] = { title: ['Four'], description: 'Last visit' };
      },
      `${BAR}/segments/default/labels/3/title`,
      (bar) => {
        expect(bar.segments?.default.labels?.[3]).toEqual({ description: 'Last visit' });
        expect(bar.segments?.default.labels?.[2]).toEqual({ title: 'Three' });
      },
    ],
    [
      'a segment icon that is not a string',
      (bar) => {
        bar.segments.default.icon = { svg: CHECK };
      },
      `${BAR}/segments/default/icon`,
      (bar) => {
        expect(bar.segments?.default).not.toHaveProperty('icon');
        expect(bar.segments?.default.labels).toHaveLength(4);
        expect(bar.segments?.progress).toEqual(expected.segments?.progress);
      },
    ],
    [
      'a details configuration without a position',
      (bar) => {
        bar.segments.details = { separator: 'LINE' };
      },
      `${BAR}/segments/details`,
      (bar) => {
        expect(bar.segments).not.toHaveProperty('details');
        expect(bar.segments?.default).toEqual(expected.segments?.default);
      },
    ],
    [
      'a label text that is not a string',
      (bar) => {
        bar.labels.default.right = 2;
      },
      `${BAR}/labels/default/right`,
      (bar) => {
        expect(bar.labels).toEqual({
          default: { left: '2 of 4 visits' },
          details: { right: 'Two more visits' },
        });
      },
    ],
    [
      'a deprecated label that is not a string',
      (bar) => {
        bar.label = { text: 'x' };
      },
      `${BAR}/label`,
      (bar) => {
        expect(bar).not.toHaveProperty('label');
        expect(bar.segments).toEqual(expected.segments);
      },
    ],
    [
      'a progress list that is not an array',
      (bar) => {
        bar.segments.progress = { 0: { completed: 1, total: 1 } } as unknown as unknown[];
      },
      `${BAR}/segments/progress`,
      (bar) => {
        expect(bar.segments).not.toHaveProperty('progress');
        expect(bar.segments?.default).toEqual(expected.segments?.default);
      },
    ],
  ])('%s: repaired in place, reported, the rest kept', (_case, edit, path, check) => {
    const { bar, diagnostics } = decodeBar(edit);
    expect(bar).toBeDefined();
    expect(bar?.total).toBe(4);
    expect(bar?.currentProgress).toBe(2);
    check(bar as ProgressBar);
    expect(diagnostics).toEqual([{ path, reason: expect.any(String), severity: 'dropped' }]);
    expect(diagnostics[0]?.reason).toMatch(/^(Dropped|Replaced)/);
  });

  it('keeps a null progress entry as null (its node follows the selection) without a report', () => {
    const { bar, diagnostics } = decodeBar((raw) => {
      raw.segments.progress[1] = null;
    });
    expect(bar?.segments?.progress?.[1]).toBeNull();
    expect(diagnostics).toEqual([]);
  });

  it('several broken entries: each reported at its own pointer', () => {
    const { bar, diagnostics } = decodeBar((raw) => {
      raw.segments.progress[0] = { completed: 1 };
      raw.segments.progress[3] = [];
      raw.segments.default.labels[2] = null;
    });
    expect(bar?.segments?.progress).toEqual([
      null,
      { completed: 1, total: 1 },
      { completed: 1, total: 2 },
      null,
    ]);
    expect(bar?.segments?.default.labels?.[2]).toEqual({});
    expect(diagnostics.map((d) => d.path)).toEqual([
      `${BAR}/segments/default/labels/2`,
      `${BAR}/segments/progress/0`,
      `${BAR}/segments/progress/3`,
    ]);
  });

  it('drops the segments (the bar draws continuous) only when their default configuration is unusable', () => {
    const { bar, diagnostics } = decodeBar((raw) => {
      raw.segments.default = { icon: CHECK, labels: [] };
    });
    expect(bar).toEqual({ total: 4, currentProgress: 2, labels: expected.labels });
    // The configuration has no position to point at: the drop names the configuration itself.
    expect(diagnostics.map((d) => d.path)).toEqual([`${BAR}/segments/default`, `${BAR}/segments`]);
  });
});

describe('other array-valued members: a bad entry is dropped alone', () => {
  it.each([
    ['tags', { components: { tags: ['New', 7, 'Online'] } }, '/data/0/attributes/components/tags/1'],
    [
      'detailTags',
      { components: { detailTags: [null, 'In store'] } },
      '/data/0/attributes/components/detailTags/0',
    ],
    [
      'purchaseChannel',
      { purchaseChannel: ['INSTORE', { x: 1 }, 'ONLINE'] },
      '/data/0/attributes/purchaseChannel/1',
    ],
  ])('%s', (key, extra, path) => {
    const { offers, diagnostics } = decodeOffersDocument({ data: [rawOffer('o1', extra)] });
    const attributes = offers[0]?.attributes as unknown as Record<string, unknown> & {
      components: Record<string, unknown>;
    };
    const kept = key === 'purchaseChannel' ? attributes.purchaseChannel : attributes.components[key];
    const wanted = {
      tags: ['New', 'Online'],
      detailTags: ['In store'],
      purchaseChannel: ['INSTORE', 'ONLINE'],
    };
    expect(kept).toEqual(wanted[key as keyof typeof wanted]);
    expect(diagnostics).toEqual([
      { path, reason: expect.stringContaining(`Dropped an entry of ${key}`), severity: 'dropped' },
    ]);
  });

  it('location opening hours and partner ids', () => {
    const location = {
      type: 'location',
      id: 'l1',
      attributes: {
        name: 'Main St',
        operationHours: {
          periods: [{ open: { day: 1, time: '0900' } }, { open: { day: 'Tuesday', time: '0900' } }],
          weekdayText: ['Monday: 9:00 AM – 5:00 PM', 5],
        },
        partnerIds: [{ type: 'visa', id: 'v1' }, { type: 'mc' }],
      },
    };
    const { locations, diagnostics } = decodeLocationsDocument({ data: [location] });
    expect(locations[0]?.attributes.operationHours).toEqual({
      periods: [{ open: { day: 1, time: '0900' } }],
      weekdayText: ['Monday: 9:00 AM – 5:00 PM'],
    });
    expect(locations[0]?.attributes.partnerIds).toEqual([{ type: 'visa', id: 'v1' }]);
    expect(diagnostics.map((d) => d.path)).toEqual([
      '/data/0/attributes/operationHours/periods/1',
      '/data/0/attributes/operationHours/weekdayText/1',
      '/data/0/attributes/partnerIds/1',
    ]);
  });
});
