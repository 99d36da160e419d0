import type { ErrorObject } from '@offerkit/data';
import type { Hono } from 'hono';
import { MAX_TRANSACTIONS_PER_REQUEST } from '../constants.ts';
import { errorResponse, invalidPointer } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { isRecord, readJsonBody } from '../http/readJsonBody.ts';
import type { SandboxRuntime } from '../runtime.ts';
import type { SubmittedTransaction } from '../state.ts';
import { validateTransaction } from './validateTransaction.ts';

/**
 * Submit transactions: `{data: [transaction]}`, 1 to 1000 events. Any invalid event → 400 listing every
 * problem with its pointer, and nothing is applied. Otherwise 201 with the events in `data` and, per event,
 * `meta.results[i]` saying what happened (`matched`, `duplicate`, `unmatched`, `rejected` + reason,
 * `reversed`, `recorded`). Matching: an APPROVED or SETTLED debit whose `description` equals an offer's
 * name exactly (case-sensitive), for an enrolled user who activated it where activation is needed.
 */
export function registerTransactionRoutes(api: Hono, runtime: SandboxRuntime): void {
  api.post('/v2/issuers/:org/transactions', async (context) => {
    const body = await readJsonBody(context);
    if (!isRecord(body) || !Array.isArray(body.data)) {
      throw invalidPointer('/data', 'The body must be {"data": [transaction, ...]}.');
    }
    const items: unknown[] = body.data;
    if (items.length < 1 || items.length > MAX_TRANSACTIONS_PER_REQUEST) {
      throw invalidPointer(
        '/data',
        `data holds ${items.length} transactions; send 1 to ${MAX_TRANSACTIONS_PER_REQUEST} per request.`,
      );
    }
    const errors: ErrorObject[] = [];
    const transactions: SubmittedTransaction[] = [];
    items.forEach((item, index) => {
      const result = validateTransaction(item, index);
      errors.push(...result.errors);
      if (result.transaction !== undefined) transactions.push(result.transaction);
    });
    if (errors.length > 0) return errorResponse(400, errors);
    const results = transactions.map((transaction) => runtime.state.submitTransaction(transaction));
    return jsonResponse(
      {
        data: items.map((item) => {
          const record = item as Record<string, unknown>;
          return { type: record.type, id: record.id, attributes: record.attributes };
        }),
        meta: { results },
      },
      201,
    );
  });
}
