import type { MiddlewareHandler } from 'hono';
import { errorObject, errorResponse } from './errors.ts';

/** Lets through requests for the sandbox's own organization (the `:org` path parameter); any other → 404. */
export function organizationScope(organizationId: string): MiddlewareHandler {
  return async (context, next) => {
    const org = context.req.param('org');
    if (org !== organizationId) {
      return errorResponse(404, [
        errorObject(
          404,
          `Organization "${org}" does not exist here; this sandbox serves "${organizationId}".`,
        ),
      ]);
    }
    await next();
  };
}
