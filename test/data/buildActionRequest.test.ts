import { buildActionRequest, RewardsRequestError } from '@offerkit/data';
import { BASE, ORG, PREFIXED_BASE } from './fixtures.ts';

const plain = { baseUrl: BASE, organizationId: ORG };
const prefixed = { baseUrl: PREFIXED_BASE, organizationId: ORG };
const activate = '/v2/issuers/org-1/users/user-1/offers/o-1/activate';

describe('buildActionRequest', () => {
  it.each([
    ['a plain action', `${activate}?include=offer&supportedComponents=cta`],
    ['encoded slash and plus', `${activate}?include=offer&note=a%2Fb+c&supportedComponents=cta`],
    [
      'repeated parameters in odd order',
      `${activate}?supportedComponents=tags&include=offer&supportedComponents=cta&supportedComponents=tags`,
    ],
    [
      'lower-case and unusual escapes',
      `/v2/issuers/org-1/users/user%2d1/offers/o%2F1/activate?x=%7e&y=%E2%82%AC&z=&w`,
    ],
    ['literal brackets and an empty value', `${activate}?filter[a]=1&page%5Bsize%5D=2&=`],
    ['a fragment', `${activate}?include=offer#frag`],
  ])('passes %s through byte for byte', (_case, url) => {
    expect(buildActionRequest(plain, { url, method: 'POST' })).toEqual({
      method: 'POST',
      url: `${BASE}${url}`,
    });
    expect(buildActionRequest(prefixed, { url, method: 'POST' })).toEqual({
      method: 'POST',
      url: `${PREFIXED_BASE}${url}`,
    });
  });

  it('does not add the prefix twice when the path already carries it', () => {
    const url = `/api/rewards${activate}?include=offer`;
    expect(buildActionRequest(prefixed, { url, method: 'POST' }).url).toBe(`${BASE}${url}`);
    // Only a whole segment counts as the prefix.
    const lookalike = `/api/rewardsv2${activate}`;
    expect(buildActionRequest(prefixed, { url: lookalike, method: 'POST' }).url).toBe(
      `${PREFIXED_BASE}${lookalike}`,
    );
  });

  it('uses an absolute same-origin URL as is', () => {
    const url = `${BASE}${activate}?b=%2F&a=1+2&a=3`;
    expect(buildActionRequest(prefixed, { url, method: 'POST' })).toEqual({ method: 'POST', url });
    const upper = `HTTP://127.0.0.1:4010${activate}`;
    expect(buildActionRequest(plain, { url: upper, method: 'POST' }).url).toBe(upper);
  });

  it('keeps the method as named', () => {
    expect(buildActionRequest(plain, { url: activate, method: 'PUT' }).method).toBe('PUT');
  });

  it.each([
    ['another origin', `https://evil.example${activate}`, /origin/],
    ['another port', `http://127.0.0.1:9999${activate}`, /origin/],
    ['https instead of http', `https://127.0.0.1:4010${activate}`, /origin/],
    ['javascript:', 'javascript:alert(1)', /scheme "javascript:"/],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)', /scheme "javascript:"/],
    ['data:', 'data:text/html,<script>alert(1)</script>', /scheme "data:"/],
    ['protocol-relative', '//evil.example/x', /protocol-relative/],
    ['a backslash host', '/\\evil.example/x', /backslashes/],
    ['leading whitespace', ' javascript:alert(1)', /whitespace/],
    ['a tab inside', '/v2/\tissuers', /whitespace/],
    ['a relative path without slash', 'v2/issuers/x', /starting with "\/"/],
    ['a dot-dot segment', '/v2/../../admin', /"\." and "\.\."/],
    ['an encoded dot-dot segment', '/v2/%2E%2e/admin', /"\." and "\.\."/],
    ['credentials', 'http://user@127.0.0.1:4010/v2', /credentials/],
    ['an empty url', '', /no url/],
  ])('refuses %s', (_case, url, message) => {
    expect(() => buildActionRequest(prefixed, { url, method: 'POST' })).toThrow(RewardsRequestError);
    expect(() => buildActionRequest(prefixed, { url, method: 'POST' })).toThrow(message);
  });

  it('allows dots that are not whole segments, and dots in the query', () => {
    const url = '/v2/issuers/org.1/users/u..2/offers/.well/activate?next=../x';
    expect(buildActionRequest(plain, { url, method: 'POST' }).url).toBe(`${BASE}${url}`);
  });

  it('refuses a method that is not an HTTP token', () => {
    expect(() => buildActionRequest(plain, { url: activate, method: 'PO ST' })).toThrow(/not an HTTP method/);
    expect(() => buildActionRequest(plain, { url: activate, method: '' })).toThrow(RewardsRequestError);
  });
});
