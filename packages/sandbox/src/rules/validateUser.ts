import type { ErrorObject } from '@offerkit/data';
import type { User, UserAttributes } from '@offerkit/data/backend';
import { errorObject } from '../http/errors.ts';
import { isRecord } from '../http/readJsonBody.ts';

/** The result of checking one user item: its id (when readable), clean attributes, or errors. */
export interface UserCheck {
  id?: string;
  attributes?: Partial<UserAttributes>;
  errors: ErrorObject[];
}

const RULES: Record<string, { test: (value: unknown) => boolean; expected: string }> = {
  zipCode: {
    test: (value) => typeof value === 'string' && /^\d{5}(-\d{4})?$/.test(value),
    expected: 'a US zip code ("94110" or "94110-1234")',
  },
  email: {
    test: (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    expected: 'an email address',
  },
  hashedEmail: {
    test: (value) => typeof value === 'string' && /^[0-9a-f]{64}$/i.test(value),
    expected: 'a SHA-256 hex digest (64 hex digits)',
  },
  phoneNumber: {
    test: (value) => typeof value === 'string' && /^\+[1-9]\d{1,14}$/.test(value),
    expected: 'an E.164 number such as "+14155550100"',
  },
  birthYear: {
    test: (value) => typeof value === 'string' && /^(19|20)\d{2}$/.test(value),
    expected: 'a four-digit year such as "1990"',
  },
  historicalTransactionsSent: { test: (value) => typeof value === 'boolean', expected: 'true or false' },
};

/**
 * Checks one user resource at `pointer` (`/data/3` or `/data`). On create `enrolledRewards` is required;
 * on update every attribute is optional. Unknown attributes are ignored.
 */
export function validateUser(item: unknown, pointer: string, mode: 'create' | 'update'): UserCheck {
  const check: UserCheck = { errors: [] };
  const fail = (path: string, detail: string): void => {
    const extra: { source: { pointer: string }; id?: string } = { source: { pointer: `${pointer}${path}` } };
    if (check.id !== undefined) extra.id = check.id;
    check.errors.push(errorObject(400, detail, extra));
  };
  if (!isRecord(item)) {
    fail('', 'Each user must be an object {"type": "user", "id": ..., "attributes": {...}}.');
    return check;
  }
  if (typeof item.id === 'string' && item.id.trim() !== '' && item.id.length <= 255) check.id = item.id;
  else fail('/id', 'id must be a non-empty string of at most 255 characters: the user id on your system.');
  if (item.type !== 'user') fail('/type', `type must be "user", not ${JSON.stringify(item.type)}.`);
  const attributes = item.attributes;
  if (!isRecord(attributes)) {
    fail('/attributes', 'attributes must be an object with at least enrolledRewards.');
    return check;
  }
  const clean: Partial<UserAttributes> = {};
  const programs = attributes.enrolledRewards;
  if (programs === undefined) {
    if (mode === 'create')
      fail(
        '/attributes/enrolledRewards',
        'enrolledRewards is required: ["CARDLINKED"], or [] for no program.',
      );
  } else if (!Array.isArray(programs)) {
    fail('/attributes/enrolledRewards', 'enrolledRewards must be an array such as ["CARDLINKED"].');
  } else {
    programs.forEach((program, index) => {
      if (program !== 'CARDLINKED') {
        fail(
          `/attributes/enrolledRewards/${index}`,
          `${JSON.stringify(program)} is not a program; the allowed value is "CARDLINKED".`,
        );
      }
    });
    clean.enrolledRewards = [...new Set(programs as string[])];
  }
  for (const [name, rule] of Object.entries(RULES)) {
    const value = attributes[name];
    if (value === undefined) continue;
    if (!rule.test(value))
      fail(`/attributes/${name}`, `${name} must be ${rule.expected}; got ${JSON.stringify(value)}.`);
    else Object.assign(clean, { [name]: value });
  }
  if (check.errors.length === 0) check.attributes = clean;
  return check;
}

/**
 * The error for an update that sets `historicalTransactionsSent` back to `false` on a user whose flag is
 * already `true` (the contract's rule: once true it cannot revert), or `undefined` when the update is
 * allowed.
 */
export function historicalFlagRevert(
  existing: User,
  update: Partial<UserAttributes>,
): ErrorObject | undefined {
  if (existing.attributes.historicalTransactionsSent !== true) return undefined;
  if (update.historicalTransactionsSent !== false) return undefined;
  return errorObject(
    400,
    `historicalTransactionsSent of user "${existing.id}" is already true and can never be set back to false: once a user's history is sent it stays sent. Leave the attribute out (or send true) to update the other attributes.`,
    { id: existing.id, source: { pointer: '/data/attributes/historicalTransactionsSent' } },
  );
}

/** The error for a Create Users item whose id exists already (or repeats an earlier item's). */
export function userExistsError(id: string, index: number): ErrorObject {
  return errorObject(409, `User "${id}" already exists; update it with PUT .../users/${id} instead.`, {
    id,
    source: { pointer: `/data/${index}/id` },
  });
}
