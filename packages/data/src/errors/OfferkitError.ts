/** What kind of failure an {@link OfferkitError} is. */
export type OfferkitErrorKind = 'api' | 'network' | 'decode' | 'request';

/**
 * Base class of every error Offerkit throws on purpose. Check with `instanceof` or, across bundles
 * and realms where classes may be duplicated, with `kind` (or {@link isOfferkitError}).
 */
export abstract class OfferkitError extends Error {
  /** Discriminates the subclasses without `instanceof`. */
  abstract readonly kind: OfferkitErrorKind;
}
