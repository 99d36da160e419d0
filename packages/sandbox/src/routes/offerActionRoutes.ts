import { serviceRoute } from '@offerkit/data/backend';
import type { Hono } from 'hono';
import { jsonResponse } from '../http/jsonResponse.ts';
import { QueryParameters } from '../http/queryParameters.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import { offerResource } from '../resources/offerResource.ts';
import { renderContext, type SandboxRuntime } from '../runtime.ts';

/**
 * Activate and Boost: 201 with an `offerAttribution` (`ACTIVATE`/`BOOST`, medium `CTA`) and, with
 * `include=offer`, the offer as it now is in `included`. Unknown user or offer → 404; an offer that cannot
 * take the action → 409 Conflict Error (the rules are `SandboxState.takeOfferAction`'s).
 */
export function registerOfferActionRoutes(api: Hono, runtime: SandboxRuntime): void {
  for (const action of ['activate', 'boost'] as const) {
    api.on(...sandboxRoute(action), (context) => {
      const query = new QueryParameters(new URL(context.req.url).searchParams);
      const supportedComponents = query.supportedComponents();
      const include = query.include(serviceRoute(action).include);
      const userId = context.req.param('userId');
      const { offer, attribution } = runtime.state.takeOfferAction(
        userId,
        context.req.param('offerId'),
        action,
      );
      const body: Record<string, unknown> = { data: attribution };
      if (include.has('offer')) {
        body.included = [offerResource(offer, renderContext(runtime, context, userId, supportedComponents))];
      }
      return jsonResponse(body, 201);
    });
  }
}
