import { buildOffersRequest, pageCursor } from '@offerkit/data';
import { BASE, ORG, USER } from './fixtures.ts';

describe('pageCursor', () => {
  it('reads page[after] and page[before] from links', () => {
    const link = '/v2/issuers/o/users/u/offers?page[size]=3&page[after]=abc%3D%3D&page[before]=zz';
    expect(pageCursor(link, 'after')).toBe('abc==');
    expect(pageCursor(link, 'before')).toBe('zz');
  });

  it('reads percent-encoded brackets and absolute links', () => {
    expect(pageCursor('https://api.example/x?page%5Bafter%5D=c%2B1', 'after')).toBe('c+1');
    expect(pageCursor('/x?page[after]=c1#top', 'after')).toBe('c1');
  });

  it('gives undefined at the ends and without a cursor', () => {
    expect(pageCursor(null, 'after')).toBeUndefined();
    expect(pageCursor(undefined, 'before')).toBeUndefined();
    expect(pageCursor('/x', 'after')).toBeUndefined();
    expect(pageCursor('/x?page[size]=3', 'after')).toBeUndefined();
    expect(pageCursor('/x?page[after]=', 'after')).toBeUndefined();
  });

  it('round-trips through buildOffersRequest', () => {
    const cursor = 'eyJpZCI6IjEyIn0=/+';
    const { url } = buildOffersRequest({ baseUrl: BASE, organizationId: ORG }, USER, { after: cursor });
    expect(pageCursor(url, 'after')).toBe(cursor);
    expect(url).toBe(`${BASE}/v2/issuers/${ORG}/users/${USER}/offers?page[after]=eyJpZCI6IjEyIn0%3D%2F%2B`);
  });
});
