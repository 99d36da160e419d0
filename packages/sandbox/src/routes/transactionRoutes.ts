import type { Hono } from 'hono';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readDataArray } from '../http/readDataArray.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import type { SandboxRuntime } from '../runtime.ts';

/**
 * Submit transactions: `{data: [transaction]}`, 1 to 1000 events. Any invalid event → 400 listing every
 * problem with its pointer, and nothing is applied. Otherwise 201 with the events in `data` and, per event,
 * `meta.results[i]` saying what happened (`matched`, `duplicate`, `unmatched`, `rejected` + reason,
 * `reversed`, `recorded`). Matching: an APPROVED or SETTLED debit whose `description` equals an offer's
 * name exactly (case-sensitive), for an enrolled user who activated it where activation is needed.
 */
export function registerTransactionRoutes(api: Hono, runtime: SandboxRuntime): void {
  api.on(...sandboxRoute('transactions'), async (context) => {
    const items = await readDataArray(context, '{"data": [transaction, ...]}');
    const results = runtime.state.submitTransactions(items);
    // Every item passed validation, so each is an object.
    const data = (items as Record<string, unknown>[]).map(({ type, id, attributes }) => ({
      type,
      id,
      attributes,
    }));
    return jsonResponse({ data, meta: { results } }, 201);
  });
}
