import * as v from 'valibot';

// Valibot schemas for the leaves of the contract. Open enums are plain strings here: unknown values are
// kept (the types are open) and reported by the decoders through `tolerateEnum`. Internal. A schema only one
// decoder uses is built in that decoder's module: bundlers keep every module-level valibot call (they cannot
// know it is pure), so one here is in every bundle that decodes anything.

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
export const boolean = v.boolean();

export const centsAmount = v.object({ type: text, value: finiteNumber });
export const userReward = centsAmount;
export const offerAsset = v.object({ url: text, alt: opt(text), type: text });

export const resourceIdentifier = v.object({ type: text, id: text });

export const ctaAction = v.object({ url: text, method: text });
export const cta = v.object({
  buttonText: text,
  buttonStyle: text,
  startIcon: opt(text),
  action: opt(ctaAction),
});

export const logoFlare = v.object({
  borderColor: text,
  badge: opt(v.object({ icon: opt(text), position: text })),
});

export const pageLink = v.nullable(text);

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
  message: text,
  transactionId: text,
  transactionAmountInCents: finiteNumber,
};
