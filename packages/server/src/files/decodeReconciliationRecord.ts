import { describeShape, quoteSafely } from '@offerkit/data/backend';
import * as v from 'valibot';
import type { ReconciliationRecord } from './ReconciliationRecord.ts';

// Whole cents, exactly: a safe integer, or a digit string of at most 15 digits (any larger string could
// exceed 2^53 and be rounded without a word: "9007199254740993" would read as …992).
const cents = v.union([
  v.pipe(
    v.number(),
    v.check((value) => Number.isSafeInteger(value)),
  ),
  v.pipe(v.string(), v.regex(/^-?\d{1,15}$/), v.transform(Number)),
]);
const optionalText = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
);

// Loose: columns the contract does not name are kept. Empty CSV cells read as absent.
const record = v.looseObject({
  transactionId: v.pipe(v.string(), v.nonEmpty()),
  paymentStatus: v.pipe(v.string(), v.nonEmpty()),
  userId: optionalText,
  offerId: optionalText,
  merchantName: optionalText,
  transactionAmountInCents: v.optional(v.union([v.literal(''), cents])),
  rewardAmountInCents: v.optional(v.union([v.literal(''), cents])),
  settledDate: optionalText,
  paidDate: optionalText,
});

// Fields whose value helps the reader and cannot be personal data when short: quoted (cut to 32
// characters, and only their shape when they look like a card or phone number or an email). Every other
// field (user, merchant, dates, free text) is described by its shape only.
const QUOTED = new Set([
  'transactionId',
  'paymentStatus',
  'offerId',
  'transactionAmountInCents',
  'rewardAmountInCents',
]);

/** One record from a flat object (a CSV row or a JSON entry), or why it cannot be read. Internal. */
export function decodeReconciliationRecord(
  value: unknown,
): { ok: true; record: ReconciliationRecord } | { ok: false; message: string } {
  const parsed = v.safeParse(record, value);
  if (!parsed.success) {
    const fields = new Set(
      parsed.issues.map((issue) => {
        const path = v.getDotPath(issue);
        if (path === null) return `the row is ${describeShape(value)}`;
        const given = (value as Record<string, unknown>)[path];
        if (given === undefined) return `${path} is missing`;
        return `${path} is ${QUOTED.has(path) ? quoteSafely(given) : describeShape(given)}`;
      }),
    );
    return {
      ok: false,
      message: `${[...fields].join(', ')} (transactionId and paymentStatus are required; amounts are whole cents: safe integers, or digit strings of at most 15 digits).`,
    };
  }
  const clean: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(parsed.output)) {
    // A member named like an Object.prototype property (`toString`, `hasOwnProperty`…) would shadow it:
    // `String(record)` or `record.hasOwnProperty(…)` in the bank's code would throw. No contract column is.
    if (key in Object.prototype) continue;
    if (entry !== undefined && entry !== '') clean[key] = entry;
  }
  return { ok: true, record: clean as ReconciliationRecord };
}
