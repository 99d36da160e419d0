import { OfferkitError } from './OfferkitError.ts';

/**
 * The request got no response: offline, connection refused or reset, DNS failure, or no answer within
 * the timeout (`timedOut`). Safe to retry later.
 */
export class RewardsNetworkError extends OfferkitError {
  readonly kind = 'network' as const;
  // Spelled out rather than taken from the constructor, which minifiers rename.
  override readonly name = 'RewardsNetworkError';
  /** `true` when the request was given up after the client's `timeoutMs`. */
  readonly timedOut: boolean;

  constructor(message: string, options: { timedOut?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}
