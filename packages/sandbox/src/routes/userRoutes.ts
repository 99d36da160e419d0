import type { ErrorObject, User, UserAttributes } from '@offerkit/data';
import type { Hono } from 'hono';
import { MAX_USERS_PER_REQUEST } from '../constants.ts';
import { errorObject, errorResponse, invalidPointer } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { isRecord, readJsonBody } from '../http/readJsonBody.ts';
import { requireUser, type SandboxRuntime } from '../runtime.ts';
import { historicalFlagRevert, validateUser } from './validateUser.ts';

const USERS = '/v2/issuers/:org/users';
const USER = '/v2/issuers/:org/users/:userId';

/** A copy safe to hand out, with `historicalTransactionsSent` always present. */
function userDocument(user: User): User {
  return {
    type: 'user',
    id: user.id,
    attributes: { ...user.attributes, enrolledRewards: [...user.attributes.enrolledRewards] },
  };
}

/**
 * Create Users (201 / 207 / 400 / 409), Update User (200 / 400 / 404), Get User (200 / 404) and
 * Delete User (204 / 404).
 */
export function registerUserRoutes(api: Hono, runtime: SandboxRuntime): void {
  const { state } = runtime;

  api.post(USERS, async (context) => {
    const body = await readJsonBody(context);
    if (!isRecord(body) || !Array.isArray(body.data)) {
      throw invalidPointer('/data', 'The body must be {"data": [user, ...]} with 1 to 100 users.');
    }
    const items: unknown[] = body.data;
    if (items.length < 1 || items.length > MAX_USERS_PER_REQUEST) {
      throw invalidPointer(
        '/data',
        `data holds ${items.length} users; send 1 to ${MAX_USERS_PER_REQUEST} per request (split larger batches).`,
      );
    }
    const created: User[] = [];
    const errors: ErrorObject[] = [];
    const inRequest = new Set<string>();
    items.forEach((item, index) => {
      const check = validateUser(item, `/data/${index}`, 'create');
      if (check.errors.length > 0 || check.id === undefined || check.attributes === undefined) {
        errors.push(...check.errors);
        return;
      }
      if (state.users.has(check.id) || inRequest.has(check.id)) {
        errors.push(
          errorObject(
            409,
            `User "${check.id}" already exists; update it with PUT .../users/${check.id} instead.`,
            {
              id: check.id,
              source: { pointer: `/data/${index}/id` },
            },
          ),
        );
        return;
      }
      inRequest.add(check.id);
      const attributes: UserAttributes = {
        ...check.attributes,
        enrolledRewards: check.attributes.enrolledRewards ?? [],
        historicalTransactionsSent:
          check.attributes.historicalTransactionsSent ?? runtime.historicalTransactionsDefault,
      };
      const user: User = { type: 'user', id: check.id, attributes };
      state.users.set(user.id, user);
      created.push(userDocument(user));
    });
    if (errors.length === 0) return jsonResponse({ data: created }, 201);
    if (created.length === 0) {
      const statuses = new Set(errors.map((error) => error.status));
      if (statuses.size === 1) return errorResponse(Number(errors[0]?.status), errors);
      return jsonResponse({ errors }, 207);
    }
    return jsonResponse({ errors, data: created }, 207);
  });

  api.get(USER, (context) =>
    jsonResponse({ data: userDocument(requireUser(runtime, context.req.param('userId'))) }),
  );

  api.put(USER, async (context) => {
    const userId = context.req.param('userId');
    const existing = requireUser(runtime, userId);
    const body = await readJsonBody(context);
    if (!isRecord(body) || !isRecord(body.data)) {
      throw invalidPointer(
        '/data',
        'The body must be {"data": {"type": "user", "id": ..., "attributes": {...}}}.',
      );
    }
    const check = validateUser(body.data, '/data', 'update');
    if (check.errors.length === 0 && check.id !== userId) {
      throw invalidPointer(
        '/data/id',
        `data.id "${check.id}" must equal the user id in the path ("${userId}").`,
      );
    }
    if (check.errors.length > 0 || check.attributes === undefined) return errorResponse(400, check.errors);
    // Once true, historicalTransactionsSent never reverts: an update to false is refused, nothing changes.
    const revert = historicalFlagRevert(existing, check.attributes);
    if (revert !== undefined) return errorResponse(400, [revert]);
    const attributes: UserAttributes = { ...existing.attributes, ...check.attributes };
    const user: User = { type: 'user', id: userId, attributes };
    state.users.set(userId, user);
    return jsonResponse({ data: userDocument(user) });
  });

  api.delete(USER, (context) => {
    const userId = context.req.param('userId');
    requireUser(runtime, userId);
    state.forgetUser(userId);
    return new Response(null, { status: 204 });
  });
}
