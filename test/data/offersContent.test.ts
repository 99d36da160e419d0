import { INITIAL_OFFERS_FILTERS, offersContent } from '@offerkit/data';

const base = { online: true, status: 'success' as const, count: 3, filters: INITIAL_OFFERS_FILTERS };

describe('offersContent', () => {
  it('draws the list with its count once offers are loaded', () => {
    expect(offersContent(base)).toEqual({ content: 'list', filtered: false, hasData: true, showCount: true });
  });

  it('lets the list draw its own loading and error states, without a count', () => {
    expect(offersContent({ ...base, status: 'pending', count: 0 })).toEqual({
      content: 'list',
      filtered: false,
      hasData: false,
      showCount: false,
    });
    expect(offersContent({ ...base, status: 'error', count: 0 }).content).toBe('list');
  });

  it('shows the offline screen only when nothing is loaded; loaded offers stay when the network drops', () => {
    expect(offersContent({ ...base, online: false, status: 'pending', count: 0 }).content).toBe('offline');
    expect(offersContent({ ...base, online: false, status: 'error', count: 0 }).content).toBe('offline');
    expect(offersContent({ ...base, online: false })).toMatchObject({ content: 'list', hasData: true });
  });

  it('shows the empty state for an answer without offers, and says whether filters narrowed it', () => {
    expect(offersContent({ ...base, count: 0 })).toEqual({
      content: 'empty',
      filtered: false,
      hasData: true,
      showCount: false,
    });
    const filters = { ...INITIAL_OFFERS_FILTERS, channel: 'ONLINE' as const };
    expect(offersContent({ ...base, count: 0, filters })).toMatchObject({ content: 'empty', filtered: true });
    // The sort orders, it does not narrow.
    const sorted = { ...INITIAL_OFFERS_FILTERS, sort: 'newest' as const };
    expect(offersContent({ ...base, count: 0, filters: sorted }).filtered).toBe(false);
  });
});
