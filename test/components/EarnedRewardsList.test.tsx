import { ConnectedEarnedRewardsList, EarnedRewardsList, OffersExperience } from '@offerkit/components';
import type { EarnedReward } from '@offerkit/data';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { BASE_URL, renderWithOfferkit, sandboxClient, setupSandbox } from '../hooks/harness.tsx';

function reward(id: string, attributes: Partial<EarnedReward['attributes']> = {}): EarnedReward {
  return {
    type: 'earnedReward',
    id,
    attributes: {
      status: 'PENDING',
      message: `You earned a reward at Merchant ${id}`,
      transactionId: id,
      transactionAmountInCents: 2550,
      transactionTimestamp: '2026-11-20T12:00:00Z',
      merchantName: `Merchant ${id}`,
      updatedAt: '2026-11-20T16:00:00Z',
      ...attributes,
    },
  };
}

const pending = reward('t1', {
  assets: [{ url: 'https://cdn.example/t1.png', alt: 'Merchant t1 logo', type: 'LOGO_IMAGE' }],
});
const settled = reward('t2', { status: 'SETTLED', commissionEarned: { type: 'cents', value: 500 } });
const rejected = reward('t3', { status: 'REJECTED', rejectionReason: 'USER_NOT_ENROLLED' });

describe('EarnedRewardsList', () => {
  it('is a labelled list with the message, the purchase, and the status as text', () => {
    render(<EarnedRewardsList rewards={[pending, settled, rejected]} locale="en-US" />);
    const list = screen.getByRole('list', { name: 'Your rewards' });
    const items = within(list).getAllByRole('listitem');
    // The rejected reward is never shown.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-state', 'pending');
    expect(items[0]).toHaveTextContent('You earned a reward at Merchant t1');
    expect(items[0]).toHaveTextContent('Purchase $25.50');
    expect(items[0]).toHaveTextContent('Nov 20, 2026');
    expect(within(items[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('data-state', 'settled');
    expect(within(items[1] as HTMLElement).getByText('Earned')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('$5.00')).toBeInTheDocument();
    expect(screen.queryByText(/Merchant t3/)).toBeNull();
  });

  it('shows a running total above the list: the sum paid, and the pending rewards counted apart (issue 30)', () => {
    const paid = reward('t4', { status: 'SETTLED', commissionEarned: { type: 'cents', value: 150 } });
    const second = reward('t5');
    render(<EarnedRewardsList rewards={[pending, settled, rejected, paid, second]} locale="en-US" />);
    const total = screen.getByRole('region', { name: 'Your total' });
    const terms = within(total)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(total)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    // The rejected $0 entry counts for nothing; pending rewards have no amount until they settle.
    expect(terms).toEqual(['Earned so far', 'Pending']);
    expect(values).toEqual(['$6.50', '2 rewards']);
  });

  it('shows no pending line when nothing is pending, and no total for an empty list', () => {
    const { rerender } = render(<EarnedRewardsList rewards={[settled]} locale="en-US" />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Earned so far']);
    rerender(<EarnedRewardsList rewards={[rejected]} locale="en-US" />);
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('loads the logo exactly as given, decorative, and a monogram without one', () => {
    const { container } = render(<EarnedRewardsList rewards={[pending, settled]} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://cdn.example/t1.png');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('.ok-EarnedReward-logo[data-state="fallback"]')).toHaveLength(1);
  });

  it('shows the service text as text, never as markup', () => {
    const hostile = reward('t9', { message: '<img src=x onerror="alert(1)">You earned $1' });
    const { container } = render(<EarnedRewardsList rewards={[hostile]} />);
    expect(screen.getByText('<img src=x onerror="alert(1)">You earned $1')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('announces loading, says when there is nothing, and offers a retry after an error', async () => {
    const { rerender, container } = render(<EarnedRewardsList rewards={[]} status="pending" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your rewards…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');

    rerender(<EarnedRewardsList rewards={[rejected]} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText(/No rewards yet/)).toBeInTheDocument();

    const onRetry = vi.fn();
    rerender(<EarnedRewardsList rewards={[]} status="error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your rewards could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its strings from messages', () => {
    render(
      <EarnedRewardsList
        rewards={[pending]}
        messages={{ earnedRewardsLabel: 'Rewards earned', earnedRewardPending: 'On its way' }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Rewards earned' })).toHaveTextContent('On its way');
  });
});

describe('ConnectedEarnedRewardsList and the experience view', () => {
  const harness = setupSandbox();
  const { sandbox } = harness;
  let answer: () => Response = () => HttpResponse.json({ data: [pending, settled, rejected] });
  const seen: string[] = [];
  // The issuer's earned-rewards route (not a sandbox route), in front of the sandbox for every test.
  beforeEach(() =>
    harness.server.use(
      http.get(`${BASE_URL}/v2/issuers/:org/users/:user/earned-rewards`, ({ params }) => {
        seen.push(`${String(params.org)}/${String(params.user)}`);
        return answer();
      }),
    ),
  );
  afterEach(() => {
    seen.length = 0;
    answer = () => HttpResponse.json({ data: [pending, settled, rejected] });
  });

  const renderBound = (ui: ReactNode) =>
    renderWithOfferkit(ui, {
      client: sandboxClient(sandbox, { retry: false }),
      userId: sandbox.newCustomerId,
      locale: 'en-US',
    });

  it("lists the provider's user's rewards from the backend", async () => {
    renderBound(<ConnectedEarnedRewardsList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your rewards…');
    const list = await screen.findByRole('list', { name: 'Your rewards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(seen).toEqual([`${sandbox.organizationId}/${sandbox.newCustomerId}`]);
  });

  it('shows the error, and retry loads the rewards', async () => {
    answer = () => HttpResponse.json({ errors: [{ status: '503', title: 'Unavailable' }] }, { status: 503 });
    renderBound(<ConnectedEarnedRewardsList />);
    const alert = await screen.findByRole('alert');
    answer = () => HttpResponse.json({ data: [settled] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Your rewards' });
    expect(within(list).getByText('$5.00')).toBeInTheDocument();
  });

  it('is an opt-in "Your rewards" view of OffersExperience', async () => {
    const { unmount } = renderBound(<OffersExperience />);
    expect(screen.queryByRole('tab', { name: 'Your rewards' })).toBeNull();
    unmount();
    expect(seen).toEqual([]);

    renderBound(<OffersExperience sections={{ rewards: true, nearby: false }} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Your rewards' }));
    const panel = screen.getByRole('tabpanel', { name: 'Your rewards' });
    expect(await within(panel).findByRole('list', { name: 'Your rewards' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('loads the rewards again each time the user switches back to "Your rewards" (issue 30, item 10)', async () => {
    renderBound(<OffersExperience sections={{ rewards: true, nearby: false }} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Your rewards' }));
    expect(await screen.findByRole('list', { name: 'Your rewards' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    // A purchase elsewhere settles: the next visit to the view shows it, well within the 30 s of freshness.
    answer = () =>
      HttpResponse.json({
        data: [reward('t8', { status: 'SETTLED', commissionEarned: { type: 'cents', value: 700 } }), pending],
      });
    await userEvent.click(screen.getByRole('tab', { name: 'Offers' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Your rewards' }));
    await waitFor(() => expect(screen.getByText('You earned a reward at Merchant t8')).toBeInTheDocument());
    expect(seen).toHaveLength(2);
  });
});
