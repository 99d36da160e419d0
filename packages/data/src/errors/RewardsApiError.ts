import type { ErrorObject } from '../types/error.ts';
import { OfferkitError } from './OfferkitError.ts';

/** The service answered with a non-2xx status. */
export class RewardsApiError extends OfferkitError {
  readonly kind = 'api' as const;
  // Spelled out rather than taken from the constructor, which minifiers rename.
  override readonly name = 'RewardsApiError';
  /** The HTTP status of the response. */
  readonly status: number;
  /**
   * The error objects of the response body. When the body was not an error document (an HTML page from a
   * proxy, say), one object is synthesized from the status and the start of the body.
   */
  readonly errors: ErrorObject[];

  constructor(status: number, errors: ErrorObject[], options?: { cause?: unknown }) {
    super(apiErrorMessage(status, errors), options);
    this.status = status;
    this.errors = errors;
  }
}

function apiErrorMessage(status: number, errors: readonly ErrorObject[]): string {
  const parts = errors.map((error) => {
    const text =
      error.detail && error.detail !== error.title ? `${error.title}: ${error.detail}` : error.title;
    const where = error.source?.parameter ?? error.source?.pointer ?? error.source?.header;
    return where === undefined ? text : `${text} (at ${where})`;
  });
  const summary = parts.filter((part) => part !== '').join('; ');
  return `The rewards service answered ${status}${summary === '' ? '' : `: ${summary}`}`;
}
