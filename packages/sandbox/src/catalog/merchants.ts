/** A fictional merchant: a name and what it sells. */
export interface MerchantSeed {
  name: string;
  /** Completes "Earn ... on ...": what a purchase there is. */
  sells: string;
}

/** Fictional merchants per category name (names from gaps.md). Every name is unique across the list. */
export const MERCHANTS_BY_CATEGORY: Readonly<Record<string, readonly MerchantSeed[]>> = {
  'Food & Beverage': [
    { name: 'Blue Fern Coffee', sells: 'coffee, tea and pastries' },
    { name: 'Harbor Lane Bistro', sells: 'dinner and weekend brunch' },
    { name: 'Salt & Stone Pizza', sells: 'wood-fired pizza' },
    { name: 'Golden Wok Kitchen', sells: 'noodles and dumplings' },
    { name: 'Maple Street Bakery', sells: 'bread, cakes and coffee' },
    { name: 'Verde Taqueria', sells: 'tacos and burritos' },
  ],
  Travel: [
    { name: 'Skyline Air', sells: 'flights' },
    { name: 'Northwind Hotels', sells: 'hotel stays' },
    { name: 'Coastal Car Rental', sells: 'car rentals' },
    { name: 'Wanderlust Luggage', sells: 'suitcases and travel gear' },
    { name: 'Trailhead Tours', sells: 'guided city tours' },
  ],
  Gas: [
    { name: 'Summit Fuel', sells: 'fuel and car wash' },
    { name: 'Prairie Petro', sells: 'fuel' },
    { name: 'Riverbend Gas & Go', sells: 'fuel and snacks' },
    { name: 'Evergreen Charging', sells: 'electric vehicle charging' },
  ],
  'Health & Beauty': [
    { name: 'Glow Apothecary', sells: 'skincare and cosmetics' },
    { name: 'Cedar Wellness Pharmacy', sells: 'pharmacy and wellness products' },
    { name: 'Lumen Spa', sells: 'massages and facials' },
    { name: 'Fresh Cut Barbers', sells: 'haircuts and shaves' },
    { name: 'Pure Peak Vitamins', sells: 'vitamins and supplements' },
  ],
  'Home & Garden': [
    { name: 'Hearth & Home Supply', sells: 'furniture and decor' },
    { name: 'Greenleaf Nursery', sells: 'plants and gardening tools' },
    { name: 'Copper Pot Kitchenware', sells: 'cookware and kitchen tools' },
    { name: 'Brightside Hardware', sells: 'tools and hardware' },
    { name: 'Linen Loft', sells: 'bedding and bath' },
  ],
  'Clothing, Shoes & Accessories': [
    { name: 'Thread & Needle', sells: 'clothing for every day' },
    { name: 'Stride Shoe Co.', sells: 'shoes and sneakers' },
    { name: 'Urban Denim Works', sells: 'jeans and jackets' },
    { name: 'Silverline Jewelers', sells: 'jewelry and watches' },
    { name: 'Alpine Outerwear', sells: 'coats and rain gear' },
  ],
  'Computers, Electronics & Software': [
    { name: 'Voltline Electronics', sells: 'electronics and accessories' },
    { name: 'Pixel Forge', sells: 'laptops and monitors' },
    { name: 'Soundwave Audio', sells: 'headphones and speakers' },
    { name: 'Cloudnine Software', sells: 'software subscriptions' },
    { name: 'Gadget Garage', sells: 'phone repairs and cases' },
  ],
  Pets: [
    { name: 'Happy Paws Pet Supply', sells: 'pet food and toys' },
    { name: 'Whisker Wellness Vet', sells: 'vet visits' },
    { name: 'Fetch & Groom', sells: 'grooming and daycare' },
    { name: 'Aquarium Alley', sells: 'fish and aquarium supplies' },
  ],
  'Sports & Outdoors': [
    { name: 'Peak Performance Gym', sells: 'gym memberships' },
    { name: 'Riverstone Outfitters', sells: 'camping and hiking gear' },
    { name: 'Fairway Golf Shop', sells: 'golf gear' },
    { name: 'Cadence Cycles', sells: 'bikes and repairs' },
    { name: 'Tidepool Surf Co.', sells: 'surf and swim gear' },
  ],
  'Arts & Entertainment': [
    { name: 'Starlight Cinemas', sells: 'movie tickets and snacks' },
    { name: 'Canvas Corner Art Supply', sells: 'art supplies' },
    { name: 'Vinyl Vault Records', sells: 'records and turntables' },
    { name: 'Pinsetter Lanes', sells: 'bowling and arcade games' },
    { name: 'Grand Hall Theater', sells: 'show tickets' },
  ],
  'Department Stores': [
    { name: 'Whitmore & Hale', sells: 'clothing, home and beauty' },
    { name: 'Bellweather Department Store', sells: 'everything for the family' },
    { name: 'Parkside Mercantile', sells: 'clothing and home goods' },
    { name: 'Kingsley Brothers', sells: 'fashion and accessories' },
  ],
  Convenience: [
    { name: 'Corner Stop Market', sells: 'snacks and groceries' },
    { name: 'QuickPick Convenience', sells: 'drinks and snacks' },
    { name: 'Nightowl Mart', sells: 'late-night groceries' },
    { name: 'Daily Dash', sells: 'coffee, snacks and essentials' },
  ],
  'Books & Digital Media': [
    { name: 'Dog-Eared Books', sells: 'new and used books' },
    { name: 'Inkwell Audiobooks', sells: 'audiobook subscriptions' },
    { name: 'Paperlantern Comics', sells: 'comics and graphic novels' },
  ],
  'Baby, Kids & Toys': [
    { name: 'Little Sprout Baby Co.', sells: 'baby gear and clothes' },
    { name: 'Toybox Junction', sells: 'toys and games' },
    { name: 'Tiny Threads Kids', sells: 'kids clothing' },
  ],
};

/** The category id for a category name: `cat-` and a slug (`Food & Beverage` → `cat-food-beverage`). */
export function categoryIdFor(name: string): string {
  return `cat-${slugify(name)}`;
}

/** Lowercase ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
