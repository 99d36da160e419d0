import { isOfferkitError, RewardsApiError, RewardsDecodeError, RewardsNetworkError } from '@offerkit/data';
import { TokenExchangeError } from '../token/TokenExchangeError.ts';
import { pathRefused, problem } from './proxyResponse.ts';
import type { MatchedRoute } from './proxyRules.ts';

/** Media types named in the proxy's report of a non-JSON answer (any other is "another media type"). Internal. */
export const NAMED_MEDIA_TYPES = new Set([
  'text/html',
  'text/plain',
  'text/javascript',
  'application/javascript',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'application/octet-stream',
]);

/** The proxy's own words for an upstream error it relays by status only. Internal. */
export const UPSTREAM_ERROR_DETAILS: Readonly<Partial<Record<number, string>>> = {
  400: 'The rewards service refused the request as invalid.',
  403: 'The rewards service refused this request.',
  404: 'The rewards service does not know this resource (the offer may have ended).',
  408: 'The rewards service timed out waiting for the request; try again.',
  409: 'The rewards service refused the request: it conflicts with the current state of the offer.',
  410: 'The rewards service no longer has this resource (the offer may have ended).',
  422: 'The rewards service could not process this request.',
  429: 'The rewards service received too many requests; try again later.',
  503: 'The rewards service is unavailable; try again later.',
  504: 'The rewards service did not answer in time; try again later.',
};

/**
 * The `source.parameter` of the service's error document when it names one of the route's own query
 * parameters (so nothing of the service's text is echoed): which parameter to fix is worth passing on.
 * Internal.
 */
export function upstreamParameter(text: string, route: MatchedRoute): string | undefined {
  try {
    const { errors } = JSON.parse(text) as { errors?: { source?: { parameter?: unknown } }[] };
    for (const error of Array.isArray(errors) ? errors : []) {
      const parameter = error?.source?.parameter;
      if (typeof parameter === 'string' && route.route.query.includes(parameter)) return parameter;
    }
  } catch {
    // Not an error document: nothing to pass on.
  }
  return undefined;
}

/** The answer when `forward` threw: no token, a redirect, an oversized body, an unreachable service. Internal. */
export function forwardFailure(error: unknown): Response {
  if (error instanceof TokenExchangeError) {
    return problem(502, 'The bank could not authenticate to the rewards service; try again later.');
  }
  if (error instanceof RewardsApiError && error.status < 400) {
    return problem(502, 'The rewards service answered with a redirect, which the bank never follows.');
  }
  if (error instanceof RewardsDecodeError) {
    return problem(502, 'The rewards service’s answer was too large to read; try again later.');
  }
  if (error instanceof RewardsNetworkError) {
    return problem(error.timedOut ? 504 : 502, 'The rewards service did not answer; try again later.');
  }
  if (isOfferkitError(error) && error.kind === 'request') {
    return pathRefused('it was refused before it was sent');
  }
  return problem(502, 'The rewards service could not be reached; try again later.');
}
