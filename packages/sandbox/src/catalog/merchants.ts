/** A fictional merchant: a name and what it sells. */
export interface MerchantSeed {
  name: string;
  /** Completes "Earn ... on ...": what a purchase there is. */
  sells: string;
}

// Under each `# category` line, one merchant a line: name | what it sells.
const TABLE = `
# Food & Beverage
Blue Fern Coffee             | coffee, tea and pastries
Harbor Lane Bistro           | dinner and weekend brunch
Salt & Stone Pizza           | wood-fired pizza
Golden Wok Kitchen           | noodles and dumplings
Maple Street Bakery          | bread, cakes and coffee
Verde Taqueria               | tacos and burritos
# Travel
Skyline Air                  | flights
Northwind Hotels             | hotel stays
Coastal Car Rental           | car rentals
Wanderlust Luggage           | suitcases and travel gear
Trailhead Tours              | guided city tours
# Gas
Summit Fuel                  | fuel and car wash
Prairie Petro                | fuel
Riverbend Gas & Go           | fuel and snacks
Evergreen Charging           | electric vehicle charging
# Health & Beauty
Glow Apothecary              | skincare and cosmetics
Cedar Wellness Pharmacy      | pharmacy and wellness products
Lumen Spa                    | massages and facials
Fresh Cut Barbers            | haircuts and shaves
Pure Peak Vitamins           | vitamins and supplements
# Home & Garden
Hearth & Home Supply         | furniture and decor
Greenleaf Nursery            | plants and gardening tools
Copper Pot Kitchenware       | cookware and kitchen tools
Brightside Hardware          | tools and hardware
Linen Loft                   | bedding and bath
# Clothing, Shoes & Accessories
Thread & Needle              | clothing for every day
Stride Shoe Co.              | shoes and sneakers
Urban Denim Works            | jeans and jackets
Silverline Jewelers          | jewelry and watches
Alpine Outerwear             | coats and rain gear
# Computers, Electronics & Software
Voltline Electronics         | electronics and accessories
Pixel Forge                  | laptops and monitors
Soundwave Audio              | headphones and speakers
Cloudnine Software           | software subscriptions
Gadget Garage                | phone repairs and cases
# Pets
Happy Paws Pet Supply        | pet food and toys
Whisker Wellness Vet         | vet visits
Fetch & Groom                | grooming and daycare
Aquarium Alley               | fish and aquarium supplies
# Sports & Outdoors
Peak Performance Gym         | gym memberships
Riverstone Outfitters        | camping and hiking gear
Fairway Golf Shop            | golf gear
Cadence Cycles               | bikes and repairs
Tidepool Surf Co.            | surf and swim gear
# Arts & Entertainment
Starlight Cinemas            | movie tickets and snacks
Canvas Corner Art Supply     | art supplies
Vinyl Vault Records          | records and turntables
Pinsetter Lanes              | bowling and arcade games
Grand Hall Theater           | show tickets
# Department Stores
Whitmore & Hale              | clothing, home and beauty
Bellweather Department Store | everything for the family
Parkside Mercantile          | clothing and home goods
Kingsley Brothers            | fashion and accessories
# Convenience
Corner Stop Market           | snacks and groceries
QuickPick Convenience        | drinks and snacks
Nightowl Mart                | late-night groceries
Daily Dash                   | coffee, snacks and essentials
# Books & Digital Media
Dog-Eared Books              | new and used books
Inkwell Audiobooks           | audiobook subscriptions
Paperlantern Comics          | comics and graphic novels
# Baby, Kids & Toys
Little Sprout Baby Co.       | baby gear and clothes
Toybox Junction              | toys and games
Tiny Threads Kids            | kids clothing
`;

/** Fictional merchants per category name (under the service's known category names). Every name is unique across the list. */
export const MERCHANTS_BY_CATEGORY: Readonly<Record<string, readonly MerchantSeed[]>> = parseMerchants(TABLE);

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

/** The merchant table as a record: categories in table order, merchants in their order. */
function parseMerchants(table: string): Record<string, MerchantSeed[]> {
  const byCategory: Record<string, MerchantSeed[]> = {};
  let current: MerchantSeed[] = [];
  for (const line of table.trim().split('\n')) {
    if (line.startsWith('# ')) {
      current = [];
      byCategory[line.slice(2).trim()] = current;
    } else {
      const [name = '', sells = ''] = line.split('|').map((cell) => cell.trim());
      current.push({ name, sells });
    }
  }
  return byCategory;
}
