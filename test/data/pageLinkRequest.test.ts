/**
 * Issue 14, item 5: the next page is `links.next` sent back exactly as given — cursor, page size, filters
 * and components keep their bytes and order — and only when it names the same list under the base URL.
 */
import {
  buildLocationsRequest,
  buildOffersRequest,
  createRewardsClient,
  pageCursor,
  RewardsRequestError,
} from '@offerkit/data';
import { BASE, ORG, offersPage, PREFIXED_BASE, USER } from './fixtures.ts';

const plain = { baseUrl: BASE, organizationId: ORG };
const prefixed = { baseUrl: PREFIXED_BASE, organizationId: ORG };
const offersPath = `/v2/issuers/${ORG}/users/${USER}/offers`;
const locationsPath = `/v2/issuers/${ORG}/users/${USER}/locations`;

describe('pageLink: links.next sent back byte for byte', () => {
  it.each([
    ['a cursor with + and =', `${offersPath}?page[size]=3&page[after]=eyJpZCI6IjEyIn0+/a==`],
    ['an encoded cursor', `${offersPath}?page%5Bsize%5D=3&page%5Bafter%5D=abc%3D%3D%2B`],
    [
      'filters and components in the service order',
      `${offersPath}?supportedComponents=cta&filter[category]=Food%20%26%20Beverage&filter[purchaseChannel]=ONLINE&filter[purchaseChannel]=INSTORE&sort=-startDate&include=categories&page[after]=c1`,
    ],
    ['a previous-page link', `${offersPath}?filter[search]=caf%C3%A9+bar&page[before]=z_9-`],
    ['a parameter this version does not know', `${offersPath}?page[after]=c1&experiment=b%2Fc`],
  ])('offers: %s', (_case, link) => {
    expect(buildOffersRequest(plain, USER, { pageLink: link })).toEqual({
      method: 'GET',
      url: `${BASE}${link}`,
    });
    expect(buildOffersRequest(prefixed, USER, { pageLink: link })).toEqual({
      method: 'GET',
      url: `${PREFIXED_BASE}${link}`,
    });
    // A link that already carries the prefix (the sandbox writes its base path) is not prefixed twice.
    expect(buildOffersRequest(prefixed, USER, { pageLink: `/api/rewards${link}` }).url).toBe(
      `${PREFIXED_BASE}${link}`,
    );
  });

  it('locations: the link is sent as given, other query members are not rebuilt', () => {
    const link = `${locationsPath}?include=offers,categories&filter[latitude]=40.7&filter[longitude]=-74&filter[radius]=5&page[after]=a+b`;
    const request = buildLocationsRequest(prefixed, USER, { pageLink: link, city: 'Ignored', pageSize: 99 });
    expect(request).toEqual({ method: 'GET', url: `${PREFIXED_BASE}${link}` });
  });

  it('an absolute link on the base origin and under the prefix is used as is', () => {
    const link = `${PREFIXED_BASE}${offersPath}?page[after]=x%2By+z`;
    expect(buildOffersRequest(prefixed, USER, { pageLink: link }).url).toBe(link);
  });

  it.each([
    ['another origin', `https://evil.example${offersPath}?page[after]=c1`, /origin https:\/\/evil\.example/],
    ['another path on the origin', '/account/transfer?page[after]=c1', /not a page of this offers list/],
    ['an absolute link outside the prefix', `${BASE}${offersPath}?page[after]=c1`, /outside the base path/],
    ['another resource', `${locationsPath}?page[after]=c1`, /not a page of this offers list/],
    ['another user', `/v2/issuers/${ORG}/users/user-2/offers?page[after]=c1`, /user "user-2"/],
    ['another organization', `/v2/issuers/org-2/users/${USER}/offers?page[after]=c1`, /organization "org-2"/],
    ['an offer action', `${offersPath}/o-1/activate?include=offer`, /not a page of this offers list/],
    ['a prefix escape', `/api/rewards/../admin${offersPath}?page[after]=c1`, /"\." and "\.\."/],
    ['an encoded prefix escape', `/api/rewards/%2E%2E/admin?page[after]=c1`, /"\." and "\.\."/],
    ['an encoded slash', `/v2/issuers/${ORG}/users/${USER}%2Foffers?page[after]=c1`, /encoded slash/],
    ['a double slash', `/v2/issuers/${ORG}//users/${USER}/offers?page[after]=c1`, /empty path segment/],
    ['protocol-relative', `//evil.example${offersPath}?page[after]=c1`, /protocol-relative/],
    ['javascript:', 'javascript:alert(1)', /scheme "javascript:"/],
    ['a backslash', `/\\evil.example${offersPath}?page[after]=c1`, /backslashes/],
    ['no query', offersPath, /no query/],
    ['an empty link', '', /empty/],
  ])('refuses %s', (_case, link, message) => {
    expect(() => buildOffersRequest(prefixed, USER, { pageLink: link })).toThrow(RewardsRequestError);
    expect(() => buildOffersRequest(prefixed, USER, { pageLink: link })).toThrow(message);
  });

  it('the client sends the link exactly as given, and nothing for a refused one', async () => {
    const sent: string[] = [];
    const client = createRewardsClient({
      ...prefixed,
      fetch: async (input) => {
        sent.push(String(input));
        return new Response(JSON.stringify(offersPage([])), { status: 200 });
      },
    });
    const link = `/api/rewards${offersPath}?supportedComponents=cta&page[size]=2&page[after]=ab+c%3D`;
    await client.getOffers(USER, { pageLink: link, pageSize: 50 });
    expect(sent).toEqual([`${BASE}${link}`]);
    await expect(
      client.getOffers(USER, { pageLink: `https://evil.example${offersPath}?page[after]=c1` }),
    ).rejects.toBeInstanceOf(RewardsRequestError);
    expect(sent).toHaveLength(1);
  });
});

describe('pageCursor: the cursor as written', () => {
  it('keeps a literal + (form decoding would turn it into a space)', () => {
    expect(pageCursor(`${offersPath}?page[after]=ab+c==&page[size]=3`, 'after')).toBe('ab+c==');
    expect(pageCursor(`${offersPath}?page[before]=a+b%2Bc`, 'before')).toBe('a+b+c');
  });

  it('reads the first cursor among repeated and unrelated parameters', () => {
    expect(pageCursor('/x?page[afterx]=no&page[after]=yes&page[after]=again', 'after')).toBe('yes');
    expect(pageCursor('/x?page[after]', 'after')).toBeUndefined();
    expect(pageCursor('/x?page[after]=%E0%A4%A', 'after')).toBe('%E0%A4%A');
  });
});
