import { type DiagnosticListener, RewardsDecodeError } from '@offerkit/data';
import {
  describeShape,
  type HistoricalTransactionsFile,
  quoteSafely,
  type ReconciliationFile,
  type User,
  type UserAttributes,
} from '@offerkit/data/backend';

// Hand-written, tolerant decoders for the server-side documents (users, upload sessions, files): a
// malformed item is dropped and reported, a body without the expected envelope is a RewardsDecodeError.

/** A plain JSON object. Internal. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `json.data` when it is an array, else a RewardsDecodeError naming `what`. Internal. */
export function dataArray(json: unknown, what: string): unknown[] {
  if (!isRecord(json) || !Array.isArray(json.data)) {
    throw new RewardsDecodeError(
      `Expected ${what} ({"data": [...]}), received ${describe(json)}. Check that baseUrl points at the rewards service.`,
      [{ path: '/data', reason: `not ${what}`, severity: 'dropped' }],
    );
  }
  return json.data;
}

/** `json.data` when it is an object, else a RewardsDecodeError naming `what`. Internal. */
export function dataObject(json: unknown, what: string): Record<string, unknown> {
  if (!isRecord(json) || !isRecord(json.data)) {
    throw new RewardsDecodeError(
      `Expected ${what} ({"data": {...}}), received ${describe(json)}. Check that baseUrl points at the rewards service.`,
      [{ path: '/data', reason: `not ${what}`, severity: 'dropped' }],
    );
  }
  return json.data;
}

/** The items `decode` accepts; each refusal is reported with its pointer and dropped. Internal. */
export function decodeEach<T>(
  items: readonly unknown[],
  path: string,
  onDiagnostic: DiagnosticListener | undefined,
  decode: (item: unknown) => T | string,
): T[] {
  const result: T[] = [];
  items.forEach((item, index) => {
    const decoded = decode(item);
    if (typeof decoded === 'string') {
      onDiagnostic?.({ path: `${path}/${index}`, reason: decoded, severity: 'dropped' });
    } else {
      result.push(decoded);
    }
  });
  return result;
}

const OPTIONAL_STRINGS = ['zipCode', 'email', 'hashedEmail', 'phoneNumber', 'birthYear'] as const;

/** A user resource, or the reason it is dropped. Unknown attributes are ignored. Internal. */
export function decodeUser(item: unknown): User | string {
  if (!isRecord(item)) return `Dropped a user that is ${describe(item)}, not an object.`;
  if (typeof item.id !== 'string' || item.id === '') return 'Dropped a user without a string id.';
  const raw = item.attributes;
  // The id is the bank's own user id: personal data, described rather than shown (the pointer names the item).
  if (!isRecord(raw)) return `Dropped a user (id: ${describeShape(item.id)}): it has no attributes object.`;
  const enrolled = Array.isArray(raw.enrolledRewards)
    ? raw.enrolledRewards.filter((value): value is string => typeof value === 'string')
    : [];
  const attributes: UserAttributes = { enrolledRewards: enrolled };
  for (const name of OPTIONAL_STRINGS) {
    const value = raw[name];
    if (typeof value === 'string') attributes[name] = value;
  }
  if (typeof raw.historicalTransactionsSent === 'boolean') {
    attributes.historicalTransactionsSent = raw.historicalTransactionsSent;
  }
  return { type: 'user', id: item.id, attributes };
}

/** An upload session, or the reason it is dropped. Internal. */
export function decodeUploadSession(item: unknown): HistoricalTransactionsFile | string {
  if (!isRecord(item) || typeof item.id !== 'string') return 'Dropped an upload session without a string id.';
  const attributes = item.attributes;
  if (!isRecord(attributes) || typeof attributes.url !== 'string' || attributes.url === '') {
    return `Dropped upload session ${quoteSafely(item.id)}: it has no attributes.url.`;
  }
  const expiresIn =
    typeof attributes.expiresIn === 'number' && Number.isFinite(attributes.expiresIn)
      ? attributes.expiresIn
      : 900;
  return { type: 'historicalTransactionsFile', id: item.id, attributes: { url: attributes.url, expiresIn } };
}

/** A reconciliation file, or the reason it is dropped; other attributes are kept as they came. Internal. */
export function decodeReconciliationFile(item: unknown): ReconciliationFile | string {
  if (!isRecord(item) || typeof item.id !== 'string') return 'Dropped a file without a string id.';
  const attributes = item.attributes;
  if (!isRecord(attributes) || typeof attributes.downloadUrl !== 'string' || attributes.downloadUrl === '') {
    return `Dropped file ${quoteSafely(item.id)}: it has no attributes.downloadUrl.`;
  }
  return {
    type: typeof item.type === 'string' ? item.type : 'file',
    id: item.id,
    attributes: { ...attributes, downloadUrl: attributes.downloadUrl },
  };
}

/** A short description of a value for an error message. Internal. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object without the expected data';
  return typeof value;
}
