import * as v from 'valibot';
import type { ReconciliationRecord } from './ReconciliationRecord.ts';

const cents = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
  v.integer(),
);
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

/** One record from a flat object (a CSV row or a JSON entry), or why it cannot be read. Internal. */
export function decodeReconciliationRecord(
  value: unknown,
): { ok: true; record: ReconciliationRecord } | { ok: false; message: string } {
  const parsed = v.safeParse(record, value);
  if (!parsed.success) {
    const fields = parsed.issues.map((issue) => {
      const path = v.getDotPath(issue);
      if (path === null) return `the row is ${issue.received}`;
      const given = (value as Record<string, unknown>)[path];
      return given === undefined ? `${path} is missing` : `${path} is ${JSON.stringify(given)}`;
    });
    return {
      ok: false,
      message: `${fields.join(', ')} (transactionId and paymentStatus are required; amounts are whole cents).`,
    };
  }
  const clean: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(parsed.output)) {
    if (entry !== undefined && entry !== '') clean[key] = entry;
  }
  return { ok: true, record: clean as ReconciliationRecord };
}
