import { offerTextView } from '@offerkit/data';
import { makeOffer } from './fixtures.ts';

describe('offerTextView', () => {
  const full = makeOffer(
    { name: 'Coffee House', description: 'Plain description' },
    { shortDescription: 'Short', longDescription: 'Long', tags: ['List tag'], detailTags: ['Activated'] },
  );

  it('uses the short description and tags in lists', () => {
    expect(offerTextView(full, 'list')).toEqual({
      title: 'Coffee House',
      description: 'Short',
      tags: ['List tag'],
    });
  });

  it('uses the long description and detail tags on detail pages', () => {
    expect(offerTextView(full, 'detail')).toEqual({
      title: 'Coffee House',
      description: 'Long',
      tags: ['Activated'],
    });
  });

  it('falls back between short and long, then to description', () => {
    const longOnly = makeOffer({ description: 'D' }, { longDescription: 'Long' });
    expect(offerTextView(longOnly, 'list').description).toBe('Long');
    const shortOnly = makeOffer({ description: 'D' }, { shortDescription: 'Short' });
    expect(offerTextView(shortOnly, 'detail').description).toBe('Short');
    const plain = makeOffer({ description: 'D' }, {});
    expect(offerTextView(plain, 'list').description).toBe('D');
    expect(offerTextView(plain, 'detail').description).toBe('D');
  });

  it('keeps the name, which carries the folded state, when no description exists', () => {
    const folded = makeOffer({ name: 'Coffee House – tap to activate' });
    expect(offerTextView(folded, 'list')).toEqual({ title: 'Coffee House – tap to activate', tags: [] });
  });

  it('falls back to tags on detail pages but never to detailTags in lists', () => {
    const tagsOnly = makeOffer({}, { tags: ['Limited supply'] });
    expect(offerTextView(tagsOnly, 'detail').tags).toEqual(['Limited supply']);
    const detailOnly = makeOffer({}, { detailTags: ['Activated'] });
    expect(offerTextView(detailOnly, 'list').tags).toEqual([]);
  });

  it('keeps an empty detailTags array instead of falling back, and drops blank tags', () => {
    expect(offerTextView(makeOffer({}, { tags: ['A'], detailTags: [] }), 'detail').tags).toEqual([]);
    expect(offerTextView(makeOffer({}, { tags: ['A', '', ' '] }), 'list').tags).toEqual(['A']);
  });

  it('treats blank descriptions as absent', () => {
    expect(offerTextView(makeOffer({ description: 'D' }, { shortDescription: '' }), 'list').description).toBe(
      'D',
    );
  });
});
