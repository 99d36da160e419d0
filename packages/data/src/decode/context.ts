import type * as v from 'valibot';
import { RewardsDecodeError } from '../errors/RewardsDecodeError.ts';
import type { Diagnostic, DiagnosticListener } from '../types/documents.ts';
import { type UrlOriginPolicy, urlOriginPolicy } from '../url/urlOriginPolicy.ts';
import type { DecodeOptions } from './DecodeOptions.ts';

/** Collects the diagnostics of one decode run. Internal. */
export class DecodeContext {
  readonly diagnostics: Diagnostic[] = [];
  readonly #listener: DiagnosticListener | undefined;
  /** The origins asset and website URLs are held to in this run. */
  readonly urls: UrlOriginPolicy;

  constructor(listener?: DiagnosticListener, options: DecodeOptions = {}) {
    this.#listener = listener;
    this.urls = urlOriginPolicy(options);
  }

  /** Something was removed from the result. */
  drop(path: string, reason: string): void {
    this.#report({ path, reason, severity: 'dropped' });
  }

  /** Something was kept although it is unknown or odd. */
  tolerate(path: string, reason: string): void {
    this.#report({ path, reason, severity: 'tolerated' });
  }

  /** Gives up on the whole document: the only way a decoder throws. */
  fail(path: string, reason: string): never {
    this.drop(path, reason);
    throw new RewardsDecodeError(
      `${reason} Check that the request reached the rewards service (base URL, proxy) and not another page.`,
      [...this.diagnostics],
    );
  }

  #report(diagnostic: Diagnostic): void {
    this.diagnostics.push(diagnostic);
    this.#listener?.(diagnostic);
  }
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether `value` is a JSON object; when it is not, drops `path` as "Dropped {what}: expected an object,
 * received …" followed by `instead` (what is done in its place). Internal.
 */
export function recordOrDrop(
  value: unknown,
  path: string,
  what: string,
  ctx: DecodeContext,
  instead = '',
): value is Record<string, unknown> {
  return isRecord(value) || wrongShape(value, 'an object', path, what, ctx, instead);
}

/** Whether `value` is an array; when it is not, drops `path` as "Dropped {what}: expected an array, …". Internal. */
export function arrayOrDrop(
  value: unknown,
  path: string,
  what: string,
  ctx: DecodeContext,
): value is unknown[] {
  return Array.isArray(value) || wrongShape(value, 'an array', path, what, ctx, '');
}

function wrongShape(
  value: unknown,
  expected: string,
  path: string,
  what: string,
  ctx: DecodeContext,
  instead: string,
): false {
  ctx.drop(path, `Dropped ${what}: expected ${expected}, received ${describe(value)}${instead}.`);
  return false;
}

/** Appends keys to a JSON pointer, escaping `~` and `/` (RFC 6901). */
export function pointer(base: string, ...keys: readonly (string | number)[]): string {
  let path = base;
  for (const key of keys) path += `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
  return path;
}

/** A short description of a JSON value's type, for messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** The first valibot issue as a readable sentence with its location relative to the parsed value. */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (issue === undefined) return 'invalid value';
  const keys = (issue.path ?? []).map((item) => item.key as string | number);
  return keys.length === 0 ? issue.message : `${issue.message} at ${pointer('', ...keys)}`;
}

/** Reports a value outside the known set of an open enum; the value is kept. */
export function tolerateEnum(
  value: string | undefined,
  known: readonly string[],
  path: string,
  ctx: DecodeContext,
): void {
  if (value === undefined || known.includes(value)) return;
  ctx.tolerate(path, `Unknown value ${JSON.stringify(value)} kept as is (known: ${known.join(', ')}).`);
}

/**
 * {@link tolerateEnum} for each `[route, known]` rule, in order: a route is the keys below `value` joined by
 * "/", where `*` stands for each index of a list (`purchaseChannel/*`); a value that is not there is skipped.
 */
export function tolerateEnums(
  value: unknown,
  path: string,
  rules: readonly (readonly [string, readonly string[]])[],
  ctx: DecodeContext,
): void {
  for (const [route, known] of rules) tolerateAt(value, path, route.split('/'), known, ctx);
}

function tolerateAt(
  node: unknown,
  path: string,
  keys: readonly string[],
  known: readonly string[],
  ctx: DecodeContext,
): void {
  const [key, ...rest] = keys;
  if (key === undefined) {
    if (typeof node === 'string') tolerateEnum(node, known, path, ctx);
  } else if (key === '*') {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        tolerateAt(item, pointer(path, index), rest, known, ctx);
      });
    }
  } else if (isRecord(node)) {
    tolerateAt(node[key], pointer(path, key), rest, known, ctx);
  }
}
