import type { Category, ErrorObject, OfferAttribution } from '@offerkit/data';
import { MAX_USERS_PER_CREATE, type User, type UserAttributes } from '@offerkit/data/backend';
import type { CatalogLocation, CatalogOffer, SandboxCatalog } from './catalog/catalogTypes.ts';
import { offerSituation, progressComplete, type UserOfferProgress } from './components/offerSituation.ts';
import { ASSET_EVENT_CODES, ASSET_MEDIUMS, MAX_TRANSACTIONS_PER_REQUEST } from './constants.ts';
import {
  conflict,
  errorObject,
  invalidParameter,
  invalidPointer,
  notFound,
  SandboxHttpError,
} from './http/errors.ts';
import { categoriesOf } from './rules/categoriesOf.ts';
import { type OfferAction, offerActionRefusal } from './rules/offerActionRefusal.ts';
import { type Page, type PageRequest, paginate } from './rules/paginate.ts';
import { requireBatchSize } from './rules/requireBatchSize.ts';
import { type LocationQuery, selectLocations } from './rules/selectLocations.ts';
import { type OfferQuery, selectOffers } from './rules/selectOffers.ts';
import { validateTransaction } from './rules/validateTransaction.ts';
import { historicalFlagRevert, validateUser } from './rules/validateUser.ts';

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

/** A transaction event after validation, as the state consumes it. */
export interface SubmittedTransaction {
  id: string;
  userId: string;
  amount: number;
  direction: string;
  status: string;
  description: string;
  /** When the purchase was authorized (required on `APPROVED` and `SETTLED` events). */
  authorizationDate?: string;
  settledDate?: string;
}

/** A settled event of a matched purchase: a line of the reconciliation files. */
export interface SandboxSettlement {
  transactionId: string;
  userId: string;
  offerId: string;
  /** Cents settled by this event. */
  amount: number;
  /** The event's `settledDate`, or the sandbox clock when it had none. */
  settledDate: string;
}

/** What happened to one submitted transaction event. */
export type TransactionOutcomeKind =
  /** It counted for `offerId` (or added a settlement to a purchase that already counted). */
  | 'matched'
  /** Same id, status (and settledDate) as an earlier event: a successful no-op. */
  | 'duplicate'
  /** No offer's name equals its `description`. */
  | 'unmatched'
  /** It named an offer but cannot count; `reason` says why. */
  | 'rejected'
  /** A REVERSED or DECLINED event undid a purchase that had counted. */
  | 'reversed'
  /** Accepted and stored; it changes nothing (credits, refunds, events after a reversal). */
  | 'recorded';

export interface TransactionOutcome {
  id: string;
  status: string;
  outcome: TransactionOutcomeKind;
  offerId?: string;
  /**
   * Why a matched name did not count: `USER_NOT_ENROLLED`, `USER_NOT_IN_AUDIENCE_SEGMENT`,
   * `MAX_REDEMPTION_LIMIT_REACHED` (the contract's reasons) or the sandbox's own `OFFER_NOT_ACTIVATED`,
   * `OFFER_NOT_ACTIVE` (before start or after expiry), `MIN_TRANSACTION_AMOUNT_NOT_MET`.
   */
  reason?: string;
}

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

/** What Create Users did: the users it created, and an error per item it refused. */
export interface UserCreation {
  created: User[];
  errors: ErrorObject[];
}

interface PurchaseRecord {
  userId: string;
  offerId: string;
  approvedCents: number;
  settledCents: number;
  /** Cents this purchase added to the user's spend. */
  contributionCents: number;
  reversed: boolean;
}

/** Options the state needs from the sandbox. */
export interface SandboxStateOptions {
  issuerName: string;
  clock: () => Date;
  /** `historicalTransactionsSent` of a user created without it. */
  historicalTransactionsDefault: boolean;
}

const EMPTY_PROGRESS: UserOfferProgress = Object.freeze({
  activated: false,
  boosted: false,
  purchases: 0,
  spendCents: 0,
});

/** The sandbox's mutable world: users, per-user offer progress, supply, transactions, attribution. Internal. */
export class SandboxState {
  readonly catalog: SandboxCatalog;
  readonly newCustomerId: string;
  readonly lapsedCustomerId: string;
  readonly users = new Map<string, User>();
  readonly offerById = new Map<string, CatalogOffer>();
  readonly offerIndex = new Map<string, number>();
  readonly offerByName = new Map<string, CatalogOffer>();
  readonly locationsByOffer = new Map<string, CatalogLocation[]>();
  /** Category names by id, for search and category filters. */
  readonly categoryName: ReadonlyMap<string, string>;
  readonly attributionEvents: SandboxAttributionEvent[] = [];
  /** Told about every submitted transaction event and its outcome (the webhooks listen here). */
  readonly transactionListeners: ((
    transaction: SubmittedTransaction,
    outcome: TransactionOutcome,
  ) => void)[] = [];
  /** Settled events of matched purchases, in order: what the reconciliation files are made of. */
  readonly settlements: SandboxSettlement[] = [];
  private readonly progress = new Map<string, Map<string, UserOfferProgress>>();
  private readonly remaining = new Map<string, number>();
  private readonly seenEvents = new Set<string>();
  private readonly purchases = new Map<string, PurchaseRecord>();
  private attributionCount = 0;

  constructor(
    catalog: SandboxCatalog,
    private readonly options: SandboxStateOptions,
  ) {
    this.catalog = catalog;
    this.newCustomerId = `sandbox-${options.issuerName}-new-customer`;
    this.lapsedCustomerId = `sandbox-${options.issuerName}-lapsed-customer`;
    this.categoryName = new Map(
      catalog.categories.map((category) => [category.id, category.attributes.name]),
    );
    catalog.offers.forEach((offer, index) => {
      this.offerById.set(offer.id, offer);
      this.offerIndex.set(offer.id, index);
      this.offerByName.set(offer.name, offer);
    });
    for (const location of catalog.locations) {
      const list = this.locationsByOffer.get(location.offerId) ?? [];
      list.push(location);
      this.locationsByOffer.set(location.offerId, list);
    }
    this.reset();
  }

  now(): Date {
    return this.options.clock();
  }

  /** Back to the initial world: the two fixed users, the lapsed customer's history, full initial supply. */
  reset(): void {
    this.users.clear();
    this.progress.clear();
    this.remaining.clear();
    this.seenEvents.clear();
    this.purchases.clear();
    this.attributionEvents.length = 0;
    this.settlements.length = 0;
    this.attributionCount = 0;
    for (const offer of this.catalog.offers) {
      if (offer.supply !== undefined) this.remaining.set(offer.id, offer.supply.initialRemaining);
    }
    const enrolled: UserAttributes = { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: true };
    this.users.set(this.newCustomerId, {
      type: 'user',
      id: this.newCustomerId,
      attributes: { ...enrolled, zipCode: '78701' },
    });
    this.users.set(this.lapsedCustomerId, {
      type: 'user',
      id: this.lapsedCustomerId,
      attributes: { ...enrolled, zipCode: '94110' },
    });
    this.seedLapsedCustomer();
  }

  /** The lapsed customer comes with history: some offers activated, boosted, and part-way through progress. */
  private seedLapsedCustomer(): void {
    const { roles } = this.catalog;
    const user = this.lapsedCustomerId;
    const history: [offerId: string, amounts: number[]][] = [
      [roles.journey, [2400, 3100]],
      [roles.multiRedemptionContinuous, [4000, 3800, 4200, 3900, 4100, 3600, 4400]],
      [roles.fewRedemptionsCheckNodes, [2800]],
      [roles.punchCard, [3500, 2500]],
      [roles.progressive, [12000, 6000]],
      [roles.stepper, [5200]],
      [roles.selectionCurrent, [3000, 2700]],
      [roles.selectionCurrentAndBelow, [45000]],
      [roles.legacyProgressBar, [900, 1200]],
    ];
    for (const id of [roles.activatable, roles.journey, roles.stepper])
      this.update(user, id, { activated: true });
    this.update(user, roles.boostable, { boosted: true });
    let sequence = 0;
    for (const [offerId, amounts] of history) {
      const offer = this.offerById.get(offerId);
      if (offer === undefined) continue;
      for (const amount of amounts) {
        sequence += 1;
        this.applyTransaction({
          id: `sandbox-history-${String(sequence).padStart(3, '0')}`,
          userId: user,
          amount,
          direction: 'DEBIT',
          status: 'SETTLED',
          description: offer.name,
        });
      }
    }
  }

  /** The user's standing with an offer (all zero when nothing happened yet). */
  userOffer(userId: string, offerId: string): UserOfferProgress {
    return this.progress.get(userId)?.get(offerId) ?? EMPTY_PROGRESS;
  }

  /** Remaining redemptions of a limited-supply offer; `undefined` without a limit. */
  remainingSupply(offerId: string): number | undefined {
    return this.remaining.get(offerId);
  }

  update(userId: string, offerId: string, change: Partial<UserOfferProgress>): UserOfferProgress {
    let perUser = this.progress.get(userId);
    if (perUser === undefined) {
      perUser = new Map();
      this.progress.set(userId, perUser);
    }
    const next = { ...this.userOffer(userId, offerId), ...change };
    perUser.set(offerId, next);
    return next;
  }

  /** Forgets a deleted user's progress so that an id created again starts fresh. */
  forgetUser(userId: string): void {
    this.users.delete(userId);
    this.progress.delete(userId);
  }

  /** The user named by a path, or 404. */
  requireUser(userId: string): User {
    const user = this.users.get(userId);
    if (user === undefined) {
      throw notFound(
        `User "${userId}" does not exist; create it with POST /v2/issuers/{organizationId}/users first.`,
      );
    }
    return user;
  }

  /**
   * Create Users: 1 to 100 items (else 400 for the whole request). Each valid item with a new id is
   * created — `enrolledRewards` as given, `historicalTransactionsSent` defaulting to the sandbox's setting —
   * and each other item gets its errors: 400 for an invalid item, 409 for an id that exists (or repeats).
   */
  createUsers(items: readonly unknown[]): UserCreation {
    requireBatchSize(
      items,
      MAX_USERS_PER_CREATE,
      (count) =>
        `data holds ${count} users; send 1 to ${MAX_USERS_PER_CREATE} per request (split larger batches).`,
    );
    const result: UserCreation = { created: [], errors: [] };
    const inRequest = new Set<string>();
    items.forEach((item, index) => {
      const check = validateUser(item, `/data/${index}`, 'create');
      if (check.errors.length > 0 || check.id === undefined || check.attributes === undefined) {
        result.errors.push(...check.errors);
        return;
      }
      if (this.users.has(check.id) || inRequest.has(check.id)) {
        result.errors.push(
          errorObject(
            409,
            `User "${check.id}" already exists; update it with PUT .../users/${check.id} instead.`,
            {
              id: check.id,
              source: { pointer: `/data/${index}/id` },
            },
          ),
        );
        return;
      }
      inRequest.add(check.id);
      const attributes: UserAttributes = {
        ...check.attributes,
        enrolledRewards: check.attributes.enrolledRewards ?? [],
        historicalTransactionsSent:
          check.attributes.historicalTransactionsSent ?? this.options.historicalTransactionsDefault,
      };
      const user: User = { type: 'user', id: check.id, attributes };
      this.users.set(user.id, user);
      result.created.push(user);
    });
    return result;
  }

  /**
   * Update User with the resource `data`: its id must be the path's, its attributes valid, and
   * `historicalTransactionsSent` never goes back from true to false; otherwise 400 and nothing changes.
   * Attributes left out keep their values.
   */
  updateUser(userId: string, data: Record<string, unknown>): User {
    const existing = this.requireUser(userId);
    const check = validateUser(data, '/data', 'update');
    if (check.errors.length === 0 && check.id !== userId) {
      throw invalidPointer(
        '/data/id',
        `data.id "${check.id}" must equal the user id in the path ("${userId}").`,
      );
    }
    if (check.errors.length > 0 || check.attributes === undefined)
      throw new SandboxHttpError(400, check.errors);
    const revert = historicalFlagRevert(existing, check.attributes);
    if (revert !== undefined) throw new SandboxHttpError(400, [revert]);
    const user: User = {
      type: 'user',
      id: userId,
      attributes: { ...existing.attributes, ...check.attributes },
    };
    this.users.set(userId, user);
    return user;
  }

  /** Delete User (404 when unknown); an id created again starts fresh. */
  deleteUser(userId: string): void {
    this.requireUser(userId);
    this.forgetUser(userId);
  }

  /**
   * Get Offers by User: the offers the user gets (404 for an unknown user) that the query selects, one
   * page of them (a cursor not in the list → 400), and their categories.
   */
  listOffers(userId: string, query: OfferQuery, page: PageRequest): OfferListing {
    this.requireUser(userId);
    const visible = this.visibleOffers(userId);
    const selected = selectOffers(visible, query, this.categoryName, this.offerIndex);
    const listed = paginate(selected, (offer) => offer.id, page);
    return {
      page: listed,
      categories: categoriesOf(listed.items, this.catalog.categories),
      availableCategories: categoriesOf(visible, this.catalog.categories),
    };
  }

  /**
   * Get Locations by User: the locations of offers the user gets (404 for an unknown user) that the query
   * selects, one page of them, and the offers redeemable there with their categories.
   */
  listLocations(userId: string, query: LocationQuery, page: PageRequest): LocationListing {
    this.requireUser(userId);
    const visible = new Set(this.visibleOffers(userId).map((offer) => offer.id));
    const selected = selectLocations(this.catalog.locations, visible, query, this.categoryName);
    const listed = paginate(selected, (location) => location.id, page);
    const offers = [...new Set(listed.items.map((location) => location.offerId))].flatMap((id) => {
      const offer = this.offerById.get(id);
      return offer === undefined ? [] : [offer];
    });
    return { page: listed, offers, categories: categoriesOf(offers, this.catalog.categories) };
  }

  /**
   * Activate or Boost: the offer must be one the user gets (else 404) and able to take the action (else 409
   * saying why, see {@link offerActionRefusal}). The first time, the user's standing changes; a repeat
   * changes nothing. Either way the action is recorded and its `offerAttribution` returned.
   */
  takeOfferAction(
    userId: string,
    offerId: string,
    action: OfferAction,
  ): { offer: CatalogOffer; attribution: OfferAttribution } {
    const user = this.requireUser(userId);
    const offer = this.offerById.get(offerId);
    if (offer === undefined || !this.isVisible(user, offer)) {
      throw notFound(
        `Offer "${offerId}" does not exist for user "${userId}"; list the user's offers for valid ids.`,
      );
    }
    const progress = this.userOffer(userId, offerId);
    const refusal = offerActionRefusal(
      action,
      offerSituation(offer, progress, this.remainingSupply(offerId), this.now()),
    );
    if (refusal !== undefined) throw conflict(refusal, offerId);
    if (action === 'activate' && !progress.activated) this.update(userId, offerId, { activated: true });
    if (action === 'boost' && !progress.boosted) this.update(userId, offerId, { boosted: true });
    const attribution = this.recordAction(userId, offerId, action === 'activate' ? 'ACTIVATE' : 'BOOST');
    return { offer, attribution };
  }

  /**
   * Submit transactions: 1 to 1000 events, each checked; any invalid event → 400 listing every problem with
   * its pointer, and nothing is applied. Otherwise each is applied in order (see {@link submitTransaction}).
   */
  submitTransactions(items: readonly unknown[]): TransactionOutcome[] {
    requireBatchSize(
      items,
      MAX_TRANSACTIONS_PER_REQUEST,
      (count) => `data holds ${count} transactions; send 1 to ${MAX_TRANSACTIONS_PER_REQUEST} per request.`,
    );
    const errors: ErrorObject[] = [];
    const transactions: SubmittedTransaction[] = [];
    items.forEach((item, index) => {
      const result = validateTransaction(item, index);
      errors.push(...result.errors);
      if (result.transaction !== undefined) transactions.push(result.transaction);
    });
    if (errors.length > 0) throw new SandboxHttpError(400, errors);
    return transactions.map((transaction) => this.submitTransaction(transaction));
  }

  /**
   * An asset image load: `eventCode` (`IMPRESSION`, `VIEW`) and `medium` (`WEB`, `MOBILE`, `EMAIL`, `PUSH`,
   * `CTA`) must be valid (else 400, as the contract says for sandbox) and the offer must exist (else 404).
   * Records the attribution event and returns the offer whose image is drawn.
   */
  loadAsset(
    offerId: string,
    eventCode: string | null,
    medium: string | null,
    userId: string | undefined,
  ): CatalogOffer {
    if (eventCode === null || !(ASSET_EVENT_CODES as readonly string[]).includes(eventCode)) {
      throw invalidParameter(
        'eventCode',
        `eventCode ${JSON.stringify(eventCode)} is not valid on an asset URL; use ${ASSET_EVENT_CODES.join(' or ')} (load asset URLs exactly as the offer gives them).`,
      );
    }
    if (medium === null || !(ASSET_MEDIUMS as readonly string[]).includes(medium)) {
      throw invalidParameter(
        'medium',
        `medium ${JSON.stringify(medium)} is not valid on an asset URL; use one of ${ASSET_MEDIUMS.join(', ')} (load asset URLs exactly as the offer gives them).`,
      );
    }
    const offer = this.offerById.get(offerId);
    if (offer === undefined) throw notFound(`No image for offer "${offerId}": the offer does not exist.`);
    this.recordAssetLoad(offerId, eventCode, medium, userId);
    return offer;
  }

  /** Whether the user is enrolled in card-linked offers. */
  isEnrolled(user: User | undefined): boolean {
    return user?.attributes.enrolledRewards.includes('CARDLINKED') === true;
  }

  /**
   * Whether the user gets this offer: enrolled in `CARDLINKED`, not expired, and — for targeted offers —
   * with `historicalTransactionsSent` true.
   */
  isVisible(user: User | undefined, offer: CatalogOffer): boolean {
    if (user === undefined || !this.isEnrolled(user)) return false;
    if (offer.isTargeted && user.attributes.historicalTransactionsSent !== true) return false;
    return Date.parse(offer.expirationDate) >= this.now().getTime();
  }

  /** The offers a user gets, in catalog order. */
  visibleOffers(userId: string): CatalogOffer[] {
    const user = this.users.get(userId);
    return this.catalog.offers.filter((offer) => this.isVisible(user, offer));
  }

  /** Records an activate/boost and returns its `offerAttribution`. */
  recordAction(userId: string, offerId: string, eventCode: 'ACTIVATE' | 'BOOST'): OfferAttribution {
    this.attributionCount += 1;
    const eventDate = this.now().toISOString();
    this.attributionEvents.push({
      entityId: offerId,
      eventCode,
      medium: 'CTA',
      eventDate,
      userId,
      source: 'action',
    });
    return {
      type: 'offerAttribution',
      id: `oa_${String(this.attributionCount).padStart(6, '0')}`,
      attributes: { entityId: offerId, eventCode, medium: 'CTA', eventDate },
    };
  }

  /** Records an asset image load. */
  private recordAssetLoad(
    offerId: string,
    eventCode: string,
    medium: string,
    userId: string | undefined,
  ): void {
    const event: SandboxAttributionEvent = {
      entityId: offerId,
      eventCode,
      medium,
      eventDate: this.now().toISOString(),
      source: 'asset',
    };
    if (userId !== undefined) event.userId = userId;
    this.attributionEvents.push(event);
  }

  private recordSettlement(transaction: SubmittedTransaction, offerId: string): void {
    this.settlements.push({
      transactionId: transaction.id,
      userId: transaction.userId,
      offerId,
      amount: transaction.amount,
      settledDate: transaction.settledDate ?? this.now().toISOString(),
    });
  }

  /**
   * Applies one transaction event. APPROVED or SETTLED debits whose `description` equals an offer's name
   * (exactly, case-sensitive) count once per transaction id; later settlements of the same id add their
   * amounts; REVERSED or DECLINED undo a purchase that counted; a repeated event is a no-op.
   */
  submitTransaction(transaction: SubmittedTransaction): TransactionOutcome {
    const outcome = this.applyTransaction(transaction);
    for (const listener of this.transactionListeners) listener(transaction, outcome);
    return outcome;
  }

  // The seeded history goes straight here: it is the past, and sends no notifications.
  private applyTransaction(transaction: SubmittedTransaction): TransactionOutcome {
    const { id, status } = transaction;
    const key = [id, status, transaction.settledDate ?? ''].join('\u0000');
    if (this.seenEvents.has(key)) return { id, status, outcome: 'duplicate' };
    this.seenEvents.add(key);
    const existing = this.purchases.get(id);

    if (status === 'REVERSED' || status === 'DECLINED') {
      if (existing === undefined || existing.reversed) return { id, status, outcome: 'recorded' };
      existing.reversed = true;
      const progress = this.userOffer(existing.userId, existing.offerId);
      this.update(existing.userId, existing.offerId, {
        purchases: Math.max(0, progress.purchases - 1),
        spendCents: Math.max(0, progress.spendCents - existing.contributionCents),
      });
      const left = this.remaining.get(existing.offerId);
      if (left !== undefined) this.remaining.set(existing.offerId, left + 1);
      return { id, status, outcome: 'reversed', offerId: existing.offerId };
    }
    if ((status !== 'APPROVED' && status !== 'SETTLED') || transaction.direction !== 'DEBIT') {
      return { id, status, outcome: 'recorded' };
    }
    if (existing !== undefined) {
      if (existing.reversed) return { id, status, outcome: 'recorded' };
      if (status === 'SETTLED') {
        existing.settledCents += transaction.amount;
        this.recordSettlement(transaction, existing.offerId);
      } else existing.approvedCents = Math.max(existing.approvedCents, transaction.amount);
      const contribution = Math.max(existing.approvedCents, existing.settledCents);
      const progress = this.userOffer(existing.userId, existing.offerId);
      this.update(existing.userId, existing.offerId, {
        spendCents: progress.spendCents + contribution - existing.contributionCents,
      });
      existing.contributionCents = contribution;
      return { id, status, outcome: 'matched', offerId: existing.offerId };
    }

    const offer = this.offerByName.get(transaction.description);
    if (offer === undefined) return { id, status, outcome: 'unmatched' };
    const reject = (reason: string): TransactionOutcome => ({
      id,
      status,
      outcome: 'rejected',
      offerId: offer.id,
      reason,
    });
    const user = this.users.get(transaction.userId);
    if (!this.isEnrolled(user)) return reject('USER_NOT_ENROLLED');
    if (offer.isTargeted && user?.attributes.historicalTransactionsSent !== true) {
      return reject('USER_NOT_IN_AUDIENCE_SEGMENT');
    }
    const now = this.now().getTime();
    if (now < Date.parse(offer.startDate) || now > Date.parse(offer.expirationDate))
      return reject('OFFER_NOT_ACTIVE');
    const progress = this.userOffer(transaction.userId, offer.id);
    if (offer.requiresActivation && !progress.activated) return reject('OFFER_NOT_ACTIVATED');
    if (offer.minTransactionCents !== undefined && transaction.amount < offer.minTransactionCents) {
      return reject('MIN_TRANSACTION_AMOUNT_NOT_MET');
    }
    const left = this.remaining.get(offer.id);
    if ((left !== undefined && left <= 0) || progressComplete(offer, progress)) {
      return reject('MAX_REDEMPTION_LIMIT_REACHED');
    }
    this.update(transaction.userId, offer.id, {
      purchases: progress.purchases + 1,
      spendCents: progress.spendCents + transaction.amount,
    });
    if (left !== undefined) this.remaining.set(offer.id, left - 1);
    if (status === 'SETTLED') this.recordSettlement(transaction, offer.id);
    this.purchases.set(id, {
      userId: transaction.userId,
      offerId: offer.id,
      approvedCents: status === 'APPROVED' ? transaction.amount : 0,
      settledCents: status === 'SETTLED' ? transaction.amount : 0,
      contributionCents: transaction.amount,
      reversed: false,
    });
    return { id, status, outcome: 'matched', offerId: offer.id };
  }
}
