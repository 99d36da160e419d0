import type { SandboxAttributionEvent } from './state/AttributionLog.ts';

/** Which recorded attribution events to read back; every field given must match exactly. */
export interface SandboxAttributionFilter {
  userId?: string;
  /** The offer id. */
  entityId?: string;
  /** `IMPRESSION`, `VIEW`, `ACTIVATE`, `BOOST`. */
  eventCode?: string;
  /** `WEB`, `MOBILE`, `EMAIL`, `PUSH`, `CTA`. */
  medium?: string;
  /** `action` (activate, boost) or `asset` (an image URL was loaded). */
  source?: string;
}

/** The events that match `filter`, oldest first, each with its position in the whole log. */
export function selectAttributionEvents(
  events: readonly SandboxAttributionEvent[],
  filter: SandboxAttributionFilter,
): { event: SandboxAttributionEvent; index: number }[] {
  const selected: { event: SandboxAttributionEvent; index: number }[] = [];
  events.forEach((event, index) => {
    if (filter.userId !== undefined && event.userId !== filter.userId) return;
    if (filter.entityId !== undefined && event.entityId !== filter.entityId) return;
    if (filter.eventCode !== undefined && event.eventCode !== filter.eventCode) return;
    if (filter.medium !== undefined && event.medium !== filter.medium) return;
    if (filter.source !== undefined && event.source !== filter.source) return;
    selected.push({ event: { ...event }, index });
  });
  return selected;
}
