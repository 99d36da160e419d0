import { signWebhookBody } from '@offerkit/server';

export const KEY = 'whk_test_current_0123456789abcdef';
export const NEXT_KEY = 'whk_test_next_fedcba9876543210';
export const USER = 'user-42';

type Attributes = Record<string, unknown>;

/** A webhook envelope as the service sends it. */
export function envelope(type: string, id: string, attributes: Attributes, userId: string | null = USER) {
  const data: Record<string, unknown> = { type, id, attributes };
  if (userId !== null) data.relationships = { user: { data: { type: 'user', id: userId } } };
  return { data };
}

export function approved(
  id: string,
  transactionId: string,
  extra: Attributes = {},
  userId: string | null = USER,
) {
  return envelope(
    'earnedRewardApproved',
    id,
    {
      message: 'Your reward from Blue Bottle is pending.',
      transactionId,
      transactionAmountInCents: 2500,
      transactionTimestamp: '2026-03-02T15:00:00Z',
      name: 'Blue Bottle',
      categoryName: 'Food & Beverage',
      userReward: { type: 'PERCENT', value: 10 },
      purchaseChannel: ['INSTORE'],
      attributionUrl: 'https://rewards.example/attribution/1',
      assets: [{ url: 'https://rewards.example/logo.svg', alt: 'Blue Bottle logo', type: 'LOGO_IMAGE' }],
      ...extra,
    },
    userId,
  );
}

export function settled(
  id: string,
  transactionId: string,
  extra: Attributes = {},
  userId: string | null = USER,
) {
  const body = approved(id, transactionId, {}, userId);
  body.data.type = 'earnedRewardSettled';
  body.data.attributes = {
    ...(body.data.attributes as Attributes),
    message: 'You earned $2.50 at Blue Bottle.',
    commissionEarned: { type: 'cents', value: 250 },
    ...extra,
  };
  return body;
}

export function rejected(id: string, transactionId: string, reason: string, userId: string | null = USER) {
  return envelope(
    'earnedRewardRejected',
    id,
    {
      message: 'Transaction rejected.',
      transactionId,
      transactionAmountInCents: 2500,
      reason,
    },
    userId,
  );
}

export function fileResult(id: string, fileName: string) {
  return envelope(
    'fileProcessingResult',
    id,
    {
      fileName,
      sentAt: '2026-03-02T15:00:00Z',
      lastModified: '2026-03-02T15:05:00Z',
      downloadUrl: `https://files.example/results/${fileName}.json?signature=abc`,
    },
    null,
  );
}

/** A signed delivery request (header name as given, to check case-insensitivity). */
export async function delivery(
  body: unknown,
  options: { key?: string; signature?: string | null; header?: string; url?: string } = {},
): Promise<Request> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? await signWebhookBody({ body: text, key: options.key ?? KEY })
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers[options.header ?? 'notify-signature'] = signature;
  return new Request(options.url ?? 'http://127.0.0.1/webhooks/offerkit', {
    method: 'POST',
    headers,
    body: text,
  });
}
