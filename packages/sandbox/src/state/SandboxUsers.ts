import type { ErrorObject } from '@offerkit/data';
import type { User, UserAttributes } from '@offerkit/data/backend';
import { historicalFlagRevert, userExistsError, validateUser } from '../rules/validateUser.ts';
import { SandboxDomainError } from './domainErrors.ts';

/** What Create Users did: the users it created, and an error per item it refused. */
export interface UserCreation {
  created: User[];
  errors: ErrorObject[];
}

/** The sandbox's users, by id. The collection stays private: changes go through the methods. */
export class SandboxUsers {
  readonly #users = new Map<string, User>();

  /** `historicalTransactionsDefault`: `historicalTransactionsSent` of a user created without it. */
  constructor(private readonly historicalTransactionsDefault: boolean) {}

  get(userId: string): User | undefined {
    return this.#users.get(userId);
  }

  /** The user named by a path; `USER_NOT_FOUND` when there is none. */
  require(userId: string): User {
    const user = this.#users.get(userId);
    if (user === undefined) throw new SandboxDomainError({ code: 'USER_NOT_FOUND', userId });
    return user;
  }

  /** Empties the collection and adds `users` (the sandbox's fixed users). */
  reset(users: readonly User[]): void {
    this.#users.clear();
    for (const user of users) this.#users.set(user.id, user);
  }

  /**
   * Create Users (the batch size is checked before): each valid item with a new id is created —
   * `enrolledRewards` as given, `historicalTransactionsSent` defaulting to the sandbox's setting — and each
   * other item gets its errors: 400 for an invalid item, 409 for an id that exists (or repeats).
   */
  create(items: readonly unknown[]): UserCreation {
    const result: UserCreation = { created: [], errors: [] };
    const inRequest = new Set<string>();
    items.forEach((item, index) => {
      const check = validateUser(item, `/data/${index}`, 'create');
      if (check.errors.length > 0 || check.id === undefined || check.attributes === undefined) {
        result.errors.push(...check.errors);
        return;
      }
      if (this.#users.has(check.id) || inRequest.has(check.id)) {
        result.errors.push(userExistsError(check.id, index));
        return;
      }
      inRequest.add(check.id);
      const attributes: UserAttributes = {
        ...check.attributes,
        enrolledRewards: check.attributes.enrolledRewards ?? [],
        historicalTransactionsSent:
          check.attributes.historicalTransactionsSent ?? this.historicalTransactionsDefault,
      };
      const user: User = { type: 'user', id: check.id, attributes };
      this.#users.set(user.id, user);
      result.created.push(user);
    });
    return result;
  }

  /**
   * Update User with the resource `data`: its id must be the path's, its attributes valid, and
   * `historicalTransactionsSent` never goes back from true to false; otherwise nothing changes.
   * Attributes left out keep their values.
   */
  update(userId: string, data: Record<string, unknown>): User {
    const existing = this.require(userId);
    const check = validateUser(data, '/data', 'update');
    if (check.errors.length === 0 && check.id !== userId) {
      throw new SandboxDomainError({ code: 'USER_ID_MISMATCH', pathId: userId, bodyId: String(check.id) });
    }
    if (check.errors.length > 0 || check.attributes === undefined)
      throw new SandboxDomainError({ code: 'INVALID_ITEMS', problems: check.errors });
    const revert = historicalFlagRevert(existing, check.attributes);
    if (revert !== undefined) throw new SandboxDomainError({ code: 'INVALID_ITEMS', problems: [revert] });
    const user: User = {
      type: 'user',
      id: userId,
      attributes: { ...existing.attributes, ...check.attributes },
    };
    this.#users.set(userId, user);
    return user;
  }

  delete(userId: string): void {
    this.#users.delete(userId);
  }
}
