/**
 * Issue 14, item 11 through the hooks: the host's sort and filters reach the URL `fetch` receives exactly,
 * and the next page is the service's `links.next` byte for byte (cursor with `+`, parameters the service
 * added), not a cursor re-encoded into a rebuilt query.
 */
import { createRewardsClient, type RewardsClient } from '@offerkit/data';
import {
  OfferkitProvider,
  type UseLocationsOptions,
  type UseOffersOptions,
  useLocations,
  useOffers,
} from '@offerkit/hooks';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ORG, USER } from '../data/fixtures.ts';

const ORIGIN = 'https://bank.example';
const PREFIX = '/api/rewards';
const OFFERS = `${PREFIX}/v2/issuers/${ORG}/users/${USER}/offers`;
const LOCATIONS = `${PREFIX}/v2/issuers/${ORG}/users/${USER}/locations`;

/** A client whose fetch records each URL and answers an empty page with the given `links.next`. */
function recordingClient(next: (url: string) => string | null): { client: RewardsClient; urls: string[] } {
  const urls: string[] = [];
  const client = createRewardsClient({
    baseUrl: `${ORIGIN}${PREFIX}`,
    organizationId: ORG,
    retry: false,
    fetch: async (input) => {
      const url = String(input);
      urls.push(url);
      const links = { self: url.slice(ORIGIN.length), prev: null, next: next(url) };
      return new Response(JSON.stringify({ data: [], included: [], links }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, urls };
}

/** Renders a list hook and expects its one request to be exactly `pathAndQuery` on the client's origin. */
async function expectFetchedExactly(useList: () => { status: string }, pathAndQuery: string) {
  const { client, urls } = recordingClient(() => null);
  const { result } = renderHook(useList, { wrapper: wrapper(client) });
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(urls).toEqual([`${ORIGIN}${pathAndQuery}`]);
}

/**
 * Renders a list hook whose first page links to `link`, loads the next page, and expects `fetch` to get
 * exactly `link` (on the client's origin) and the list to end there. Returns the hook's last result.
 */
async function expectNextPageFetchedAsLink(
  useList: () => { hasNextPage: boolean; fetchNextPage: () => unknown; error: unknown },
  link: string,
) {
  const { client, urls } = recordingClient(() => (urls.length === 1 ? link : null));
  const { result } = renderHook(useList, { wrapper: wrapper(client) });
  await waitFor(() => expect(result.current.hasNextPage).toBe(true));
  act(() => void result.current.fetchNextPage());
  await waitFor(() => expect(urls).toHaveLength(2));
  expect(urls[1]).toBe(`${ORIGIN}${link}`);
  await waitFor(() => expect(result.current.hasNextPage).toBe(false));
  return result.current;
}

function wrapper(client: RewardsClient) {
  const queryClient = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <OfferkitProvider client={client} userId={USER} supportedComponents={['cta']} queryClient={queryClient}>
      {children}
    </OfferkitProvider>
  );
}

describe('useOffers: the host parameters reach fetch exactly', () => {
  it.each<[string, UseOffersOptions, string]>([
    ['no parameters (categories included by default)', {}, 'supportedComponents=cta&include=categories'],
    [
      'filter[category] with &',
      { category: 'Food & Beverage' },
      'supportedComponents=cta&filter[category]=Food%20%26%20Beverage&include=categories',
    ],
    [
      'repeated filter[purchaseChannel] and filter[isTargeted]',
      { purchaseChannel: ['ONLINE', 'INSTORE'], isTargeted: false },
      'supportedComponents=cta&filter[purchaseChannel]=ONLINE&filter[purchaseChannel]=INSTORE&filter[isTargeted]=false&include=categories',
    ],
    [
      'search, sort and page size',
      { search: 'café', sort: '-expirationDate', pageSize: 7 },
      'supportedComponents=cta&filter[search]=caf%C3%A9&sort=-expirationDate&include=categories&page[size]=7',
    ],
    ['no include', { include: [] }, 'supportedComponents=cta'],
  ])('%s', (_case, params, query) => expectFetchedExactly(() => useOffers(params), `${OFFERS}?${query}`));

  it('requests the next page as links.next, byte for byte (page[before] and extra parameters kept)', async () => {
    const link = `${OFFERS}?supportedComponents=cta&filter[category]=Food%20%26%20Beverage&include=categories&page[size]=2&page[after]=eyJpZCI6Im8yIn0+/x==&page[before]=&trace=a+b`;
    const last = await expectNextPageFetchedAsLink(
      () => useOffers({ category: 'Food & Beverage', pageSize: 2 }),
      link,
    );
    expect(last.error).toBeNull();
  });
});

describe('useLocations: the host parameters reach fetch exactly', () => {
  it.each<[string, UseLocationsOptions, string]>([
    ['no parameters', {}, 'supportedComponents=cta&include=offers,categories'],
    [
      'a radius search with narrowing filters and sort',
      {
        latitude: 40.7,
        longitude: -74,
        radius: 5,
        city: 'New York',
        zipCode: '10001',
        state: 'NY',
        sort: '-locationName',
      },
      'supportedComponents=cta&include=offers,categories&filter[latitude]=40.7&filter[longitude]=-74&filter[radius]=5' +
        '&filter[city]=New%20York&filter[zipCode]=10001&filter[state]=NY&sort=-locationName',
    ],
    [
      'name, category with & and page size',
      { name: 'Café & Co', category: 'Food & Beverage', pageSize: 3 },
      'supportedComponents=cta&include=offers,categories&filter[name]=Caf%C3%A9%20%26%20Co' +
        '&filter[category]=Food%20%26%20Beverage&page[size]=3',
    ],
  ])('%s', (_case, params, query) =>
    expectFetchedExactly(() => useLocations(params), `${LOCATIONS}?${query}`),
  );

  it('requests the next page as links.next, byte for byte', async () => {
    const link = `${LOCATIONS}?supportedComponents=cta&include=offers,categories&filter[city]=Austin&page[after]=a+b%3D`;
    const last = await expectNextPageFetchedAsLink(() => useLocations({ city: 'Austin' }), link);
    expect(last.error).toBeNull();
  });
});
