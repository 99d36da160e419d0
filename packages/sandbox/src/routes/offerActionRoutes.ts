import type { Hono } from 'hono';
import { formatDate } from '../components/format.ts';
import { offerSituation } from '../components/offerSituation.ts';
import { conflict, notFound } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { QueryParameters } from '../http/queryParameters.ts';
import { offerResource } from '../resources/offerResource.ts';
import { renderContext, requireUser, type SandboxRuntime } from '../runtime.ts';

/**
 * Activate and Boost: 201 with an `offerAttribution` (`ACTIVATE`/`BOOST`, medium `CTA`) and, with
 * `include=offer`, the offer as it now is in `included`. Unknown user or offer → 404. An offer that cannot
 * take the action → 409 Conflict Error: activating an offer that needs no activation, one that has not
 * started, or one sold out; boosting an offer that has no boost, still needs activation, has not started,
 * or is sold out. Repeating an action that was taken succeeds again and changes nothing.
 */
export function registerOfferActionRoutes(api: Hono, runtime: SandboxRuntime): void {
  const { state } = runtime;

  for (const action of ['activate', 'boost'] as const) {
    api.post(`/v2/issuers/:org/users/:userId/offers/:offerId/${action}`, (context) => {
      const query = new QueryParameters(new URL(context.req.url).searchParams);
      const supportedComponents = query.supportedComponents();
      const include = query.include(['offer']);
      const userId = context.req.param('userId');
      const offerId = context.req.param('offerId');
      const user = requireUser(runtime, userId);
      const offer = state.offerById.get(offerId);
      if (offer === undefined || !state.isVisible(user, offer)) {
        throw notFound(
          `Offer "${offerId}" does not exist for user "${userId}"; list the user's offers for valid ids.`,
        );
      }
      const progress = state.userOffer(userId, offerId);
      const situation = offerSituation(offer, progress, state.remainingSupply(offerId), state.now());
      const startsLater = `Offer "${offerId}" starts on ${formatDate(offer.startDate)}; try again then.`;
      if (action === 'activate') {
        if (!offer.requiresActivation) {
          throw conflict(`Offer "${offerId}" needs no activation: purchases count without it.`, offerId);
        }
        if (!progress.activated) {
          if (situation.notStarted) throw conflict(startsLater, offerId);
          if (situation.soldOut)
            throw conflict(`Offer "${offerId}" is sold out and can no longer be activated.`, offerId);
          state.update(userId, offerId, { activated: true });
        }
      } else {
        if (offer.boost === undefined) throw conflict(`Offer "${offerId}" cannot be boosted.`, offerId);
        if (!progress.boosted) {
          if (situation.notStarted) throw conflict(startsLater, offerId);
          if (situation.needsActivation) {
            throw conflict(
              `Offer "${offerId}" must be activated before it can be boosted; activate it first.`,
              offerId,
            );
          }
          if (situation.soldOut)
            throw conflict(`Offer "${offerId}" is sold out and can no longer be boosted.`, offerId);
          state.update(userId, offerId, { boosted: true });
        }
      }
      const attribution = state.recordAction(userId, offerId, action === 'activate' ? 'ACTIVATE' : 'BOOST');
      const body: Record<string, unknown> = { data: attribution };
      if (include.has('offer')) {
        body.included = [offerResource(offer, renderContext(runtime, context, userId, supportedComponents))];
      }
      return jsonResponse(body, 201);
    });
  }
}
