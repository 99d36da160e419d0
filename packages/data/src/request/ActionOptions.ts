import type { SupportedComponent } from '../types/components.ts';

/** Options of activate and boost requests. */
export interface ActionOptions {
  /** Components of the returned offer, sent once each in this order. */
  supportedComponents?: readonly SupportedComponent[];
  /**
   * Sends `include=offer`, so the response carries the offer as it now is.
   * @default true
   */
  includeOffer?: boolean;
}
