import type { Diagnostic } from '@offerkit/data';
import type { DehydratedState } from '@tanstack/react-query';
import { readJsonScript } from './readJsonScript.ts';

/** The id of the `<script type="application/json">` in which the server puts the offers it rendered. */
export const RENDERED_OFFERS_ID = 'wb-offers';

/** The first offers page the server rendered into `/offers`, as it travels in the page. */
export interface RenderedOffers {
  /** The server's query cache (TanStack Query's `dehydrate`): the first page of the opening list. */
  cache: DehydratedState;
  /** What Offerkit refused while decoding that page on the server, for the page's console. */
  diagnostics: Diagnostic[];
}

/**
 * The offers the server rendered into the page, so the page's script takes the markup over with the same
 * data (no request, no second layout). `undefined` when the page holds none (the server sent the loading
 * status: the service was slow or failed, or the page opens on another view) or a malformed one: the page
 * then fetches the offers itself.
 */
export function readRenderedOffers(document: Document): RenderedOffers | undefined {
  const json = readJsonScript(document, RENDERED_OFFERS_ID);
  if (typeof json !== 'object' || json === null) return undefined;
  const { cache, diagnostics } = json as Partial<RenderedOffers>;
  if (typeof cache !== 'object' || cache === null || !Array.isArray(cache.queries)) return undefined;
  return { cache, diagnostics: Array.isArray(diagnostics) ? diagnostics : [] };
}
