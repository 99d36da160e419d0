import type { CatalogOffer, SandboxCatalog } from '../catalog/catalogTypes.ts';

/** Look-ups over the (immutable) catalog, built once: offers by id, name and position, category names. */
export class CatalogIndex {
  readonly #offerById = new Map<string, CatalogOffer>();
  readonly #offerByName = new Map<string, CatalogOffer>();
  readonly #position = new Map<string, number>();
  readonly #categoryName = new Map<string, string>();

  constructor(readonly catalog: SandboxCatalog) {
    for (const category of catalog.categories) {
      this.#categoryName.set(category.id, category.attributes.name);
    }
    catalog.offers.forEach((offer, index) => {
      this.#offerById.set(offer.id, offer);
      this.#position.set(offer.id, index);
      this.#offerByName.set(offer.name, offer);
    });
  }

  offer(offerId: string): CatalogOffer | undefined {
    return this.#offerById.get(offerId);
  }

  /** The offer whose name is exactly `name` (how a transaction's `description` matches). */
  offerNamed(name: string): CatalogOffer | undefined {
    return this.#offerByName.get(name);
  }

  /** Category names by id, for search and category filters (read-only). */
  get categoryName(): ReadonlyMap<string, string> {
    return this.#categoryName;
  }

  /** Catalog positions by offer id, for the default sort (read-only). */
  get position(): ReadonlyMap<string, number> {
    return this.#position;
  }
}
