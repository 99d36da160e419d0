/** `type: "category"`. Other category fields are not part of the contract. */
export interface Category {
  type: 'category';
  id: string;
  attributes: { name: string };
}

/**
 * The category names the service is known to use; others may appear. For backends and test
 * doubles (`@offerkit/data/backend`): a page shows the categories the service lists in its answers.
 */
export const KNOWN_CATEGORY_NAMES = [
  'Arts & Entertainment',
  'Baby, Kids & Toys',
  'Books & Digital Media',
  'Clothing, Shoes & Accessories',
  'Computers, Electronics & Software',
  'Convenience',
  'Gas',
  'Department Stores',
  'Food & Beverage',
  'Health & Beauty',
  'Home & Garden',
  'Miscellaneous',
  'Occasions & Gifts',
  'Pets',
  'Sports & Outdoors',
  'Supplies & Services',
  'Travel',
] as const;
