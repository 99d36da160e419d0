import { MAX_USERS_PER_CREATE } from '@offerkit/data/backend';
import type { Hono } from 'hono';
import { batchResponse } from '../http/batchResponse.ts';
import { invalidPointer } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readDataArray } from '../http/readDataArray.ts';
import { isRecord, readJsonBody } from '../http/readJsonBody.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import { userResource } from '../resources/userResource.ts';
import type { SandboxRuntime } from '../runtime.ts';

/**
 * Create Users (201 / 207 / 400 / 409), Update User (200 / 400 / 404), Get User (200 / 404) and
 * Delete User (204 / 404).
 */
export function registerUserRoutes(api: Hono, runtime: SandboxRuntime): void {
  const { state } = runtime;

  api.on(...sandboxRoute('createUsers'), async (context) => {
    const items = await readDataArray(
      context,
      `{"data": [user, ...]} with 1 to ${MAX_USERS_PER_CREATE} users`,
    );
    const { created, errors } = state.createUsers(items);
    return batchResponse(created.map(userResource), errors);
  });

  api.on(...sandboxRoute('getUser'), (context) =>
    jsonResponse({ data: userResource(state.requireUser(context.req.param('userId'))) }),
  );

  api.on(...sandboxRoute('updateUser'), async (context) => {
    const userId = context.req.param('userId');
    // An unknown user is 404 whatever the body says.
    state.requireUser(userId);
    const body = await readJsonBody(context);
    if (!isRecord(body) || !isRecord(body.data)) {
      throw invalidPointer(
        '/data',
        'The body must be {"data": {"type": "user", "id": ..., "attributes": {...}}}.',
      );
    }
    return jsonResponse({ data: userResource(state.updateUser(userId, body.data)) });
  });

  api.on(...sandboxRoute('deleteUser'), (context) => {
    state.deleteUser(context.req.param('userId'));
    return new Response(null, { status: 204 });
  });
}
