/**
 * Limits and defaults of the rewards service contract (`issuer-rewards-api.md` "Limits", `gaps.md`), in one
 * place so the browser packages, the issuer's server and the sandbox agree on them.
 */

/**
 * The largest amount an offer or earned reward may carry, in minor units (cents): 100,000,000,000, one
 * billion in a two-decimal currency. A larger, negative or non-finite amount (or a percentage reward over
 * 100) is never shown: the decoders drop it as a broken entry, with a diagnostic.
 */
export const MAX_AMOUNT = 100_000_000_000;

/** `filter[radius]` in miles when a radius search gives none (gaps.md: default 10). */
export const DEFAULT_RADIUS_MILES = 10;

/** The smallest `filter[radius]` the service accepts, in whole miles (gaps.md: minimum 1). */
export const MIN_RADIUS_MILES = 1;

/** The radius choices, in whole miles, a nearby search offers when the host gives none. */
export const DEFAULT_RADIUS_OPTIONS: readonly number[] = [1, 5, 10, 25, 50];

/** Users per Create Users request (contract limit: 1 to 100); larger enrolments are sent in batches. */
export const MAX_USERS_PER_CREATE = 100;

/** Filenames per upload-URL request (contract limit: 1 to 10); more files are asked for in batches. */
export const MAX_UPLOAD_URLS_PER_REQUEST = 10;

/**
 * `page[size]` of a list request that gives none. The contract shows no page-size bounds; the sandbox
 * enforces 1 to {@link MAX_PAGE_SIZE} with this default, so a request within them is served alike by both.
 */
export const DEFAULT_PAGE_SIZE = 20;

/** The largest `page[size]` a list request may ask for (see {@link DEFAULT_PAGE_SIZE}). */
export const MAX_PAGE_SIZE = 100;

/** How long a presigned historical-upload URL stays valid, in seconds (contract limit: 900). */
export const UPLOAD_URL_VALIDITY_SECONDS = 900;

/** Currency of `FLAT` reward amounts (cents) when the host names none. */
export const DEFAULT_CURRENCY = 'USD';
