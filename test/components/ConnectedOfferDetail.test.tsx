import { ConnectedOfferDetail } from '@offerkit/components';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithOfferkit, sandboxClient, setupSandbox } from '../hooks/harness.tsx';

// 70 offers: four pages at the service's default page size.
const { sandbox } = setupSandbox({ sandbox: { offerCount: 70 } });
const offerGets = () => sandbox.requests.filter((request) => request.route === 'offers');

/** The detail for `offerId` under a provider for the new customer; a failed page is not retried. */
function renderDetail(offerId: string) {
  return renderWithOfferkit(<ConnectedOfferDetail offerId={offerId} headingLevel={2} />, {
    client: sandboxClient(sandbox, { retry: false }),
    userId: sandbox.newCustomerId,
  });
}

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
