import { ConnectedOfferDetail } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { sandboxHandlers } from '@offerkit/sandbox';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';

const BASE_URL = 'http://sandbox.test/api/rewards';
// 70 offers: four pages at the service's default page size.
const handlers = sandboxHandlers({ baseUrl: BASE_URL, offerCount: 70 });
const { sandbox } = handlers;
const server = setupServer(...handlers);
const offerGets = () => sandbox.requests.filter((request) => request.route === 'offers');

function renderDetail(offerId: string) {
  const client = createRewardsClient({
    baseUrl: BASE_URL,
    organizationId: sandbox.organizationId,
    headers: { Authorization: `Bearer ${sandbox.token}` },
    retry: false,
  });
  return render(
    <OfferkitProvider
      client={client}
      userId={sandbox.newCustomerId}
      supportedComponents={SUPPORTED_COMPONENTS}
    >
      <ConnectedOfferDetail offerId={offerId} headingLevel={2} />
    </OfferkitProvider>,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => server.close());

describe('ConnectedOfferDetail opened directly (a deep link)', () => {
  it('announces loading, then shows an offer that sits on a later page', async () => {
    const last = sandbox.catalog.offers.at(-1);
    if (last === undefined) throw new Error('the sandbox catalog is empty');
    renderDetail(last.id);
    expect(screen.getByRole('status')).toHaveTextContent('Loading offer…');
    const detail = await screen.findByRole('article', { name: last.name });
    expect(within(detail).getByRole('heading', { level: 2, name: last.name })).toBeInTheDocument();
    expect(screen.queryByText('This offer is not available.')).toBeNull();
    expect(offerGets().length).toBeGreaterThan(1);
  });

  it('says the offer is not available once the list ended without it', async () => {
    renderDetail('ofr_not_in_this_list');
    expect(await screen.findByText('This offer is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with a retry button, which loads the offer', async () => {
    const first = sandbox.catalog.offers[0];
    if (first === undefined) throw new Error('the sandbox catalog is empty');
    sandbox.faults.add({ route: 'offers', fault: { status: 503 }, times: 1 });
    renderDetail(first.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This offer could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: first.name })).toBeInTheDocument();
  });
});
