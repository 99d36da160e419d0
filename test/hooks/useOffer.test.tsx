import type { RewardsClient } from '@offerkit/data';
import { sandboxHandlers } from '@offerkit/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithOfferkit, sandboxClient, setupSandbox } from './harness.tsx';
import { OfferList, OfferLookup } from './probes.tsx';

const harness = setupSandbox();

/** A bigger catalog on its own base URL: 70 offers are four pages at the service's default size of 20. */
const DEEP_BASE_URL = 'http://127.0.0.1:4599/api/deep';

function deepSandbox() {
  const handlers = sandboxHandlers({ baseUrl: DEEP_BASE_URL, offerCount: 70 });
  harness.server.use(...handlers);
  return { sandbox: handlers.sandbox, client: sandboxClient(handlers.sandbox, { baseUrl: DEEP_BASE_URL }) };
}

/** Every offer id of the user's list, in order, page by page as the service serves it. */
async function listIds(client: RewardsClient, userId: string): Promise<string[][]> {
  const pages: string[][] = [];
  let link: string | undefined;
  do {
    const page = await client.getOffers(userId, link === undefined ? {} : { pageLink: link });
    pages.push(page.offers.map((offer) => offer.id));
    link = page.links.next ?? undefined;
  } while (link !== undefined);
  return pages;
}

function status() {
  return screen.getByTestId('lookup-status').textContent;
}

describe('useOffer (deep link)', () => {
  it('reads pages until the offer shows up, one request per page', async () => {
    const { sandbox, client } = deepSandbox();
    const pages = await listIds(client, sandbox.newCustomerId);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const target = pages[2]?.[3] as string;
    harness.requests.length = 0;

    renderWithOfferkit(<OfferLookup offerId={target} />, { client, userId: sandbox.newCustomerId });
    expect(status()).toBe('pending');
    await waitFor(() => expect(status()).toBe('success'));
    const name = sandbox.catalog.offers.find((offer) => offer.id === target)?.name ?? '';
    expect(screen.getByRole('article', { name: 'lookup' })).toHaveTextContent(`detail: ${name}`);
    // Pages 1 to 3, and not the fourth.
    expect(harness.offerGets()).toHaveLength(3);
  });

  it('says not found once the list ended without the offer', async () => {
    const { sandbox, client } = deepSandbox();
    const pages = await listIds(client, sandbox.newCustomerId);
    harness.requests.length = 0;
    renderWithOfferkit(<OfferLookup offerId="ofr_does_not_exist" />, {
      client,
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(status()).toBe('not-found'));
    expect(harness.offerGets()).toHaveLength(pages.length);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops after maxPages pages', async () => {
    const { sandbox, client } = deepSandbox();
    const pages = await listIds(client, sandbox.newCustomerId);
    const last = pages.at(-1)?.[0] as string;
    harness.requests.length = 0;
    renderWithOfferkit(<OfferLookup offerId={last} maxPages={2} />, {
      client,
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(status()).toBe('not-found'));
    expect(harness.offerGets()).toHaveLength(2);
  });

  it('reports a failed page as an error, and retry loads it', async () => {
    const { sandbox } = harness;
    const target = sandbox.catalog.roles.activatable;
    // The client's own retries are off, so one failure reaches the hook.
    sandbox.faults.add({ route: 'offers', fault: { status: 503 }, times: 1 });
    renderWithOfferkit(<OfferLookup offerId={target} />, {
      client: sandboxClient(sandbox, { retry: false }),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(status()).toBe('error'));
    expect(screen.getByRole('alert')).toHaveTextContent('RewardsApiError');
    await userEvent.click(screen.getByRole('button', { name: 'retry lookup' }));
    await waitFor(() => expect(status()).toBe('success'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the offer from a loaded list without a request of its own', async () => {
    const { sandbox } = harness;
    const target = sandbox.catalog.roles.activatable;
    const list = <OfferList pageSize={100} />;
    const view = renderWithOfferkit(list, { client: sandboxClient(sandbox), userId: sandbox.newCustomerId });
    await waitFor(() => expect(screen.getByTestId('offers-status')).toHaveTextContent('success'));
    view.rerenderWith(
      {},
      <>
        {list}
        <OfferLookup offerId={target} />
      </>,
    );
    expect(status()).toBe('success');
    await waitFor(() => expect(status()).toBe('success'));
    expect(harness.offerGets().map((get) => get.url.searchParams.get('page[size]'))).toEqual(['100']);
  });
});
