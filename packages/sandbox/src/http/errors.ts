import type { ErrorObject, ErrorSource } from '@offerkit/data';
import { errorTitle } from '@offerkit/data/backend';

/** One error object: `status` as a string, the contract's title, a detail, optional source and id. */
export function errorObject(
  status: number,
  detail: string,
  extra: { source?: ErrorSource; id?: string } = {},
): ErrorObject {
  const error: ErrorObject = { status: String(status), title: errorTitle(status), detail };
  if (extra.source !== undefined) error.source = extra.source;
  if (extra.id !== undefined) error.id = extra.id;
  return error;
}

/** Thrown by route code; the app turns it into `{errors: [...]}` with its status. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorObject[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.detail).join(' '));
    this.name = 'SandboxHttpError';
  }
}

/** 400 naming a query parameter. */
export function invalidParameter(parameter: string, detail: string): SandboxHttpError {
  return new SandboxHttpError(400, [errorObject(400, detail, { source: { parameter } })]);
}

/** 400 pointing into the request body. */
export function invalidPointer(pointer: string, detail: string): SandboxHttpError {
  return new SandboxHttpError(400, [errorObject(400, detail, { source: { pointer } })]);
}

/** 404 for a resource that does not exist. */
export function notFound(detail: string): SandboxHttpError {
  return new SandboxHttpError(404, [errorObject(404, detail)]);
}

/** 409 for an action the resource cannot take in its present state. */
export function conflict(detail: string, id?: string): SandboxHttpError {
  return new SandboxHttpError(409, [errorObject(409, detail, id === undefined ? {} : { id })]);
}

/** A JSON:API error response. */
export function errorResponse(
  status: number,
  errors: ErrorObject[],
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ errors }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
