import * as v from 'valibot';

// Valibot schemas for the leaves of the contract. Open enums are plain strings here: unknown values are
// kept (the types are open) and reported by the decoders through `tolerateEnum`. Internal.

/** Optional member: absent or `null` both read as absent. */
export const opt = <const S extends v.GenericSchema>(schema: S) =>
  v.optional(
    v.pipe(
      v.nullable(schema),
      v.transform((value) => value ?? undefined),
    ),
  );

export const text = v.string();
export const finiteNumber = v.pipe(v.number(), v.finite());
export const textList = v.array(v.string());
export const boolean = v.boolean();

export const centsAmount = v.object({ type: v.string(), value: finiteNumber });
export const userReward = v.object({ type: v.string(), value: finiteNumber });
export const offerAsset = v.object({ url: v.string(), alt: opt(v.string()), type: v.string() });

export const resourceIdentifier = v.object({ type: v.string(), id: v.string() });

export const ctaAction = v.object({ url: v.string(), method: v.string() });
export const cta = v.object({
  buttonText: v.string(),
  buttonStyle: v.string(),
  startIcon: opt(v.string()),
  action: opt(ctaAction),
});

export const logoFlare = v.object({
  borderColor: v.string(),
  badge: opt(v.object({ icon: opt(v.string()), position: v.string() })),
});

export const errorObject = v.object({
  status: v.string(),
  title: v.string(),
  detail: v.string(),
  source: opt(v.object({ pointer: opt(v.string()), parameter: opt(v.string()), header: opt(v.string()) })),
  id: opt(v.string()),
});

export const pageLink = v.nullable(v.string());

/** The known `type` values of an offer asset (offers and earned rewards); others are tolerated. */
export const ASSET_TYPES = ['LOGO_IMAGE', 'BANNER_IMAGE', 'IMG_VIEW'];

/** The known `reason` values of a rejected earned reward (list entries and webhooks); others are tolerated. */
export const REJECTION_REASONS = [
  'AGGREGATOR_CARD_OVERLAP',
  'MAX_REDEMPTION_LIMIT_REACHED',
  'SETTLEMENT_REJECTED',
  'USER_NOT_ENROLLED',
  'USER_NOT_IN_AUDIENCE_SEGMENT',
];

/** Members without which an earned reward means nothing, in a list entry or a webhook event. */
export const earnedRewardCore = {
  message: v.string(),
  transactionId: v.string(),
  transactionAmountInCents: finiteNumber,
};
