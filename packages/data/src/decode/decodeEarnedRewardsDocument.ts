import * as v from 'valibot';
import type { Diagnostic } from '../types/documents.ts';
import type { EarnedReward, EarnedRewardsDocument } from '../types/earnedRewards.ts';
import { DecodeContext, describe, isRecord, issueText, pointer, tolerateEnums } from './context.ts';
import type { DecodeOptions } from './DecodeOptions.ts';
import { decodeAssets } from './decodeAssets.ts';
import { requireDataArray } from './document.ts';
import { decodeFields, decodeItems, listOf, parseFirst } from './fields.ts';
import * as s from './schemas.ts';

/** A decoded earned-rewards document: the entries that decoded, and what was dropped or tolerated. */
export interface DecodedEarnedRewardsDocument extends EarnedRewardsDocument {
  /** What the decoder dropped or tolerated: a broken entry is left out and reported here. */
  diagnostics: Diagnostic[];
}

const OPEN_ENUMS = [
  ['status', ['PENDING', 'SETTLED', 'REJECTED']],
  ['rejectionReason', s.REJECTION_REASONS],
  ['assets/*/type', s.ASSET_TYPES],
] as const;

// Without these an entry means nothing (no status to show, no text, no id): the entry is dropped.
const requiredAttributes = v.object({
  status: s.text,
  ...s.earnedRewardCore,
  // What the list shows: display text, and a purchase amount within 0..MAX_AMOUNT.
  message: s.displayText,
  transactionAmountInCents: s.amount,
  updatedAt: s.text,
});

// Each dropped alone (and reported) when malformed; the entry is kept.
const OPTIONAL = {
  transactionTimestamp: s.text,
  merchantName: s.displayText,
  categoryName: s.displayText,
  userReward: s.displayReward,
  purchaseChannel: listOf(s.text, 'purchaseChannel'),
  assets: decodeAssets('assets', 'an entry of assets'),
  commissionEarned: s.displayAmount,
  rejectionReason: s.text,
};

function decodeEntry(value: unknown, path: string, ctx: DecodeContext): EarnedReward | undefined {
  if (!isRecord(value) || value.type !== 'earnedReward') {
    ctx.drop(path, `Dropped an entry: expected an earnedReward resource, received ${describe(value)}.`);
    return undefined;
  }
  if (typeof value.id !== 'string' || value.id === '') {
    ctx.drop(pointer(path, 'id'), `Dropped an earned reward without a string id (${describe(value.id)}).`);
    return undefined;
  }
  const required = parseFirst(requiredAttributes, value.attributes);
  if (!required.success) {
    ctx.drop(
      pointer(path, 'attributes'),
      `Dropped earned reward ${JSON.stringify(value.id)}: ${issueText(required.issues)}.`,
    );
    return undefined;
  }
  const attributesPath = pointer(path, 'attributes');
  const attributes = {
    ...required.output,
    ...decodeFields(
      value.attributes as Record<string, unknown>,
      OPTIONAL,
      attributesPath,
      ctx,
      (key) => `Dropped attribute ${key} of earned reward ${JSON.stringify(value.id)}`,
    ),
  } as EarnedReward['attributes'];
  // Open enums: an unknown value is kept (a newer status or reason), and reported.
  tolerateEnums(attributes, attributesPath, OPEN_ENUMS, ctx);
  return { type: 'earnedReward', id: value.id, attributes };
}

/**
 * Decodes the earned-rewards document the issuer's backend serves (parsed JSON), tolerantly like the other
 * decoders: unknown fields are ignored, an unknown `status` or `rejectionReason` is kept (and reported), a
 * malformed optional attribute (assets, commission, reward…) is dropped alone, and an entry without its
 * required members (id, status, message, transaction id and amount, `updatedAt`) is dropped from the
 * list. Every drop is reported through `options.onDiagnostic` and in `diagnostics`.
 *
 * @throws {RewardsDecodeError} when the value is not an object with a `data` array.
 */
export function decodeEarnedRewardsDocument(
  json: unknown,
  options: DecodeOptions = {},
): DecodedEarnedRewardsDocument {
  const ctx = new DecodeContext(options.onDiagnostic, options);
  const document = requireDataArray(json, 'an earned-rewards document', ctx);
  const data = decodeItems(document.data, '/data', ctx, 'data', (item, path) => decodeEntry(item, path, ctx));
  return { data, diagnostics: ctx.diagnostics };
}
