/**
 * The key a sandbox signs its webhook deliveries with unless `webhookKey` says otherwise (HMAC-SHA256,
 * base64, in the `notify-signature` header). Public, like the sandbox token: never use it in production.
 */
export const SANDBOX_WEBHOOK_KEY = 'offerkit-sandbox-webhook-key';

/** The event types a subscription can name. */
export const WEBHOOK_EVENT_TYPES = [
  'earnedRewardApproved',
  'earnedRewardSettled',
  'earnedRewardRejected',
  'fileProcessingResult',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The hosts a subscription may deliver to: the sandbox never sends anything off this machine. */
export const WEBHOOK_DESTINATION_HOSTS = ['127.0.0.1', 'localhost'] as const;
