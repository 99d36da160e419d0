import type { Context } from 'hono';
import { errorObject, errorResponse, SandboxHttpError } from './errors.ts';

/** A route error as its error document; anything unexpected as a 500 that says what failed. */
export function handleError(error: Error, _context: Context): Response {
  if (error instanceof SandboxHttpError) return errorResponse(error.status, error.errors, error.headers);
  return errorResponse(500, [errorObject(500, `The sandbox failed: ${error.message}`)]);
}
