import type { Context } from 'hono';
import { invalidPointer } from './errors.ts';

/** The request body as JSON, or 400 saying it is not. */
export async function readJsonBody(context: Context): Promise<unknown> {
  const text = await context.req.text();
  if (text.trim() === '')
    throw invalidPointer('', 'The request body is empty; send a JSON document {"data": ...}.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidPointer('', 'The request body is not valid JSON; send a JSON document {"data": ...}.');
  }
}

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
