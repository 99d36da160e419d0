import type { Category, PurchaseChannel } from '@offerkit/data';
import { channelText, formatCents, formatDate, rewardText } from '../components/format.ts';
import { DEFAULT_SEED, SANDBOX_EPOCH } from '../constants.ts';
import { createRandom, type Random } from '../random.ts';
import { DAY, dayIso } from './catalogDates.ts';
import type { CatalogLocation, CatalogOffer, SandboxCatalog, SandboxOfferRole } from './catalogTypes.ts';
import { NEIGHBORHOODS } from './cities.ts';
import { categoryIdFor, MERCHANTS_BY_CATEGORY, type MerchantSeed, slugify } from './merchants.ts';
import { operationHoursFor } from './operationHours.ts';
import { flat, percent } from './rewardShapes.ts';
import { blueprintRules, ROLE_BLUEPRINTS } from './roleBlueprints.ts';

/** Options of {@link sandboxCatalog}. */
export interface SandboxCatalogOptions {
  /**
   * Seed of the pseudo-random choices (merchant order, ids, rewards, dates, locations).
   * @default 1
   */
  seed?: number | string;
  /**
   * The instant start and expiration dates are laid out around ("now" for the catalog).
   * @default SANDBOX_EPOCH ('2026-03-02T15:00:00.000Z')
   */
  referenceDate?: Date | string;
  /**
   * How many offers. Never fewer than one per fixed role; past the number of fictional merchants,
   * names repeat with a number (`"Blue Fern Coffee 2"`), which keeps every name unique.
   * @default 48
   */
  offerCount?: number;
  /**
   * The least number of locations; in-store offers get 2–4 each, and more are added until this is met.
   * @default 100
   */
  minLocations?: number;
}

/**
 * The sandbox's catalog: categories, offers (one per fixed role, then a seeded mix) and merchant
 * locations around real US cities. Pure and deterministic: the same options give the same catalog.
 */
export function sandboxCatalog(options: SandboxCatalogOptions = {}): SandboxCatalog {
  const seed = options.seed ?? DEFAULT_SEED;
  const random = createRandom(seed);
  const referenceDate = new Date(options.referenceDate ?? SANDBOX_EPOCH);
  if (Number.isNaN(referenceDate.getTime())) {
    throw new TypeError(
      `sandboxCatalog: referenceDate ${String(options.referenceDate)} is not a valid date.`,
    );
  }
  const reference = referenceDate.getTime();
  const roles = Object.keys(ROLE_BLUEPRINTS) as SandboxOfferRole[];
  const offerCount = Math.max(options.offerCount ?? 48, roles.length);

  const categoryNames = Object.keys(MERCHANTS_BY_CATEGORY);
  const categories: Category[] = categoryNames.map((name) => ({
    type: 'category',
    id: categoryIdFor(name),
    attributes: { name },
  }));
  const queues = new Map(
    categoryNames.map((name) => [name, random.shuffle(MERCHANTS_BY_CATEGORY[name] ?? [])] as const),
  );
  const ids = new Set<string>();
  const newId = (prefix: string): string => {
    let id: string;
    do id = `${prefix}_${random.hex(10)}`;
    while (ids.has(id));
    ids.add(id);
    return id;
  };

  const offers: CatalogOffer[] = [];
  const roleIds = {} as Record<SandboxOfferRole, string>;
  for (const role of roles) {
    const blueprint = ROLE_BLUEPRINTS[role];
    const merchant = takeMerchant(queues, blueprint.category, categoryNames);
    const base = baseOffer(
      random,
      newId('ofr'),
      merchant.seed,
      merchant.category,
      reference,
      blueprint.channels,
    );
    const offer = finishOffer(
      { ...base, ...blueprintRules(blueprint, reference), role },
      merchant.seed.sells,
    );
    offers.push(offer);
    roleIds[role] = offer.id;
  }

  // The rest: round-robin over a shuffled category order, so every category is represented.
  const order = random.shuffle(categoryNames);
  let round = 0;
  let suffix = 1;
  while (offers.length < offerCount) {
    const category = order[round % order.length] as string;
    round += 1;
    const merchant = queues.get(category)?.shift();
    if (merchant === undefined) {
      if ([...queues.values()].some((queue) => queue.length > 0)) continue;
      // Every merchant is used: start over with numbered names.
      suffix += 1;
      for (const name of categoryNames) {
        queues.set(
          name,
          (MERCHANTS_BY_CATEGORY[name] ?? []).map((seedItem) => ({
            ...seedItem,
            name: `${seedItem.name} ${suffix}`,
          })),
        );
      }
      continue;
    }
    offers.push(
      finishOffer(randomOffer(random, newId('ofr'), merchant, category, reference), merchant.sells),
    );
  }

  const locations = buildLocations(random, offers, categories, newId, options.minLocations ?? 100);
  return { seed, referenceDate: referenceDate.toISOString(), categories, offers, locations, roles: roleIds };
}

function takeMerchant(
  queues: Map<string, MerchantSeed[]>,
  preferred: string,
  categoryNames: string[],
): { seed: MerchantSeed; category: string } {
  const own = queues.get(preferred)?.shift();
  if (own !== undefined) return { seed: own, category: preferred };
  for (const name of categoryNames) {
    const other = queues.get(name)?.shift();
    if (other !== undefined) return { seed: other, category: name };
  }
  throw new Error('sandboxCatalog: ran out of merchants for the fixed roles; add merchants to merchants.ts.');
}

function baseOffer(
  random: Random,
  id: string,
  merchant: MerchantSeed,
  category: string,
  reference: number,
  channels?: PurchaseChannel[],
): CatalogOffer {
  return {
    id,
    name: merchant.name,
    categoryId: categoryIdFor(category),
    description: '',
    userReward: percent(5),
    purchaseChannel:
      channels ?? random.pick<PurchaseChannel[]>([['INSTORE', 'ONLINE'], ['INSTORE', 'ONLINE'], ['INSTORE']]),
    startDate: dayIso(reference - random.int(8, 60) * DAY),
    expirationDate: dayIso(reference + random.int(20, 120) * DAY, true),
    terms: '',
    isTargeted: false,
    websiteUrl: `https://www.${slugify(merchant.name)}.example`,
    requiresActivation: false,
  };
}

function randomOffer(
  random: Random,
  id: string,
  merchant: MerchantSeed,
  category: string,
  reference: number,
): CatalogOffer {
  const channels = random.pick<PurchaseChannel[]>([
    ['INSTORE', 'ONLINE'],
    ['INSTORE', 'ONLINE'],
    ['INSTORE'],
    ['ONLINE'],
  ]);
  const offer = baseOffer(random, id, merchant, category, reference, channels);
  offer.userReward = random.chance(0.65) ? percent(random.int(2, 15)) : flat(random.int(1, 5) * 500);
  offer.requiresActivation = random.chance(0.6);
  offer.isTargeted = random.chance(0.15);
  if (random.chance(0.25)) {
    offer.boost = {
      reward:
        offer.userReward.type === 'PERCENT'
          ? percent(offer.userReward.value * 2)
          : flat(offer.userReward.value + 500),
    };
  } else if (random.chance(0.2)) {
    offer.progress = { kind: 'redemptions', maxRedemptions: random.int(2, 12) };
  }
  if (random.chance(0.08)) {
    const total = random.int(5, 20) * 10;
    offer.supply = { total, initialRemaining: random.int(5, total - 1) };
  }
  if (random.chance(0.3)) offer.minTransactionCents = random.int(1, 5) * 1000;
  return offer;
}

/** Writes the texts that depend on the final reward and rules. */
function finishOffer(rest: CatalogOffer, sells: string): CatalogOffer {
  const where = channelText(rest.purchaseChannel);
  const description = `Earn ${rewardText(rest.userReward)} on ${sells} at ${rest.name}, ${where}.`;
  const terms = [
    'Pay with your enrolled card.',
    rest.requiresActivation ? 'Activate the offer before you shop.' : undefined,
    rest.minTransactionCents !== undefined
      ? `Purchases of ${formatCents(rest.minTransactionCents)} or more qualify.`
      : undefined,
    rest.progress?.kind === 'redemptions'
      ? `Limit ${rest.progress.maxRedemptions} rewarded purchases.`
      : undefined,
    rest.supply !== undefined
      ? `Limited to the first ${rest.supply.total} redemptions across all cardholders.`
      : undefined,
    'Cash back is credited within 30 days after the purchase settles.',
    `Valid ${formatDate(rest.startDate)} to ${formatDate(rest.expirationDate)}.`,
  ]
    .filter((line) => line !== undefined)
    .join(' ');
  return { ...rest, description, terms };
}

function buildLocations(
  random: Random,
  offers: CatalogOffer[],
  categories: Category[],
  newId: (prefix: string) => string,
  minLocations: number,
): CatalogLocation[] {
  const inStore = offers.filter((offer) => offer.purchaseChannel.includes('INSTORE'));
  const locations: CatalogLocation[] = [];
  const add = (offer: CatalogOffer): void => {
    const place = random.pick(NEIGHBORHOODS);
    const categoryName =
      categories.find((category) => category.id === offer.categoryId)?.attributes.name ?? '';
    const location: CatalogLocation = {
      id: newId('loc'),
      offerId: offer.id,
      categoryId: offer.categoryId,
      name: offer.name,
      address: {
        street: `${random.int(1, 2999)} ${random.pick(place.streets)}`,
        city: place.city,
        state: place.state,
        zipCode: place.zipCode,
      },
      coordinates: {
        latitude: round6(place.latitude + (random.next() - 0.5) * 0.008),
        longitude: round6(place.longitude + (random.next() - 0.5) * 0.01),
      },
      operationHours: operationHoursFor(categoryName),
    };
    if (random.chance(0.85))
      location.phone = `(${place.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
    if (random.chance(0.3)) location.partnerIds = [{ type: 'merchantPartner', id: `mp_${random.hex(8)}` }];
    locations.push(location);
  };
  for (const offer of inStore) {
    const count = random.int(2, 4);
    for (let index = 0; index < count; index += 1) add(offer);
  }
  for (let index = 0; locations.length < minLocations && inStore.length > 0; index += 1) {
    add(inStore[index % inStore.length] as CatalogOffer);
  }
  return locations;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
