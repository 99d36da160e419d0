import type { EarnedReward } from '@offerkit/data';
import {
  earnedRewardsQueryOptions,
  offerkitKeys,
  type UseEarnedRewardsResult,
  useEarnedRewards,
} from '@offerkit/hooks';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { BASE_URL, renderWithOfferkit, sandboxClient, sandboxScope, setupSandbox } from './harness.tsx';

const harness = setupSandbox();
const { sandbox } = harness;

function reward(id: string, status: string): EarnedReward {
  return {
    type: 'earnedReward',
    id,
    attributes: {
      status,
      message: `reward ${id}`,
      transactionId: id,
      transactionAmountInCents: 1000,
      updatedAt: '2026-11-20T10:00:00Z',
    },
  };
}

/** The issuer's earned-rewards route (not a sandbox route): one entry per user, and a broken one. */
function serveEarnedRewards() {
  harness.server.use(
    http.get(`${BASE_URL}/v2/issuers/:org/users/:user/earned-rewards`, ({ params }) =>
      HttpResponse.json({
        data: [reward(`for-${String(params.user)}`, 'PENDING'), { type: 'earnedReward', id: 'broken' }],
      }),
    ),
  );
}

function RewardsProbe() {
  const { rewards, status, diagnostics } = useEarnedRewards();
  return (
    <section aria-label="rewards">
      <p data-testid="status">{status}</p>
      <p data-testid="ids">{rewards.map((entry) => entry.id).join(',')}</p>
      <p data-testid="dropped">{diagnostics.map((diagnostic) => diagnostic.path).join(',')}</p>
    </section>
  );
}

/** Shows the status a list would get from `listProps`, and hands the whole result to the test. */
function ListPropsProbe({ onResult }: { onResult: (result: UseEarnedRewardsResult) => void }) {
  const result = useEarnedRewards();
  onResult(result);
  return <p data-testid="status">{result.listProps.status}</p>;
}

/** The rewards held (`enabled: false`), as a view not shown holds them. */
function HeldProbe() {
  const { status } = useEarnedRewards({ enabled: false });
  return <p data-testid="status">{status}</p>;
}

describe('useEarnedRewards', () => {
  it("loads the provider's user's rewards under that user's scope, and a switch drops them", async () => {
    serveEarnedRewards();
    const client = sandboxClient(sandbox);
    const view = renderWithOfferkit(<RewardsProbe />, { client, userId: sandbox.newCustomerId });
    expect(screen.getByTestId('status')).toHaveTextContent('pending');
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent(`for-${sandbox.newCustomerId}`));
    // The broken entry is left out and reported; the rest shows.
    expect(screen.getByTestId('dropped')).toHaveTextContent('/data/1/attributes');
    const newScope = sandboxScope(sandbox, sandbox.newCustomerId);
    expect(view.queryClient.getQueryData(offerkitKeys.earnedRewards(newScope))).toBeDefined();
    expect(earnedRewardsQueryOptions({ client, userId: sandbox.newCustomerId }).queryKey).toEqual(
      offerkitKeys.earnedRewards(newScope),
    );

    view.rerenderWith({ userId: sandbox.lapsedCustomerId });
    await waitFor(() =>
      expect(screen.getByTestId('ids')).toHaveTextContent(`for-${sandbox.lapsedCustomerId}`),
    );
    expect(screen.getByTestId('ids')).not.toHaveTextContent(sandbox.newCustomerId);
    await waitFor(() =>
      expect(view.queryClient.getQueryData(offerkitKeys.earnedRewards(newScope))).toBeUndefined(),
    );
  });

  it('reports a failed request as an error', async () => {
    harness.server.use(
      http.get(`${BASE_URL}/v2/issuers/:org/users/:user/earned-rewards`, () =>
        HttpResponse.json({ errors: [{ status: '500', title: 'Broken' }] }, { status: 500 }),
      ),
    );
    renderWithOfferkit(<RewardsProbe />, {
      client: sandboxClient(sandbox, { retry: false }),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
  });

  it('hands the list its props: status and a retry that loads the rewards again', async () => {
    let failing = true;
    harness.server.use(
      http.get(`${BASE_URL}/v2/issuers/:org/users/:user/earned-rewards`, () =>
        failing
          ? HttpResponse.json({ errors: [{ status: '500', title: 'Broken' }] }, { status: 500 })
          : HttpResponse.json({ data: [reward('r1', 'PENDING')] }),
      ),
    );
    let latest: UseEarnedRewardsResult | undefined;
    renderWithOfferkit(<ListPropsProbe onResult={(result) => (latest = result)} />, {
      client: sandboxClient(sandbox, { retry: false }),
      userId: sandbox.newCustomerId,
    });
    expect(latest?.listProps.status).toBe('pending');
    expect(latest?.isPending).toBe(true);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(latest?.listProps).toEqual({ status: 'error', onRetry: latest?.refetch });
    failing = false;
    await act(async () => latest?.listProps.onRetry());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('success'));
    expect(latest?.rewards.map((entry) => entry.id)).toEqual(['r1']);
    expect(latest?.error).toBeNull();
  });

  it('loads the rewards again on every return to the window, fresh or not (issue 30, item 10)', async () => {
    let served = 0;
    harness.server.use(
      http.get(`${BASE_URL}/v2/issuers/:org/users/:user/earned-rewards`, () => {
        served += 1;
        return HttpResponse.json({ data: [reward(`r${served}`, 'PENDING')] });
      }),
    );
    renderWithOfferkit(<RewardsProbe />, { client: sandboxClient(sandbox), userId: sandbox.newCustomerId });
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('r1'));
    // A return to the page (the tab shown again) a second later: well within the 30 s the data is fresh.
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('r2'));
    expect(served).toBe(2);
    const gets = harness.seen('GET', /earned-rewards/);
    expect(gets).toHaveLength(2);
  });

  it('sends nothing on a return to the window while the rewards view is not shown', async () => {
    serveEarnedRewards();
    renderWithOfferkit(<HeldProbe />, { client: sandboxClient(sandbox), userId: sandbox.newCustomerId });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(harness.seen('GET', /earned-rewards/)).toHaveLength(0);
  });
});
