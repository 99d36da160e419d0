import * as v from 'valibot';
import type { CoreHistoricalTransaction, HistoricalTransaction } from '../types/uploads.ts';
import { describeShape, quoteSafely } from './describeValue.ts';
import * as s from './schemas.ts';

/** The two record kinds of a historical upload file (one kind per file). */
export type HistoricalRecordKind = 'historicalTransaction' | 'coreHistoricalTransaction';

/** A historical upload record of either kind. */
export type HistoricalRecord = HistoricalTransaction | CoreHistoricalTransaction;

/** One reason a record breaks the contract: the field (dot path) and what it must be. */
export interface HistoricalRecordIssue {
  /** Dot path of the field, e.g. `attributes.cardBIN`; `''` for the record itself. */
  path: string;
  /** What is wrong and what the field must hold. */
  message: string;
}

/** The outcome of {@link checkHistoricalRecord}. */
export type HistoricalRecordCheck =
  | { ok: true; record: HistoricalRecord }
  | { ok: false; issues: HistoricalRecordIssue[]; recordId?: string; transactionId?: string };

// What each field must hold, in the words an error message uses. Keys are dot paths.
const EXPECTED: Readonly<Record<string, string>> = {
  '': 'a JSON object {"type", "id", "attributes"}',
  type: '"historicalTransaction" or "coreHistoricalTransaction"',
  id: 'a non-empty string (the record id)',
  attributes: 'an object with the transaction fields',
  'attributes.userId': "a non-empty string (the user's id on your system)",
  'attributes.transactionId': 'a non-empty string (the transaction id)',
  'attributes.amount': 'an integer number of cents',
  'attributes.subtotal': 'an integer number of cents (before tax and tip)',
  'attributes.currency': 'a three-letter ISO 4217 code such as "USD"',
  'attributes.status': 'a non-empty status string such as "SETTLED"',
  'attributes.direction': '"DEBIT" or "CREDIT"',
  'attributes.description': 'a non-empty string',
  'attributes.cardBIN': 'the first 6 digits of the card number',
  'attributes.cardLastFour': 'the last 4 digits of the card number',
  'attributes.cardLastFours': 'an array of 4-digit strings',
  'attributes.authorizationDate': 'an ISO 8601 timestamp such as "2026-03-02T12:00:00Z"',
  'attributes.settledDate': 'an ISO 8601 timestamp such as "2026-03-03T12:00:00Z"',
  'attributes.merchant': 'an object with string members (id, name, addrStreet, ...)',
};

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const nonEmpty = v.pipe(s.text, v.nonEmpty());
const cents = v.pipe(v.number(), v.integer());
const optionalText = v.optional(s.text);
const timestamp = v.pipe(
  s.text,
  v.check((value) => ISO_8601.test(value) && !Number.isNaN(Date.parse(value))),
);
const direction = v.picklist(['DEBIT', 'CREDIT']);
const currency = v.pipe(s.text, v.regex(/^[A-Z]{3}$/));

// Loose objects: fields the contract adds later (or an issuer's own) pass through untouched.
const merchant = v.looseObject({
  id: optionalText,
  name: optionalText,
  addrStreet: optionalText,
  addrCity: optionalText,
  addrState: optionalText,
  addrZipcode: optionalText,
  addrCountry: optionalText,
  latitude: optionalText,
  longitude: optionalText,
  storeId: optionalText,
});

const historicalTransaction = v.looseObject({
  type: v.literal('historicalTransaction'),
  id: nonEmpty,
  attributes: v.looseObject({
    userId: nonEmpty,
    transactionId: nonEmpty,
    amount: cents,
    subtotal: v.optional(cents),
    currency,
    status: nonEmpty,
    direction,
    paymentType: optionalText,
    description: nonEmpty,
    description2: optionalText,
    mcc: optionalText,
    cardBIN: v.pipe(s.text, v.regex(/^\d{6}$/)),
    cardLastFour: v.pipe(s.text, v.regex(/^\d{4}$/)),
    cardNetwork: optionalText,
    authorizationDate: timestamp,
    authorizationCode: optionalText,
    retrievalReferenceNumber: optionalText,
    acquirerReferenceNumber: optionalText,
    systemTraceAuditNumber: optionalText,
    merchant,
  }),
});

const coreHistoricalTransaction = v.looseObject({
  type: v.literal('coreHistoricalTransaction'),
  id: nonEmpty,
  attributes: v.looseObject({
    userId: nonEmpty,
    transactionId: nonEmpty,
    amount: cents,
    currency,
    description: nonEmpty,
    direction,
    status: v.literal('SETTLED'),
    settledDate: timestamp,
    authorizationDate: timestamp,
    financialInstitutionId: optionalText,
    cardLastFours: v.optional(v.array(v.pipe(s.text, v.regex(/^\d{4}$/)))),
  }),
});

const SCHEMAS = { historicalTransaction, coreHistoricalTransaction } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectedFor(path: string): string {
  if (path.startsWith('attributes.merchant.')) return 'a string';
  if (path.startsWith('attributes.cardLastFours.')) return 'a 4-digit string';
  return EXPECTED[path] ?? 'a string';
}

// Fields whose value helps the reader and cannot be personal data when short: quoted (cut, and only their
// shape when they look like a card or phone number or an email). Every other field — card, user,
// description, merchant, dates, anything unknown — is described by its shape only: these messages are
// log lines, and a card number typed into cardBIN must not reach a log.
const QUOTED = new Set([
  'type',
  'attributes.amount',
  'attributes.subtotal',
  'attributes.currency',
  'attributes.status',
  'attributes.direction',
]);

function describeReceived(path: string, issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined) return 'is missing';
  return `is ${QUOTED.has(path) ? quoteSafely(issue.input) : describeShape(issue.input)}`;
}

/**
 * Checks one historical upload record against the contract's required fields and their types: every
 * problem is reported with the field's dot path and what the field must hold. Messages never quote a card,
 * user, description, merchant, date or free-text value — only its shape ("a 16-digit string") — and quote
 * other values only when short and not shaped like personal data. With `kind`, the record must
 * be of that kind (a file holds one kind); without it, `type` picks the kind. Unknown fields are allowed
 * and kept. Shared by the issuer's file writer and the sandbox's upload processing, so both apply the
 * same rules.
 */
export function checkHistoricalRecord(value: unknown, kind?: HistoricalRecordKind): HistoricalRecordCheck {
  if (!isRecord(value)) {
    return { ok: false, issues: [{ path: '', message: `The record must be ${EXPECTED['']}.` }] };
  }
  const attributes = isRecord(value.attributes) ? value.attributes : undefined;
  const ids: { recordId?: string; transactionId?: string } = {};
  if (typeof value.id === 'string' && value.id !== '') ids.recordId = value.id;
  if (typeof attributes?.transactionId === 'string' && attributes.transactionId !== '')
    ids.transactionId = attributes.transactionId;
  const expectedKind =
    kind ??
    (value.type === 'historicalTransaction' || value.type === 'coreHistoricalTransaction'
      ? value.type
      : undefined);
  if (expectedKind === undefined || value.type !== expectedKind) {
    const wanted = kind === undefined ? EXPECTED.type : `"${kind}" (this file holds ${kind} records)`;
    return {
      ok: false,
      ...ids,
      issues: [
        {
          path: 'type',
          message: `type is ${value.type === undefined ? 'missing' : quoteSafely(value.type)}; it must be ${wanted}.`,
        },
      ],
    };
  }
  const result = v.safeParse(SCHEMAS[expectedKind], value);
  if (result.success) return { ok: true, record: value as unknown as HistoricalRecord };
  const issues = result.issues.map((issue): HistoricalRecordIssue => {
    const path = v.getDotPath(issue) ?? '';
    return { path, message: `${path} ${describeReceived(path, issue)}; it must be ${expectedFor(path)}.` };
  });
  return { ok: false, ...ids, issues };
}
