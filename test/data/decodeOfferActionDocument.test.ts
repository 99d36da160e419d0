import { decodeOfferActionDocument, RewardsDecodeError } from '@offerkit/data';
import { actionBody, rawCategory, rawOffer } from './fixtures.ts';

describe('decodeOfferActionDocument', () => {
  it('decodes the attribution and the included offer', () => {
    const document = decodeOfferActionDocument(actionBody('o1'));
    expect(document.diagnostics).toEqual([]);
    expect(document.attribution).toEqual({
      type: 'offerAttribution',
      id: 'attr-o1',
      attributes: { entityId: 'o1', eventCode: 'ACTIVATE', medium: 'CTA', eventDate: '2026-05-01T12:00:00Z' },
    });
    expect(document.offer?.id).toBe('o1');
    expect(document.offer?.attributes.components).toEqual({ detailTags: ['Activated'] });
  });

  it('joins included categories onto the offer', () => {
    const body = {
      ...actionBody('o1', 'BOOST'),
      included: [rawCategory('cat-food', 'Food'), rawOffer('o1')],
    };
    expect(decodeOfferActionDocument(body).offer?.categories.map((category) => category.id)).toEqual([
      'cat-food',
    ]);
  });

  it('has no offer without include=offer', () => {
    const document = decodeOfferActionDocument(actionBody('o1', 'BOOST', null));
    expect(document.offer).toBeUndefined();
    expect(document.diagnostics).toEqual([]);
  });

  it('keeps an unknown eventCode, reporting it', () => {
    const document = decodeOfferActionDocument(actionBody('o1', 'REDEEM'));
    expect(document.attribution.attributes.eventCode).toBe('REDEEM');
    expect(document.diagnostics).toEqual([
      {
        path: '/data/attributes/eventCode',
        reason: expect.stringContaining('"REDEEM"'),
        severity: 'tolerated',
      },
    ]);
  });

  it('drops a malformed included offer but keeps the attribution', () => {
    const document = decodeOfferActionDocument(
      actionBody('o1', 'ACTIVATE', { type: 'standardOffer', id: 'o1' }),
    );
    expect(document.offer).toBeUndefined();
    expect(document.attribution.id).toBe('attr-o1');
    expect(document.diagnostics.map((d) => d.path)).toEqual(['/included/0']);
  });

  it('leaves out an included offer with another id', () => {
    const document = decodeOfferActionDocument(actionBody('o1', 'ACTIVATE', rawOffer('o2')));
    expect(document.offer).toBeUndefined();
    expect(document.diagnostics).toEqual([
      { path: '/included', reason: expect.stringContaining('"o1"'), severity: 'tolerated' },
    ]);
  });

  it.each([
    ['no object', 'ok'],
    ['no data', { included: [] }],
    ['a list', { data: [] }],
    ['another resource type', { data: { type: 'user', id: 'u', attributes: {} } }],
    [
      'attributes without entityId',
      { data: { type: 'offerAttribution', id: 'a', attributes: { eventCode: 'BOOST' } } },
    ],
  ])('throws RewardsDecodeError for %s', (_case, json) => {
    expect(() => decodeOfferActionDocument(json)).toThrow(RewardsDecodeError);
  });
});
