import type { Offer } from '../types/offer.ts';

/** The state of an offer a card and a detail page state in words, as `data-status`. */
export type OfferStatusKind = 'activated';

/** An offer's standing, drawn as a status line (an icon and text) where its taken CTA was. */
export interface OfferStatusView {
  /** Which state: `activated`. */
  kind: OfferStatusKind;
  /** The words, exactly as the service wrote them (its `Activated` tag). */
  text: string;
}

/** A tag that is the word the contract names for an activated offer: `detailTags` becomes `Activated`. */
const isActivatedTag = (tag: string): boolean => tag.trim().toLowerCase() === 'activated';

/**
 * The status of an offer: `activated` when the service marks it so. The contract's signal is the tag
 * `Activated` in `detailTags` (the CTA is dropped and `detailTags` becomes `Activated`); a list `tags` entry
 * with that word counts too. Matched without regard to case or surrounding blanks, and worded as the service
 * wrote it. `undefined` for any other offer (a boost is told by the reward itself).
 */
export function offerStatusView(offer: Offer): OfferStatusView | undefined {
  const components = offer.attributes.components;
  // Each list in turn: every card asks on every render, and a merged copy of the two would be one array more.
  const tag = components?.detailTags?.find(isActivatedTag) ?? components?.tags?.find(isActivatedTag);
  return tag === undefined ? undefined : { kind: 'activated', text: tag.trim() };
}

/** `tags` without the ones a status line already states (each fact once). Internal to the offer view models. */
export function withoutStatusTags(
  tags: readonly string[],
  status: OfferStatusView | undefined,
): readonly string[] {
  return status ? tags.filter((tag) => !isActivatedTag(tag)) : tags;
}
