import type { ErrorObject } from '@offerkit/data';
import { errorResponse } from './errors.ts';
import { jsonResponse } from './jsonResponse.ts';

/**
 * The answer to a batch create: 201 with `data` when every item was created; 207 with `errors` and `data`
 * when some were; when none was, the errors' own status if they share one, else 207 with `errors` only.
 */
export function batchResponse(created: readonly unknown[], errors: readonly ErrorObject[]): Response {
  if (errors.length === 0) return jsonResponse({ data: created }, 201);
  if (created.length === 0) {
    const statuses = new Set(errors.map((error) => error.status));
    if (statuses.size === 1) return errorResponse(Number(errors[0]?.status), [...errors]);
    return jsonResponse({ errors }, 207);
  }
  return jsonResponse({ errors, data: created }, 207);
}
