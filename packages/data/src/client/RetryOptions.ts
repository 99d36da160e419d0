/** How GET requests are retried after a network failure, a timeout, 408, 429 or 5xx. */
export interface RetryOptions {
  /**
   * Retries after the first attempt (so at most `retries + 1` attempts). `0` disables retrying.
   * @default 2
   */
  retries?: number;
  /**
   * Delay before the first retry; each further retry doubles it. A random jitter takes up to half off
   * each delay so that clients do not retry in step.
   * @default 500
   */
  baseDelayMs?: number;
  /**
   * Longest delay between attempts. A `Retry-After` longer than this ends the retries: the error is
   * thrown at once rather than keeping the user waiting.
   * @default 10000
   */
  maxDelayMs?: number;
}
