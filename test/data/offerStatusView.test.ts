import { offerDetailView, offerStatusView } from '@offerkit/data';
import { makeOffer } from './fixtures.ts';

describe('offerStatusView', () => {
  it('reads Activated from detailTags (the contract’s signal), as the service wrote it', () => {
    expect(offerStatusView(makeOffer({}, { detailTags: ['Activated'] }))).toEqual({
      kind: 'activated',
      text: 'Activated',
    });
    expect(offerStatusView(makeOffer({}, { detailTags: ['Limited supply', ' ACTIVATED '] }))?.text).toBe(
      'ACTIVATED',
    );
  });

  it('reads it from list tags when the service puts it there', () => {
    expect(offerStatusView(makeOffer({}, { tags: ['Activated'] }))?.kind).toBe('activated');
  });

  it('is undefined otherwise: no tags, other tags, a word that merely contains it', () => {
    expect(offerStatusView(makeOffer())).toBeUndefined();
    expect(offerStatusView(makeOffer({}, { detailTags: ['In store', 'Deactivated', ''] }))).toBeUndefined();
  });

  it('is what the detail draws, without the tag it states', () => {
    const view = offerDetailView(makeOffer({}, { detailTags: ['Activated', 'Limited supply'] }));
    expect(view.status?.text).toBe('Activated');
    expect(view.tags.map((tag) => tag.text)).toEqual(['Limited supply']);
  });
});
