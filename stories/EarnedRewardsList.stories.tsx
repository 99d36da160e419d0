import { ConnectedEarnedRewardsList } from '@offerkit/components';
import type { EarnedReward } from '@offerkit/data';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { offerStates, storySandbox } from './support/sandbox.ts';

/** Logos of the sandbox's fixture offers (served by the fixtures sandbox through MSW, like every story's). */
const logoOf = (state: keyof typeof offerStates) =>
  offerStates[state].attributes.assets?.filter((asset) => asset.type === 'LOGO_IMAGE') ?? [];

function earned(
  id: string,
  attributes: Partial<EarnedReward['attributes']> & Pick<EarnedReward['attributes'], 'status' | 'message'>,
): EarnedReward {
  return {
    type: 'earnedReward',
    id,
    attributes: {
      transactionId: id,
      transactionAmountInCents: 4200,
      transactionTimestamp: '2026-11-18T12:00:00Z',
      updatedAt: '2026-11-19T09:30:00Z',
      ...attributes,
    },
  };
}

const pending = [
  earned('txn_pending_bakery', {
    status: 'PENDING',
    message: 'You earned $2.10 cash back at Maple Street Bakery. It is on its way.',
    merchantName: 'Maple Street Bakery',
    transactionAmountInCents: 4200,
    assets: logoOf('activatable'),
  }),
  earned('txn_pending_no_logo', {
    status: 'PENDING',
    message: 'You earned 5% back at Riverbend Gas & Go.',
    merchantName: 'Riverbend Gas & Go',
    transactionAmountInCents: 3850,
    transactionTimestamp: '2026-11-16T12:00:00Z',
  }),
];

const settled = [
  earned('txn_settled_mercantile', {
    status: 'SETTLED',
    message: 'Your $4.00 reward from Parkside Mercantile has been paid to your card.',
    merchantName: 'Parkside Mercantile',
    transactionAmountInCents: 8000,
    transactionTimestamp: '2026-11-02T12:00:00Z',
    commissionEarned: { type: 'cents', value: 400 },
    assets: logoOf('boostable'),
  }),
  earned('txn_settled_barbers', {
    status: 'SETTLED',
    message: 'Your $1.50 reward from Fresh Cut Barbers has been paid to your card.',
    merchantName: 'Fresh Cut Barbers',
    transactionAmountInCents: 3000,
    transactionTimestamp: '2026-10-28T12:00:00Z',
    commissionEarned: { type: 'cents', value: 150 },
  }),
];

/** Kept by the issuer's store, never shown to the user. */
const rejected = earned('txn_rejected', {
  status: 'REJECTED',
  message: 'This purchase did not qualify.',
  merchantName: 'Harbor Lane Bistro',
  rejectionReason: 'USER_NOT_ENROLLED',
});

/** What the issuer's earned-rewards route answers in a story (`parameters.earnedRewards`). */
type EarnedRewardsAnswer =
  | { kind: 'rewards'; rewards: EarnedReward[] }
  | { kind: 'loading' }
  | { kind: 'error-then-rewards'; rewards: EarnedReward[] };

/**
 * The earned-rewards route of the issuer's backend (`@offerkit/server` serves it from the service's
 * webhooks; the rewards service has no such route), answered in the story through MSW under the story's
 * sandbox base URL, for the provider's user.
 */
function earnedRewardsRoute(context: StoryContext) {
  const answer = context.parameters.earnedRewards as EarnedRewardsAnswer;
  const { baseUrl, sandbox } = storySandbox(context);
  let calls = 0;
  return http.get(
    `${baseUrl}/v2/issuers/:organizationId/users/:userId/earned-rewards`,
    async ({ params }) => {
      calls += 1;
      if (params.organizationId !== sandbox.organizationId || params.userId !== sandbox.newCustomerId) {
        return HttpResponse.json({ errors: [{ status: '404', title: 'Not found' }] }, { status: 404 });
      }
      if (answer.kind === 'loading') await delay('infinite');
      if (answer.kind === 'error-then-rewards' && calls === 1) {
        return HttpResponse.json(
          {
            errors: [
              { status: '503', title: 'Service unavailable', detail: 'The rewards store is restarting.' },
            ],
          },
          { status: 503 },
        );
      }
      return HttpResponse.json({ data: answer.kind === 'loading' ? [] : answer.rewards });
    },
  );
}

/**
 * The rewards a user earned, from the issuer's backend: `ConnectedEarnedRewardsList` (hooks:
 * `useEarnedRewards`; rules: `earnedRewardView` in @offerkit/data). Each reward shows its merchant logo
 * (monogram without one), the service's message as is, the purchase, and its status as a word — "Pending",
 * or "Earned" with the amount paid. Rejected rewards are never shown. Above the list, a running total: the
 * sum paid so far and how many rewards are pending. On a phone the status sits under the message.
 */
const meta = {
  title: 'Components/EarnedRewardsList',
  component: ConnectedEarnedRewardsList,
  parameters: {
    sandbox: {},
    offerkit: { client: { retry: false } },
    earnedRewards: { kind: 'rewards', rewards: [...pending, ...settled] } satisfies EarnedRewardsAnswer,
  },
  args: { currency: 'USD' },
  beforeEach: (context) => {
    context.msw.use(earnedRewardsRoute(context));
  },
} satisfies Meta<typeof ConnectedEarnedRewardsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved rewards not paid yet. */
export const Pending: Story = {
  parameters: { earnedRewards: { kind: 'rewards', rewards: pending } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your rewards' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    for (const item of items) await expect(within(item).getByText('Pending')).toBeVisible();
  },
};

/** Paid rewards, with the amount. */
export const Settled: Story = {
  parameters: { earnedRewards: { kind: 'rewards', rewards: settled } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your rewards' });
    await expect(within(list).getAllByText('Earned')).toHaveLength(2);
    await expect(within(list).getByText('$4.00')).toBeVisible();
  },
};

/** Pending and paid together, newest first; the rejected one in the answer is not shown. */
export const Mixed: Story = {
  parameters: {
    earnedRewards: { kind: 'rewards', rewards: [pending[0], settled[0], rejected, pending[1], settled[1]] },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your rewards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText('This purchase did not qualify.')).toBeNull();
    // The running total: paid ($4.00 + $1.50) and pending (counted: no amount until they settle).
    const total = canvas.getByRole('region', { name: 'Your total' });
    await expect(within(total).getByText('$5.50')).toBeVisible();
    await expect(within(total).getByText('2 rewards')).toBeVisible();
  },
};

/** No reward yet (a rejected one alone shows nothing either). */
export const Empty: Story = {
  parameters: { earnedRewards: { kind: 'rewards', rewards: [rejected] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No rewards yet/)).toBeVisible();
  },
};

/** The backend failed: a message and a retry button, which loads the rewards. */
export const ErrorState: Story = {
  parameters: { earnedRewards: { kind: 'error-then-rewards', rewards: [...pending, ...settled] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your rewards could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Your rewards' })).toBeVisible());
  },
};

/** Waiting for the backend: announced to screen readers, shown as text. */
export const Loading: Story = {
  parameters: { earnedRewards: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your rewards…');
  },
};
