import type { OfferAttribution } from '@offerkit/data';

/** A recorded attribution event: an activate/boost, or an asset image load. */
export interface SandboxAttributionEvent {
  /** The offer id. */
  entityId: string;
  eventCode: string;
  medium: string;
  eventDate: string;
  /** The user the event was for, when known. */
  userId?: string;
  /** `action`: activate or boost. `asset`: an image URL was loaded. */
  source: 'action' | 'asset';
}

/** The attribution events the sandbox saw, in order, and the numbering of `offerAttribution` ids. */
export class AttributionLog {
  // One array for the sandbox's life: `sandbox.attributionEvents` is this array, so reset empties it in place.
  readonly #events: SandboxAttributionEvent[] = [];
  #actions = 0;

  /** The events so far (a live, read-only view). */
  get events(): readonly SandboxAttributionEvent[] {
    return this.#events;
  }

  reset(): void {
    this.#events.length = 0;
    this.#actions = 0;
  }

  /** Records an activate/boost and returns its `offerAttribution`. */
  recordAction(
    userId: string,
    offerId: string,
    eventCode: 'ACTIVATE' | 'BOOST',
    now: Date,
  ): OfferAttribution {
    this.#actions += 1;
    const eventDate = now.toISOString();
    this.#events.push({ entityId: offerId, eventCode, medium: 'CTA', eventDate, userId, source: 'action' });
    return {
      type: 'offerAttribution',
      id: `oa_${String(this.#actions).padStart(6, '0')}`,
      attributes: { entityId: offerId, eventCode, medium: 'CTA', eventDate },
    };
  }

  /** Records an asset image load. */
  recordAssetLoad(
    offerId: string,
    eventCode: string,
    medium: string,
    userId: string | undefined,
    now: Date,
  ): void {
    const event: SandboxAttributionEvent = {
      entityId: offerId,
      eventCode,
      medium,
      eventDate: now.toISOString(),
      source: 'asset',
    };
    if (userId !== undefined) event.userId = userId;
    this.#events.push(event);
  }
}
