import { createOfferkitQueryClient } from '@offerkit/hooks';
import { sandboxHandlers } from '@offerkit/sandbox';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE_URL, renderWithOfferkit, sandboxClient, setupSandbox, TestProvider } from './harness.tsx';
import { OfferList } from './probes.tsx';

const harness = setupSandbox();
const { sandbox, activatableId } = harness;

/** A second rewards backend on the same page: another base URL, organization and catalog, same user ids. */
const OTHER_BASE_URL = 'http://127.0.0.1:4599/api/other-program';

function row(label: string, offerId: string) {
  const item = screen.getByRole('region', { name: label }).querySelector(`li[data-offer-id="${offerId}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no row for ${offerId} in ${label}`);
  return item;
}

function ids(label: string) {
  return within(screen.getByRole('region', { name: label }))
    .queryAllByRole('listitem')
    .map((item) => item.dataset.offerId);
}

describe('cache scope: base URL, organization and user', () => {
  it('keeps two providers on one page and one query client apart', async () => {
    const other = sandboxHandlers({ baseUrl: OTHER_BASE_URL, organizationId: 'org-other', seed: 7 });
    harness.server.use(...other);
    const queryClient = createOfferkitQueryClient();
    const otherClient = sandboxClient(other.sandbox, { baseUrl: OTHER_BASE_URL });
    // Same user id on both programs: only the base URL and organization tell the two lists apart.
    expect(other.sandbox.newCustomerId).toBe(sandbox.newCustomerId);
    // What each program serves this user, asked directly (outside any cache).
    const firstIds = async (client: ReturnType<typeof sandboxClient>) =>
      (await client.getOffers(sandbox.newCustomerId, { pageSize: 5 })).offers.map((offer) => offer.id);
    const expectedCard = await firstIds(sandboxClient(sandbox));
    const expectedProgram = await firstIds(otherClient);
    expect(expectedProgram).not.toEqual(expectedCard);
    harness.requests.length = 0;
    render(
      <>
        <TestProvider
          client={sandboxClient(sandbox)}
          userId={sandbox.newCustomerId}
          queryClient={queryClient}
        >
          <OfferList label="card" pageSize={5} />
        </TestProvider>
        <TestProvider client={otherClient} userId={sandbox.newCustomerId} queryClient={queryClient}>
          <OfferList label="program" pageSize={5} />
        </TestProvider>
      </>,
    );

    await waitFor(() => {
      expect(ids('card')).toHaveLength(5);
      expect(ids('program')).toHaveLength(5);
    });
    expect(ids('card')).toEqual(expectedCard);
    expect(ids('program')).toEqual(expectedProgram);
    const origins = harness.offerGets().map((get) => get.url.pathname.split('/v2/')[0]);
    expect(origins.sort()).toEqual(['/api/other-program', '/api/rewards']);
  });

  it("aborts the previous user's action POST on a switch and never writes its result for the next user", async () => {
    // The activation is slow enough to switch users while it is on its way.
    sandbox.faults.add({ route: 'activate', fault: { latency: 400 }, times: 1 });
    const view = renderWithOfferkit(<OfferList pageSize={100} />, {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(row('offers', activatableId)).toHaveTextContent('(Activate)'));
    await userEvent.click(within(row('offers', activatableId)).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(harness.posts()).toHaveLength(1));
    const post = harness.posts()[0];
    expect(post?.aborted()).toBe(false);

    // The lapsed customer's list holds the same offer id, so a misdirected response would land in it.
    view.rerenderWith({ userId: sandbox.lapsedCustomerId });
    await waitFor(() => expect(post?.aborted()).toBe(true));
    await waitFor(() => expect(row('offers', activatableId)).toHaveTextContent('[Activated]'));
    const lapsedRow = row('offers', activatableId).textContent;
    const lapsedData = () =>
      view.queryClient
        .getQueryCache()
        .findAll()
        .filter((query) => JSON.stringify(query.queryKey).includes(sandbox.lapsedCustomerId))
        .map((query) => query.state.dataUpdatedAt);
    const updatedAt = lapsedData();

    // Well past the POST's latency: nothing arrived for the new user, no error is shown, no refetch ran.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(row('offers', activatableId).textContent).toBe(lapsedRow);
    expect(lapsedData()).toEqual(updatedAt);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(harness.posts()).toHaveLength(1);
    expect(harness.offerGets().at(-1)?.url.pathname).toContain(sandbox.lapsedCustomerId);
    expect(BASE_URL).toContain('/api/rewards');
  });
});
