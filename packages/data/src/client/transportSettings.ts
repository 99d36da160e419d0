import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import type { TransportOptions } from './createTransport.ts';
import type { Transport } from './transport.ts';

/**
 * Checks the options and fills in the contract's defaults (30 s timeout, two retries, 0.5–10 s backoff),
 * one place for both clients (the browser client's options have the same members). Internal.
 *
 * @throws {RewardsRequestError} at once for an invalid `timeoutMs` or `retry`.
 */
export function transportSettings(options: TransportOptions): Transport {
  const retry = options.retry === false ? { retries: 0 } : (options.retry ?? {});
  return {
    fetch: options.fetch,
    headers: options.headers,
    getHeaders: options.getHeaders,
    onUnauthorized: options.onUnauthorized,
    timeoutMs: positive(options.timeoutMs ?? 30_000, 'timeoutMs'),
    retries: wholeCount(retry.retries ?? 2, 'retry.retries'),
    baseDelayMs: count(retry.baseDelayMs ?? 500, 'retry.baseDelayMs'),
    maxDelayMs: count(retry.maxDelayMs ?? 10_000, 'retry.maxDelayMs'),
    onDiagnostic: options.onDiagnostic,
  };
}

function positive(value: number, name: string): number {
  if (!(Number.isFinite(value) && value > 0)) {
    throw new RewardsRequestError(
      `${name} must be a positive number of milliseconds, received ${String(value)}.`,
    );
  }
  return value;
}

function wholeCount(value: number, name: string): number {
  if (!Number.isInteger(value))
    throw new RewardsRequestError(`${name} must be a whole number, received ${String(value)}.`);
  return count(value, name);
}

function count(value: number, name: string): number {
  if (!(Number.isFinite(value) && value >= 0)) {
    throw new RewardsRequestError(`${name} must be zero or more, received ${String(value)}.`);
  }
  return value;
}
