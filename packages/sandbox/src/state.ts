import type { Category, OfferAttribution } from '@offerkit/data';
import { MAX_USERS_PER_CREATE, type User, type UserAttributes } from '@offerkit/data/backend';
import type { CatalogLocation, CatalogOffer, SandboxCatalog } from './catalog/catalogTypes.ts';
import { offerSituation, type UserOfferProgress } from './components/offerSituation.ts';
import { ASSET_EVENT_CODES, ASSET_MEDIUMS, MAX_TRANSACTIONS_PER_REQUEST } from './constants.ts';
import { categoriesOf } from './rules/categoriesOf.ts';
import { type OfferAction, offerActionRefusal } from './rules/offerActionRefusal.ts';
import { type Page, type PageRequest, paginate } from './rules/paginate.ts';
import { type LocationQuery, selectLocations } from './rules/selectLocations.ts';
import { type OfferQuery, selectOffers } from './rules/selectOffers.ts';
import { validateTransaction } from './rules/validateTransaction.ts';
import { AttributionLog, type SandboxAttributionEvent } from './state/AttributionLog.ts';
import { CatalogIndex } from './state/CatalogIndex.ts';
import { SandboxDomainError } from './state/domainErrors.ts';
import { offerIneligibility } from './state/offerEligibility.ts';
import { SandboxLedger } from './state/SandboxLedger.ts';
import { SandboxUsers, type UserCreation } from './state/SandboxUsers.ts';
import { TypedEmitter } from './state/TypedEmitter.ts';
import type {
  SandboxSettlement,
  SubmittedTransaction,
  TransactionOutcome,
} from './state/transactionTypes.ts';

/** One page of Get Offers by User, with the categories it includes and those the user could filter by. */
export interface OfferListing {
  page: Page<CatalogOffer>;
  /** The categories of the page's offers. */
  categories: Category[];
  /** The categories of every offer the user gets, whatever the filters (`meta.availableCategories`). */
  availableCategories: Category[];
}

/** One page of Get Locations by User, with the offers redeemable there and their categories. */
export interface LocationListing {
  page: Page<CatalogLocation>;
  /** The offers of the page's locations, each once. */
  offers: CatalogOffer[];
  /** The categories of those offers. */
  categories: Category[];
}

/** Options the state needs from the sandbox. */
export interface SandboxStateOptions {
  issuerName: string;
  clock: () => Date;
  /** `historicalTransactionsSent` of a user created without it. */
  historicalTransactionsDefault: boolean;
}

/** What the state tells listeners about. */
export interface SandboxStateEvents extends Record<string, readonly unknown[]> {
  /** Every submitted transaction event and its outcome (the webhooks listen here); not the seeded past. */
  transaction: [transaction: SubmittedTransaction, outcome: TransactionOutcome];
}

/** The lapsed customer's purchases per catalog role, in cents: the history the sandbox starts with. */
const LAPSED_HISTORY: readonly [role: keyof SandboxCatalog['roles'], amounts: readonly number[]][] = [
  ['journey', [2400, 3100]],
  ['multiRedemptionContinuous', [4000, 3800, 4200, 3900, 4100, 3600, 4400]],
  ['fewRedemptionsCheckNodes', [2800]],
  ['punchCard', [3500, 2500]],
  ['progressive', [12000, 6000]],
  ['stepper', [5200]],
  ['selectionCurrent', [3000, 2700]],
  ['selectionCurrentAndBelow', [45000]],
  ['legacyProgressBar', [900, 1200]],
];

/** The batch rule of every `{data: [...]}` request: 1 to `max` items (else `BATCH_SIZE`). */
function requireBatch(items: readonly unknown[], max: number, kind: 'users' | 'transactions'): void {
  if (items.length < 1 || items.length > max) {
    throw new SandboxDomainError({ code: 'BATCH_SIZE', kind, count: items.length, max });
  }
}

/** An asset URL's parameter, when it is one of `allowed` (else `INVALID_ASSET_PARAMETER`). */
function assetParameter(
  parameter: 'eventCode' | 'medium',
  value: string | null,
  allowed: readonly string[],
): string {
  if (value === null || !allowed.includes(value)) {
    throw new SandboxDomainError({ code: 'INVALID_ASSET_PARAMETER', parameter, value, allowed });
  }
  return value;
}

/**
 * The sandbox's world, made of parts: the users, the catalog's look-ups, the ledger (progress, supply,
 * purchases, settlements), the attribution log and the events. Its refusals are domain errors; the
 * protocol layer turns them into HTTP. Internal.
 */
export class SandboxState {
  readonly catalog: SandboxCatalog;
  readonly newCustomerId: string;
  readonly lapsedCustomerId: string;
  readonly events = new TypedEmitter<SandboxStateEvents>();
  readonly #index: CatalogIndex;
  readonly #users: SandboxUsers;
  readonly #ledger: SandboxLedger;
  readonly #attribution = new AttributionLog();

  constructor(
    catalog: SandboxCatalog,
    private readonly options: SandboxStateOptions,
  ) {
    this.catalog = catalog;
    this.newCustomerId = `sandbox-${options.issuerName}-new-customer`;
    this.lapsedCustomerId = `sandbox-${options.issuerName}-lapsed-customer`;
    this.#index = new CatalogIndex(catalog);
    this.#users = new SandboxUsers(options.historicalTransactionsDefault);
    this.#ledger = new SandboxLedger({
      offerNamed: (name) => this.#index.offerNamed(name),
      user: (userId) => this.#users.get(userId),
    });
    this.reset();
  }

  now(): Date {
    return this.options.clock();
  }

  /** Category names by id, for search and category filters. */
  get categoryName(): ReadonlyMap<string, string> {
    return this.#index.categoryName;
  }

  /** The attribution events so far, in order (a live, read-only view). */
  get attributionEvents(): readonly SandboxAttributionEvent[] {
    return this.#attribution.events;
  }

  /** Settled events of matched purchases, in order: what the reconciliation files are made of. */
  get settlements(): readonly SandboxSettlement[] {
    return this.#ledger.settlements;
  }

  /** The catalog offer with this id. */
  offer(offerId: string): CatalogOffer | undefined {
    return this.#index.offer(offerId);
  }

  /** Back to the initial world: the two fixed users, the lapsed customer's history, full initial supply. */
  reset(): void {
    this.#ledger.reset(this.catalog.offers);
    this.#attribution.reset();
    const enrolled: UserAttributes = { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: true };
    this.#users.reset([
      { type: 'user', id: this.newCustomerId, attributes: { ...enrolled, zipCode: '78701' } },
      { type: 'user', id: this.lapsedCustomerId, attributes: { ...enrolled, zipCode: '94110' } },
    ]);
    this.seedLapsedCustomer();
  }

  /** The lapsed customer comes with history: some offers activated, boosted, and part-way through progress. */
  private seedLapsedCustomer(): void {
    const { roles } = this.catalog;
    const user = this.lapsedCustomerId;
    for (const id of [roles.activatable, roles.journey, roles.stepper])
      this.update(user, id, { activated: true });
    this.update(user, roles.boostable, { boosted: true });
    let sequence = 0;
    for (const [role, amounts] of LAPSED_HISTORY) {
      const offer = this.#index.offer(roles[role]);
      if (offer === undefined) continue;
      for (const amount of amounts) {
        sequence += 1;
        // The seeded history is the past: it goes straight to the ledger and sends no notifications.
        this.#ledger.apply(
          {
            id: `sandbox-history-${String(sequence).padStart(3, '0')}`,
            userId: user,
            amount,
            direction: 'DEBIT',
            status: 'SETTLED',
            description: offer.name,
          },
          this.now(),
        );
      }
    }
  }

  /** The user's standing with an offer (all zero when nothing happened yet). */
  userOffer(userId: string, offerId: string): UserOfferProgress {
    return this.#ledger.progress(userId, offerId);
  }

  /** Remaining redemptions of a limited-supply offer; `undefined` without a limit. */
  remainingSupply(offerId: string): number | undefined {
    return this.#ledger.remaining(offerId);
  }

  update(userId: string, offerId: string, change: Partial<UserOfferProgress>): UserOfferProgress {
    return this.#ledger.update(userId, offerId, change);
  }

  /** The user named by a path, or `USER_NOT_FOUND`. */
  requireUser(userId: string): User {
    return this.#users.require(userId);
  }

  /** Create Users: 1 to 100 items (else `BATCH_SIZE` for the whole request); see {@link SandboxUsers.create}. */
  createUsers(items: readonly unknown[]): UserCreation {
    requireBatch(items, MAX_USERS_PER_CREATE, 'users');
    return this.#users.create(items);
  }

  /** Update User; see {@link SandboxUsers.update}. */
  updateUser(userId: string, data: Record<string, unknown>): User {
    return this.#users.update(userId, data);
  }

  /** Delete User (unknown → `USER_NOT_FOUND`); an id created again starts fresh. */
  deleteUser(userId: string): void {
    this.#users.require(userId);
    this.#users.delete(userId);
    this.#ledger.forgetUser(userId);
  }

  /**
   * Get Offers by User: the offers the user gets (unknown user → `USER_NOT_FOUND`) that the query
   * selects, one page of them (a cursor not in the list → 400), and their categories.
   */
  listOffers(userId: string, query: OfferQuery, page: PageRequest): OfferListing {
    this.requireUser(userId);
    const visible = this.visibleOffers(userId);
    const selected = selectOffers(visible, query, this.#index.categoryName, this.#index.position);
    const listed = paginate(selected, (offer) => offer.id, page);
    return {
      page: listed,
      categories: categoriesOf(listed.items, this.catalog.categories),
      availableCategories: categoriesOf(visible, this.catalog.categories),
    };
  }

  /**
   * Get Locations by User: the locations of offers the user gets (unknown user → `USER_NOT_FOUND`)
   * that the query selects, one page of them, and the offers redeemable there with their categories.
   */
  listLocations(userId: string, query: LocationQuery, page: PageRequest): LocationListing {
    this.requireUser(userId);
    const visible = new Set(this.visibleOffers(userId).map((offer) => offer.id));
    const selected = selectLocations(this.catalog.locations, visible, query, this.#index.categoryName);
    const listed = paginate(selected, (location) => location.id, page);
    const offers = [...new Set(listed.items.map((location) => location.offerId))].flatMap((id) => {
      const offer = this.#index.offer(id);
      return offer === undefined ? [] : [offer];
    });
    return { page: listed, offers, categories: categoriesOf(offers, this.catalog.categories) };
  }

  /**
   * Activate or Boost: the offer must be one the user gets (else `OFFER_NOT_FOUND`) and able to take
   * the action (else `OFFER_ACTION_REFUSED`, see {@link offerActionRefusal}). The first time, the
   * user's standing changes; a repeat changes nothing. Either way the action is recorded and its
   * `offerAttribution` returned.
   */
  takeOfferAction(
    userId: string,
    offerId: string,
    action: OfferAction,
  ): { offer: CatalogOffer; attribution: OfferAttribution } {
    const user = this.requireUser(userId);
    const offer = this.#index.offer(offerId);
    if (offer === undefined || offerIneligibility(user, offer, this.now()) !== undefined) {
      throw new SandboxDomainError({ code: 'OFFER_NOT_FOUND', offerId, userId });
    }
    const progress = this.userOffer(userId, offerId);
    const refusal = offerActionRefusal(
      action,
      offerSituation(offer, progress, this.remainingSupply(offerId), this.now()),
    );
    if (refusal !== undefined) {
      throw new SandboxDomainError({
        code: 'OFFER_ACTION_REFUSED',
        offerId,
        action,
        refusal,
        startDate: offer.startDate,
      });
    }
    if (action === 'activate' && !progress.activated) this.update(userId, offerId, { activated: true });
    if (action === 'boost' && !progress.boosted) this.update(userId, offerId, { boosted: true });
    const eventCode = action === 'activate' ? 'ACTIVATE' : 'BOOST';
    return { offer, attribution: this.#attribution.recordAction(userId, offerId, eventCode, this.now()) };
  }

  /**
   * Submit transactions: 1 to 1000 events, each checked; any invalid event → `INVALID_ITEMS`
   * listing every problem with its pointer, and nothing is applied. Otherwise each is applied in order.
   */
  submitTransactions(items: readonly unknown[]): TransactionOutcome[] {
    requireBatch(items, MAX_TRANSACTIONS_PER_REQUEST, 'transactions');
    const problems = [];
    const transactions: SubmittedTransaction[] = [];
    for (const [index, item] of items.entries()) {
      const result = validateTransaction(item, index);
      problems.push(...result.errors);
      if (result.transaction !== undefined) transactions.push(result.transaction);
    }
    if (problems.length > 0) throw new SandboxDomainError({ code: 'INVALID_ITEMS', problems });
    return transactions.map((transaction) => this.submitTransaction(transaction));
  }

  /** Applies one transaction event (see `applyTransaction`) and tells the `transaction` listeners. */
  submitTransaction(transaction: SubmittedTransaction): TransactionOutcome {
    const outcome = this.#ledger.apply(transaction, this.now());
    this.events.emit('transaction', transaction, outcome);
    return outcome;
  }

  /**
   * An asset image load: `eventCode` (`IMPRESSION`, `VIEW`) and `medium` (`WEB`, `MOBILE`, `EMAIL`, `PUSH`,
   * `CTA`) must be valid (else `INVALID_ASSET_PARAMETER`, as the contract says for sandbox) and the
   * offer must exist (else `ASSET_NOT_FOUND`). Records the attribution event and returns the offer.
   */
  loadAsset(
    offerId: string,
    eventCode: string | null,
    medium: string | null,
    userId: string | undefined,
  ): CatalogOffer {
    const code = assetParameter('eventCode', eventCode, ASSET_EVENT_CODES);
    const channel = assetParameter('medium', medium, ASSET_MEDIUMS);
    const offer = this.#index.offer(offerId);
    if (offer === undefined) throw new SandboxDomainError({ code: 'ASSET_NOT_FOUND', offerId });
    this.#attribution.recordAssetLoad(offerId, code, channel, userId, this.now());
    return offer;
  }

  /** The offers a user gets (see {@link offerIneligibility}), in catalog order. */
  visibleOffers(userId: string): CatalogOffer[] {
    const user = this.#users.get(userId);
    const now = this.now();
    return this.catalog.offers.filter((offer) => offerIneligibility(user, offer, now) === undefined);
  }
}
