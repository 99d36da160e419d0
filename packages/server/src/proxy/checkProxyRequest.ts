import { problem } from './proxyResponse.ts';
import { type MatchedRoute, queryGrammarReason } from './proxyRules.ts';

/** The session's organization and user against the path's (percent-decoded): 400, 404 or 403. Internal. */
export function checkScope(
  route: MatchedRoute,
  userId: string,
  organizationId: string,
): Response | undefined {
  const org = decodeSegment(route.organizationId);
  const user = decodeSegment(route.userId);
  if (org === undefined || user === undefined) {
    return problem(400, 'The path holds a malformed percent-encoding; encode ids with encodeURIComponent.');
  }
  if (org !== organizationId) {
    return problem(
      404,
      `No rewards route for organization "${org}"; this backend serves "${organizationId}".`,
    );
  }
  if (user !== userId) {
    return problem(403, 'This user id is not the signed-in user’s: request your own offers only.');
  }
  return undefined;
}

/**
 * The query against the route's names and `include` values (from the route table) and the allowed
 * components: 400 naming the parameter. Internal.
 */
export function checkQuery(
  route: MatchedRoute,
  rawQuery: string,
  components: ReadonlySet<string>,
): Response | undefined {
  const names = route.route.query;
  const reason = queryGrammarReason(rawQuery);
  if (reason !== undefined) {
    return problem(400, `The query was refused: ${reason}. Encode values with encodeURIComponent.`);
  }
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeSegment(equals === -1 ? pair : pair.slice(0, equals));
    const value = decodeSegment(equals === -1 ? '' : pair.slice(equals + 1).replaceAll('+', ' '));
    if (name === undefined || value === undefined) {
      return problem(
        400,
        'The query holds a malformed percent-encoding; encode values with encodeURIComponent.',
      );
    }
    if (!names.includes(name)) {
      const allowed = names;
      return problem(
        400,
        `Unknown query parameter "${name}" for this route; allowed: ${allowed.length === 0 ? 'none' : allowed.join(', ')}.`,
        {},
        name,
      );
    }
    if (name === 'supportedComponents' && !components.has(value)) {
      return problem(
        400,
        `supportedComponents value "${value}" is not allowed; allowed: ${[...components].join(', ')}.`,
        {},
        name,
      );
    }
    if (name === 'include') {
      const allowed = route.route.include;
      const unknown = value.split(',').find((item) => !allowed.includes(item));
      if (unknown !== undefined) {
        return problem(
          400,
          `include value "${unknown}" is not allowed here; allowed: ${allowed.join(', ')}.`,
          {},
          name,
        );
      }
    }
  }
  return undefined;
}

/** A CSRF defence without a token: the browser says where a state-changing request came from. Internal. */
export function sameSite(
  request: Request,
  url: URL,
  allowedOrigins: ReadonlySet<string> | undefined,
): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null') {
    const allowed = allowedOrigins ?? new Set([url.origin]);
    if (allowed.has(origin)) return true;
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

function decodeSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
