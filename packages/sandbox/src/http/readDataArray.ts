import type { Context } from 'hono';
import { invalidPointer } from './errors.ts';
import { isRecord, readJsonBody } from './readJsonBody.ts';

/**
 * The items of a `{"data": [...]}` request body; 400 at `/data` with `shape` (the body the endpoint expects)
 * when the body is JSON of another shape, and 400 when it is empty or not JSON.
 */
export async function readDataArray(context: Context, shape: string): Promise<unknown[]> {
  const body = await readJsonBody(context);
  if (!isRecord(body) || !Array.isArray(body.data))
    throw invalidPointer('/data', `The body must be ${shape}.`);
  return body.data;
}
