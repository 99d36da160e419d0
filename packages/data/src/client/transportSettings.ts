import { mustBe } from '../request/base.ts';
import type { TransportOptions } from './TransportOptions.ts';
import type { Transport } from './transport.ts';

/**
 * Checks the options and fills in the contract's defaults (30 s timeout, two retries, 0.5–10 s backoff,
 * 4 MiB bodies),
 * one place for both clients (the browser client's options have the same members). Internal.
 *
 * @throws {RewardsRequestError} at once for an invalid `timeoutMs`, `retry` or `maxResponseBytes`.
 */
export function transportSettings(options: TransportOptions): Transport {
  const retry = options.retry === false ? { retries: 0 } : (options.retry ?? {});
  return {
    ...options,
    timeoutMs: checked(
      options.timeoutMs ?? 30_000,
      'timeoutMs',
      'a positive number of milliseconds',
      positive,
    ),
    retries: checked(retry.retries ?? 2, 'retry.retries', 'a whole number, zero or more', wholeCount),
    baseDelayMs: checked(retry.baseDelayMs ?? 500, 'retry.baseDelayMs', 'zero or more'),
    maxDelayMs: checked(retry.maxDelayMs ?? 10_000, 'retry.maxDelayMs', 'zero or more'),
    maxResponseBytes: checked(
      options.maxResponseBytes ?? 4 * 1024 * 1024,
      'maxResponseBytes',
      'a positive whole number of bytes',
      (value) => Number.isInteger(value) && value > 0,
    ),
  };
}

const positive = (value: number) => value > 0;
const wholeCount = (value: number) => Number.isInteger(value) && value >= 0;

/** `value` when it is finite and `fits`, else a `RewardsRequestError` saying what `name` must be. */
function checked(
  value: number,
  name: string,
  expected: string,
  fits: (value: number) => boolean = (finite) => finite >= 0,
): number {
  if (!(Number.isFinite(value) && fits(value))) {
    throw mustBe(name, expected, value);
  }
  return value;
}
