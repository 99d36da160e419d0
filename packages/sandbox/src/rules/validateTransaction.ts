import type { ErrorObject } from '@offerkit/data';
import { errorObject } from '../http/errors.ts';
import { isRecord } from '../http/readJsonBody.ts';
import type { SubmittedTransaction } from '../state/transactionTypes.ts';

const DIRECTIONS = ['DEBIT', 'CREDIT'];
const STATUSES = ['APPROVED', 'SETTLED', 'REVERSED', 'DECLINED', 'RETURNED'];
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DATE_FIELDS = ['authorizationDate', 'settledDate', 'transactionDate'] as const;

/** Which timestamps each status needs (contract: transaction events). */
const REQUIRED_DATES: Readonly<Record<string, readonly (typeof DATE_FIELDS)[number][]>> = {
  APPROVED: ['authorizationDate'],
  SETTLED: ['authorizationDate', 'settledDate'],
  REVERSED: ['transactionDate'],
};

const PATTERNS: Readonly<Record<string, { pattern: RegExp; expected: string }>> = {
  currency: { pattern: /^[A-Z]{3}$/, expected: 'an ISO 4217 code such as "USD"' },
  mcc: { pattern: /^\d{4}$/, expected: 'four digits' },
  cardBIN: { pattern: /^\d{6}$/, expected: 'the first 6 digits of the card' },
  cardLastFour: { pattern: /^\d{4}$/, expected: 'the last 4 digits of the card' },
};

/**
 * Checks one transaction event at `/data/{index}`. Returns the event for the state, or the errors, each
 * with a `source.pointer` to the field and the transaction `id` when it is readable.
 */
export function validateTransaction(
  item: unknown,
  index: number,
): { transaction?: SubmittedTransaction; errors: ErrorObject[] } {
  const pointer = `/data/${index}`;
  const errors: ErrorObject[] = [];
  let id: string | undefined;
  const fail = (path: string, detail: string): void => {
    const extra: { source: { pointer: string }; id?: string } = { source: { pointer: `${pointer}${path}` } };
    if (id !== undefined) extra.id = id;
    errors.push(errorObject(400, detail, extra));
  };
  if (!isRecord(item)) {
    fail('', 'Each transaction must be an object {"type": "transaction", "id": ..., "attributes": {...}}.');
    return { errors };
  }
  if (typeof item.id === 'string' && item.id.trim() !== '') id = item.id;
  else fail('/id', 'id must be a non-empty string: the transaction id shared by all its events.');
  if (item.type !== 'transaction' && item.type !== 'coreTransaction') {
    fail('/type', `type must be "transaction" (or "coreTransaction"), not ${JSON.stringify(item.type)}.`);
  }
  const attributes = item.attributes;
  if (!isRecord(attributes)) {
    fail(
      '/attributes',
      'attributes must be an object with userId, amount, direction, status and description.',
    );
    return { errors };
  }
  const userId = attributes.userId ?? attributes.referringPartnerUserId;
  if (typeof userId !== 'string' || userId === '') {
    fail(
      '/attributes/userId',
      'userId (or referringPartnerUserId) is required: the id of the user who paid.',
    );
  }
  const { amount, direction, status, description } = attributes;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) {
    fail(
      '/attributes/amount',
      `amount must be a whole, non-negative number of cents; got ${JSON.stringify(amount)}.`,
    );
  }
  if (typeof direction !== 'string' || !DIRECTIONS.includes(direction)) {
    fail('/attributes/direction', `direction must be DEBIT or CREDIT; got ${JSON.stringify(direction)}.`);
  }
  if (typeof status !== 'string' || !STATUSES.includes(status)) {
    fail(
      '/attributes/status',
      `status must be one of ${STATUSES.join(', ')}; got ${JSON.stringify(status)}.`,
    );
  }
  if (typeof description !== 'string' || description === '') {
    fail('/attributes/description', "description is required: the matched offer's name, for matching.");
  }
  for (const field of DATE_FIELDS) {
    const value = attributes[field];
    if (value === undefined) {
      if (typeof status === 'string' && REQUIRED_DATES[status]?.includes(field)) {
        fail(`/attributes/${field}`, `${field} is required on a ${status} event (ISO 8601).`);
      }
    } else if (typeof value !== 'string' || !ISO_8601.test(value) || Number.isNaN(Date.parse(value))) {
      fail(`/attributes/${field}`, `${field} must be an ISO 8601 timestamp such as "2026-03-02T15:00:00Z".`);
    }
  }
  for (const [field, rule] of Object.entries(PATTERNS)) {
    const value = attributes[field];
    if (value !== undefined && (typeof value !== 'string' || !rule.pattern.test(value))) {
      fail(`/attributes/${field}`, `${field} must be ${rule.expected}; got ${JSON.stringify(value)}.`);
    }
  }
  if (errors.length > 0 || id === undefined) return { errors };
  const transaction: SubmittedTransaction = {
    id,
    userId: userId as string,
    amount: amount as number,
    direction: direction as string,
    status: status as string,
    description: description as string,
  };
  if (typeof attributes.authorizationDate === 'string') {
    transaction.authorizationDate = attributes.authorizationDate;
  }
  if (typeof attributes.settledDate === 'string') transaction.settledDate = attributes.settledDate;
  return { transaction, errors };
}
