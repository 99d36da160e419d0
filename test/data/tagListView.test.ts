import { tagListView } from '@offerkit/data';

describe('tagListView', () => {
  it('keeps tags in order with their text as written', () => {
    expect(tagListView(['New', ' Online ']).map((tag) => tag.text)).toEqual(['New', ' Online ']);
  });

  it('leaves out blank tags', () => {
    expect(tagListView(['', '  ', 'New', '\t']).map((tag) => tag.text)).toEqual(['New']);
  });

  it('gives repeated tags distinct keys', () => {
    const keys = tagListView(['New', 'New', 'Online', 'New']).map((tag) => tag.key);
    expect(new Set(keys).size).toBe(4);
    expect(keys).toEqual(['New\u00000', 'New\u00001', 'Online\u00000', 'New\u00002']);
  });

  it('is empty when there is nothing to draw', () => {
    expect(tagListView([])).toEqual([]);
    expect(tagListView([' '])).toEqual([]);
  });
});
