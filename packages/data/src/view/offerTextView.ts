import type { Offer } from '../types/offer.ts';
import { presentText } from './presentText.ts';

/** Where the texts are shown: a card in a list, or a detail page. */
export type OfferLayout = 'list' | 'detail';

/** The texts to draw for an offer. */
export interface OfferTextView {
  /**
   * `attributes.name`, always. When the caller requested no description component, the service folds
   * the offer's state into the name, so the name alone still tells it.
   */
  title: string;
  /**
   * list: `shortDescription` → `longDescription` → `description`;
   * detail: `longDescription` → `shortDescription` → `description`. Absent when none is present.
   */
  description?: string;
  /**
   * list: `tags`; detail: `detailTags`, falling back to `tags` when `detailTags` is absent.
   * Empty strings are left out; an empty array means no tags.
   */
  tags: string[];
}

/** The list or detail texts of an offer, with the contract's fallbacks. */
export function offerTextView(offer: Offer, layout: OfferLayout): OfferTextView {
  const { name, description, components } = offer.attributes;
  const short = presentText(components?.shortDescription);
  const long = presentText(components?.longDescription);
  const text =
    layout === 'detail'
      ? (long ?? short ?? presentText(description))
      : (short ?? long ?? presentText(description));
  const tags = layout === 'detail' ? (components?.detailTags ?? components?.tags) : components?.tags;
  const view: OfferTextView = {
    title: name,
    tags: (tags ?? []).filter((tag) => presentText(tag) !== undefined),
  };
  if (text !== undefined) view.description = text;
  return view;
}
