import type { SupportedComponent } from '@offerkit/data';
import type { Context } from 'hono';
import type { OfferRenderContext } from './resources/offerResource.ts';
import type { SandboxState } from './state.ts';

/** What every route needs from its sandbox. Internal. */
export interface SandboxRuntime {
  state: SandboxState;
  organizationId: string;
  basePath: string;
  tokens: ReadonlySet<string>;
}

/** The origin and base path the request came in under: asset URLs are built on it. */
export function assetBase(runtime: SandboxRuntime, context: Context): string {
  return `${new URL(context.req.url).origin}${runtime.basePath}`;
}

/**
 * Prefix of the paths the sandbox writes into `links` and `cta.action.url`: its base path, so a path
 * resolved against the origin lands on the sandbox again.
 */
export function pathPrefix(runtime: SandboxRuntime): string {
  return runtime.basePath;
}

/** The render context of offers for one request. */
export function renderContext(
  runtime: SandboxRuntime,
  context: Context,
  userId: string,
  supportedComponents: readonly SupportedComponent[],
): OfferRenderContext {
  return {
    state: runtime.state,
    organizationId: runtime.organizationId,
    userId,
    supportedComponents,
    pathPrefix: pathPrefix(runtime),
    assetBase: assetBase(runtime, context),
  };
}
