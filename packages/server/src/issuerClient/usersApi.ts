import {
  decodeErrorDocument,
  type ErrorObject,
  RewardsDecodeError,
  RewardsRequestError,
} from '@offerkit/data';
import {
  buildRouteUrl,
  MAX_USERS_PER_CREATE,
  serviceRoute,
  type User,
  type UserAttributes,
} from '@offerkit/data/backend';
import { dataArray, dataObject, decodeEach, decodeUser, isRecord } from './decodeResources.ts';
import { chunks, type IssuerClientContext, jsonRequest } from './IssuerClientContext.ts';

/** Users per Create Users request, as the contract limits it (the constant lives in `@offerkit/data`). */
export { MAX_USERS_PER_CREATE };

/** A user to create: its id on the issuer's system and its attributes (`type` is added). */
export interface NewUser {
  id: string;
  attributes: UserAttributes;
}

/** One user that was not created, with the service's error object for it. */
export interface FailedUser {
  id: string;
  error: ErrorObject;
}

/** The merged outcome of every Create Users request of one `users.create` call. */
export interface CreateUsersResult {
  /** Users the service created (201, or the `data` of a 207), in request order. */
  created: User[];
  /** Users it refused (a 207's errors, or every user of a batch answered 400/409/500). */
  failed: FailedUser[];
}

/** The users endpoints (scopes `user:write`, `user:update`). */
export interface UsersApi {
  /**
   * Create Users, in batches of at most 100 sent one after another; 201 and 207 answers are merged.
   * A batch answered with an error status marks each of its users as failed with the matching error.
   * Rejects (after earlier batches went through) on a network failure or a 401 after the token refresh;
   * repeating the call is safe, since existing users come back as 409 failures.
   */
  create(users: readonly NewUser[]): Promise<CreateUsersResult>;
  /**
   * Update User. Refuses `historicalTransactionsSent: false` before any request: the flag never reverts
   * once `true`, and a user left at `false` is not evaluated for targeted offers.
   */
  update(userId: string, attributes: Partial<UserAttributes>): Promise<User>;
  /** Get User By ID. */
  get(userId: string): Promise<User>;
  /** Delete User. */
  delete(userId: string): Promise<void>;
}

/** The users namespace of the issuer client. Internal. */
export function usersApi(context: IssuerClientContext): UsersApi {
  const { endpoint, transport, onDiagnostic } = context;
  const decodeOne = (json: unknown): User => {
    const [user] = decodeEach([dataObject(json, 'a user document')], '/data', onDiagnostic, decodeUser);
    if (user === undefined) {
      throw new RewardsDecodeError(
        'The rewards service answered a user document without a usable user (id and attributes); see the diagnostics.',
        [{ path: '/data', reason: 'not a user', severity: 'dropped' }],
      );
    }
    return user;
  };

  async function createBatch(batch: readonly NewUser[], result: CreateUsersResult): Promise<void> {
    const request = jsonRequest('POST', buildRouteUrl(endpoint, serviceRoute('createUsers'), {}), {
      data: batch.map((user) => ({ type: 'user', id: user.id, attributes: user.attributes })),
    });
    const response = await transport.exchange(request);
    let created: User[] = [];
    let errors: ErrorObject[] = [];
    if (response.status === 201 || response.status === 200) {
      const json = transport.parseJson(response, request);
      created = decodeEach(dataArray(json, 'the created users'), '/data', onDiagnostic, decodeUser);
    } else if (response.status === 207) {
      const json = transport.parseJson(response, request);
      errors = decodeErrorDocument(json, { onDiagnostic }).errors;
      if (isRecord(json) && Array.isArray(json.data)) {
        created = decodeEach(json.data, '/data', onDiagnostic, decodeUser);
      }
    } else if (response.status === 401 || response.status === 403) {
      // Credentials, not users, are wrong: no batch can succeed.
      throw transport.apiError(response);
    } else {
      errors = transport.apiError(response).errors;
    }
    result.created.push(...created);
    const createdIds = new Set(created.map((user) => user.id));
    for (const [index, user] of batch.entries()) {
      if (createdIds.has(user.id)) continue;
      const error =
        errors.find((candidate) => candidate.id === user.id) ??
        errors.find((candidate) => candidate.source?.pointer?.startsWith(`/data/${index}`)) ??
        (response.status === 207 ? undefined : errors[0]);
      result.failed.push({
        id: user.id,
        error: error ?? {
          status: String(response.status),
          title: 'Unknown outcome',
          detail: `The service answered ${response.status} without reporting this user as created or failed; get the user to see whether it exists.`,
        },
      });
    }
  }

  return {
    async create(users) {
      if (!Array.isArray(users) || users.length === 0) {
        throw new RewardsRequestError(
          'users.create needs at least one user: pass an array of {id, attributes}.',
        );
      }
      const result: CreateUsersResult = { created: [], failed: [] };
      for (const batch of chunks(users, MAX_USERS_PER_CREATE)) await createBatch(batch, result);
      return result;
    },
    async update(userId, attributes) {
      if (attributes?.historicalTransactionsSent === false) {
        throw new RewardsRequestError(
          `Refused to set historicalTransactionsSent to false: once true it can never be set back, ` +
            'and a user whose flag is not true is not evaluated for targeted offers. Omit the field to leave it as it is.',
        );
      }
      const request = jsonRequest('PUT', buildRouteUrl(endpoint, serviceRoute('updateUser'), { userId }), {
        data: { type: 'user', id: userId, attributes },
      });
      return transport.send(request, decodeOne);
    },
    async get(userId) {
      return transport.send(
        { method: 'GET', url: buildRouteUrl(endpoint, serviceRoute('getUser'), { userId }) },
        decodeOne,
      );
    },
    async delete(userId) {
      const request = {
        method: 'DELETE',
        url: buildRouteUrl(endpoint, serviceRoute('deleteUser'), { userId }),
      };
      const response = await transport.exchange(request);
      if (response.status < 200 || response.status >= 300) throw transport.apiError(response);
    },
  };
}
