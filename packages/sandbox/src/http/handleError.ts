import type { Context } from 'hono';
import { SandboxDomainError } from '../state/domainErrors.ts';
import { domainErrorAsHttp } from './domainErrorAsHttp.ts';
import { errorObject, errorResponse, SandboxHttpError } from './errors.ts';

/**
 * A route error as its error document: the world's refusals through {@link domainErrorAsHttp}, the
 * protocol's own as they were thrown, anything unexpected as a 500 that says what failed.
 */
export function handleError(error: Error, _context: Context): Response {
  const http = error instanceof SandboxDomainError ? domainErrorAsHttp(error) : error;
  if (http instanceof SandboxHttpError) return errorResponse(http.status, http.errors, http.headers);
  return errorResponse(500, [errorObject(500, `The sandbox failed: ${error.message}`)]);
}
