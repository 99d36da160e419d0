import { buildActionRequest, RewardsRequestError } from '@offerkit/data';
import { BASE, ORG, PREFIXED_BASE, USER } from './fixtures.ts';

const plain = { baseUrl: BASE, organizationId: ORG };
const prefixed = { baseUrl: PREFIXED_BASE, organizationId: ORG };
const OFFER = 'o-1';
const activate = `/v2/issuers/${ORG}/users/${USER}/offers/${OFFER}/activate`;
const boost = `/v2/issuers/${ORG}/users/${USER}/offers/${OFFER}/boost`;

/** The bank's own origin behind a path prefix: the case of issue 14. */
const bank = { baseUrl: 'https://bank.example/api/rewards', organizationId: ORG };
const bankAction = (url: string, method = 'POST') => buildActionRequest(bank, USER, OFFER, { url, method });

describe('buildActionRequest: the accepted action, byte for byte', () => {
  it.each([
    ['a plain action', `${activate}?include=offer&supportedComponents=cta`],
    ['a boost', `${boost}?include=offer&supportedComponents=cta&supportedComponents=logoFlare`],
    ['encoded slash and plus in the query', `${activate}?include=offer&note=a%2Fb+c&supportedComponents=cta`],
    [
      'repeated parameters in odd order',
      `${activate}?supportedComponents=tags&include=offer&supportedComponents=cta&supportedComponents=tags`,
    ],
    [
      'lower-case and unusual escapes (ids compared decoded, sent as written)',
      `/v2/issuers/org-1/users/user%2d1/offers/o%2D1/activate?x=%7e&y=%E2%82%AC&z=&w`,
    ],
    ['literal brackets and an empty value', `${activate}?filter[a]=1&page%5Bsize%5D=2&=`],
    ['a fragment', `${activate}?include=offer#frag`],
    ['dots in the query', `${activate}?include=offer&next=../x&y=%2e%2e`],
  ])('passes %s through byte for byte', (_case, url) => {
    expect(buildActionRequest(plain, USER, OFFER, { url, method: 'POST' })).toEqual({
      method: 'POST',
      url: `${BASE}${url}`,
    });
    expect(buildActionRequest(prefixed, USER, OFFER, { url, method: 'POST' })).toEqual({
      method: 'POST',
      url: `${PREFIXED_BASE}${url}`,
    });
  });

  it('accepts the contract action on the bank origin, exactly as given', () => {
    const url = `${activate}?include=offer&supportedComponents=cta&supportedComponents=progressBar`;
    expect(bankAction(url)).toEqual({ method: 'POST', url: `https://bank.example/api/rewards${url}` });
    const absolute = `https://bank.example/api/rewards${boost}?supportedComponents=cta&include=offer&a=1+2&b=%2F`;
    expect(bankAction(absolute)).toEqual({ method: 'POST', url: absolute });
  });

  it('does not add the prefix twice when the path already carries it', () => {
    const url = `/api/rewards${activate}?include=offer`;
    expect(buildActionRequest(prefixed, USER, OFFER, { url, method: 'POST' }).url).toBe(`${BASE}${url}`);
  });

  it('uses an absolute URL on the base origin and under its prefix as is', () => {
    const url = `${PREFIXED_BASE}${activate}?b=%2F&a=1+2&a=3`;
    expect(buildActionRequest(prefixed, USER, OFFER, { url, method: 'POST' })).toEqual({
      method: 'POST',
      url,
    });
    const upper = `HTTP://127.0.0.1:4010${activate}?include=offer`;
    expect(buildActionRequest(plain, USER, OFFER, { url: upper, method: 'POST' }).url).toBe(upper);
  });

  it('takes the method POST in any case', () => {
    expect(bankAction(`${activate}?include=offer`, 'post').method).toBe('POST');
  });

  it('finds the action for a base prefix that looks like the contract path (/v2)', () => {
    const v2 = { baseUrl: `${BASE}/v2`, organizationId: ORG };
    const url = `${activate}?include=offer`;
    expect(buildActionRequest(v2, USER, OFFER, { url, method: 'POST' }).url).toBe(`${BASE}/v2${url}`);
    expect(buildActionRequest(v2, USER, OFFER, { url: `/v2${url}`, method: 'POST' }).url).toBe(
      `${BASE}/v2${url}`,
    );
  });
});

describe('buildActionRequest: refused before any request, saying why', () => {
  const query = '?include=offer&supportedComponents=cta';
  it.each([
    // Issue 14: the bank's own routes.
    [
      'another path on the same origin (absolute)',
      'https://bank.example/transfers/confirm',
      /outside the base path \/api\/rewards/,
    ],
    [
      'another path on the same origin (path)',
      '/transfers/confirm?to=evil&amount=100',
      /not an offer action/,
    ],
    [
      'the contract path without the prefix (absolute)',
      `https://bank.example${activate}${query}`,
      /outside the base path/,
    ],
    ['a look-alike prefix', `https://bank.example/api/rewardsx${activate}${query}`, /outside the base path/],
    ['a prefix escape with ..', `/api/rewards/../transfers/confirm${query}`, /"\." and "\.\."/],
    ['a prefix escape with encoded ..', `/api/rewards/%2e%2E/transfers/confirm${query}`, /"\." and "\.\."/],
    ['a prefix escape with an encoded slash', `/api/rewards%2F..%2Ftransfers${query}`, /encoded slash/],
    [
      'an encoded slash in an id',
      `/v2/issuers/${ORG}/users/${USER}/offers/o%2f1/activate${query}`,
      /encoded slash/,
    ],
    [
      'an encoded backslash',
      `/v2/issuers/${ORG}/users/${USER}%5c/offers/${OFFER}/activate${query}`,
      /encoded slash or backslash/,
    ],
    [
      'a double slash in the path',
      `/v2//issuers/${ORG}/users/${USER}/offers/${OFFER}/activate${query}`,
      /empty path segment/,
    ],
    ['a trailing slash', `${activate}/${query}`, /not an offer action/],
    [
      'another user',
      `/v2/issuers/${ORG}/users/user-2/offers/${OFFER}/activate${query}`,
      /acts for user "user-2", but the action is run for user "user-1"/,
    ],
    [
      'another user, percent-encoded',
      `/v2/issuers/${ORG}/users/user%2d2/offers/${OFFER}/activate${query}`,
      /acts for user/,
    ],
    [
      'another organization',
      `/v2/issuers/org-2/users/${USER}/offers/${OFFER}/activate${query}`,
      /organization "org-2"/,
    ],
    [
      'another offer',
      `/v2/issuers/${ORG}/users/${USER}/offers/o-2/activate${query}`,
      /offer "o-2", not for offer "o-1"/,
    ],
    [
      'another verb',
      `/v2/issuers/${ORG}/users/${USER}/offers/${OFFER}/deactivate${query}`,
      /"deactivate" is not an offer action/,
    ],
    ['an extra segment', `${activate}/confirm${query}`, /not an offer action/],
    ['the user resource itself', `/v2/issuers/${ORG}/users/${USER}${query}`, /not an offer action/],
    ['no query', activate, /no query/],
    ['an empty query', `${activate}?`, /no query/],
    [
      'another origin',
      `https://evil.example/api/rewards${activate}${query}`,
      /origin https:\/\/evil\.example/,
    ],
    ['http instead of https', `http://bank.example/api/rewards${activate}${query}`, /origin/],
    ['another port', `https://bank.example:8443/api/rewards${activate}${query}`, /origin/],
    ['javascript:', 'javascript:alert(1)', /scheme "javascript:"/],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)', /scheme "javascript:"/],
    ['data:', 'data:text/html,<script>alert(1)</script>', /scheme "data:"/],
    ['an absolute URL without //', `https:bank.example/api/rewards${activate}${query}`, /http\(s\):\/\/host/],
    ['protocol-relative', `//evil.example${activate}${query}`, /protocol-relative/],
    ['a backslash host', `/\\evil.example${activate}`, /backslashes/],
    ['leading whitespace', ' javascript:alert(1)', /whitespace/],
    ['a tab inside', '/v2/\tissuers', /whitespace/],
    ['a relative path without slash', `v2/issuers/${ORG}`, /starting with "\/"/],
    ['credentials', `https://user@bank.example/api/rewards${activate}${query}`, /credentials/],
    ['an empty url', '', /no url/],
  ])('refuses %s', (_case, url, message) => {
    expect(() => bankAction(url)).toThrow(RewardsRequestError);
    expect(() => bankAction(url)).toThrow(message);
    // Every refusal says that nothing was sent and what to check.
    if (url !== '')
      expect(() => bankAction(url)).toThrow(/Nothing was sent: .*check the (action url|offer data)/);
  });

  it.each([
    ['GET', /method "GET".*POST/],
    ['PUT', /method "PUT"/],
    ['DELETE', /method "DELETE"/],
    ['a method with a space', /method/],
    ['', /method/],
  ])('refuses the method %s', (method, message) => {
    expect(() => bankAction(`${activate}?include=offer`, method)).toThrow(RewardsRequestError);
    expect(() => bankAction(`${activate}?include=offer`, method)).toThrow(message);
  });

  it('refuses an empty user or offer id instead of matching it', () => {
    const action = { url: `${activate}?include=offer`, method: 'POST' };
    expect(() => buildActionRequest(bank, '', OFFER, action)).toThrow(/userId/);
    expect(() => buildActionRequest(bank, USER, '', action)).toThrow(/offerId/);
  });
});
