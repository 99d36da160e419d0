import { OfferkitError } from './OfferkitError.ts';

/**
 * A request was refused before it was sent: an unknown `supportedComponents` value, an action URL on
 * another origin or with a non-http(s) scheme, or an invalid client configuration.
 */
export class RewardsRequestError extends OfferkitError {
  readonly kind = 'request' as const;
  // Spelled out rather than taken from the constructor, which minifiers rename.
  override readonly name = 'RewardsRequestError';
}
