import type { OfferkitError } from './OfferkitError.ts';

const KINDS: ReadonlySet<unknown> = new Set(['api', 'network', 'decode', 'request']);

/**
 * `true` for any Offerkit error, even one created by another copy of this package (where `instanceof`
 * would fail): it checks the `kind` field of an `Error`.
 */
export function isOfferkitError(error: unknown): error is OfferkitError {
  return error instanceof Error && KINDS.has((error as { kind?: unknown }).kind);
}
