import { type Offer, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { sandboxCatalog } from './catalog/sandboxCatalog.ts';
import {
  DEFAULT_ISSUER_NAME,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_SANDBOX_PORT,
  DEFAULT_SEED,
  SANDBOX_EPOCH,
} from './constants.ts';
import { offerResource } from './resources/offerResource.ts';
import { SANDBOX_OFFER_STATES, type SandboxOfferState } from './sandboxOfferStateNames.ts';
import { SANDBOX_OFFER_STATE_RECIPES, type SandboxOfferSteps } from './sandboxOfferStateRecipes.ts';
import { SandboxState } from './state.ts';

/** Options of {@link sandboxOfferStates}. */
export interface SandboxOfferStatesOptions {
  /**
   * Catalog seed, as in `createSandbox`.
   * @default 1
   */
  seed?: number | string;
  /** @default 'org-sandbox' */
  organizationId?: string;
  /** @default 'offerkit' */
  issuerName?: string;
  /**
   * Where asset URLs point and whose path prefixes CTA action paths: the base URL a sandbox answers under
   * (e.g. the `baseUrl` given to `sandboxHandlers` in Storybook).
   * @default 'http://127.0.0.1:4010'
   */
  baseUrl?: string;
  /**
   * The sandbox clock's reading for the fixtures.
   * @default SANDBOX_EPOCH
   */
  now?: Date;
}

/**
 * Decoded `Offer` fixtures for every state in {@link SANDBOX_OFFER_STATES}, rendered by the sandbox's own
 * rules (the single source of truth for stories and component tests). Pure and deterministic: the same
 * options give the same offers. `categories` is joined as a decoder would.
 */
export function sandboxOfferStates(
  options: SandboxOfferStatesOptions = {},
): Record<SandboxOfferState, Offer> {
  const now = options.now ?? new Date(SANDBOX_EPOCH);
  const catalog = sandboxCatalog({ seed: options.seed ?? DEFAULT_SEED, referenceDate: now });
  const baseUrl = (options.baseUrl ?? `http://127.0.0.1:${DEFAULT_SANDBOX_PORT}`).replace(/\/+$/, '');
  const pathPrefix = new URL(baseUrl, 'http://localhost').pathname.replace(/\/+$/, '');
  const result = {} as Record<SandboxOfferState, Offer>;
  for (const name of SANDBOX_OFFER_STATES) {
    const definition = SANDBOX_OFFER_STATE_RECIPES[name];
    const state = new SandboxState(catalog, {
      issuerName: options.issuerName ?? DEFAULT_ISSUER_NAME,
      clock: () => now,
      historicalTransactionsDefault: false,
    });
    const offerId = catalog.roles[definition.role];
    const offer = state.offer(offerId);
    if (offer === undefined)
      throw new Error(`sandboxOfferStates: the catalog has no offer for role ${definition.role}.`);
    let sequence = 0;
    const apply = (userId: string, step: SandboxOfferSteps | undefined): void => {
      if (step?.activate === true) state.update(userId, offerId, { activated: true });
      for (const amount of step?.purchases ?? []) {
        sequence += 1;
        state.submitTransaction({
          id: `fixture-${name}-${sequence}`,
          userId,
          amount,
          direction: 'DEBIT',
          status: 'SETTLED',
          description: offer.name,
        });
      }
      if (step?.boost === true) state.update(userId, offerId, { boosted: true });
    };
    // The lapsed customer acts first, e.g. taking the last redemption of a limited supply.
    apply(state.lapsedCustomerId, definition.others);
    apply(state.newCustomerId, definition.steps);
    const resource = offerResource(offer, {
      state,
      organizationId: options.organizationId ?? DEFAULT_ORGANIZATION_ID,
      userId: state.newCustomerId,
      supportedComponents: definition.components ?? SUPPORTED_COMPONENTS,
      pathPrefix,
      assetBase: baseUrl,
    });
    const categories = catalog.categories.filter((category) => category.id === offer.categoryId);
    result[name] = { ...resource, categories };
  }
  return result;
}
