import * as v from 'valibot';
import { MAX_AMOUNT } from '../constants.ts';

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

/**
 * Bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): in a name they reverse or
 * reorder the text after it on the line ("Purchase" then a reversed amount). Only marks (U+200E, U+200F)
 * are needed to write right-to-left text, so the controls are removed, which changes nothing else drawn.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** `value` with bidi controls removed (see {@link displayText}). */
export const stripBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');
/** Text the display shows, with bidi controls removed (never ids, URLs or codes: those stay as sent). */
export const displayText = v.pipe(v.string(), v.transform(stripBidiControls));

/** An amount an offer or earned reward shows: finite, 0 to `MAX_AMOUNT` (else a broken entry). */
export const amount = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_AMOUNT));

/** The webhook's amounts, as they were; the display's are {@link displayAmount}. */
export const centsAmount = v.object({ type: text, value: finiteNumber });
export const userReward = centsAmount;
/** An amount the display shows (offers, earned rewards). */
export const displayAmount = v.object({ type: text, value: amount });
/** A reward the display shows: an amount, and a `PERCENT` one at most 100. */
export const displayReward = v.pipe(
  displayAmount,
  v.check((reward) => reward.type !== 'PERCENT' || reward.value <= 100, 'a percentage over 100'),
);
export const offerAsset = v.object({ url: text, alt: opt(displayText), type: text });

export const resourceIdentifier = v.object({ type: text, id: text });

export const ctaAction = v.object({ url: text, method: text });
export const cta = v.object({
  buttonText: displayText,
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
