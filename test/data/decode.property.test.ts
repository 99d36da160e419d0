import {
  decodeErrorDocument,
  decodeLocationsDocument,
  decodeOfferActionDocument,
  decodeOffersDocument,
  RewardsDecodeError,
} from '@offerkit/data';
import { decodeWebhookEnvelope } from '@offerkit/server';
import fc from 'fast-check';
import { rawCategory, rawOffer } from './fixtures.ts';

const decoders = {
  decodeOffersDocument,
  decodeLocationsDocument,
  decodeOfferActionDocument,
  decodeErrorDocument,
  decodeWebhookEnvelope,
};

/** Runs `fn`; passes when it returns or throws a RewardsDecodeError, fails on anything else. */
function throwsOnlyDecodeErrors(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch (error) {
    return error instanceof RewardsDecodeError && error.kind === 'decode';
  }
}

/** JSON values shaped like the documents, so the decoders get past their envelope checks. */
const documentLike = fc.record(
  {
    data: fc.oneof(fc.array(fc.jsonValue()), fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
    included: fc.array(fc.jsonValue()),
    links: fc.jsonValue(),
    meta: fc.jsonValue(),
    errors: fc.array(fc.jsonValue()),
  },
  { requiredKeys: [] },
);

/** A copy of `value` with the member at a random path replaced by arbitrary JSON. */
function corruptAt(value: unknown, choices: readonly number[], replacement: unknown): unknown {
  if (choices.length === 0 || value === null || typeof value !== 'object') return replacement;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return replacement;
  const [first = 0, ...rest] = choices;
  const index = first % (entries.length + 1);
  // One extra slot: replace this node itself.
  if (index === entries.length) return replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const [key, child] = entries[index] as [string, unknown];
  (copy as Record<string, unknown>)[key] = corruptAt(child, rest, replacement);
  return copy;
}

describe('decoders under arbitrary input (fast-check)', () => {
  for (const [name, decode] of Object.entries(decoders)) {
    it(`${name}: arbitrary JSON never throws anything but RewardsDecodeError`, () => {
      fc.assert(
        fc.property(fc.oneof(fc.jsonValue(), documentLike), (json) =>
          throwsOnlyDecodeErrors(() => decode(json)),
        ),
        { numRuns: 300 },
      );
    });
  }

  it('a page whose data is an array never throws, and accounts for every item', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.jsonValue(), fc.constant(rawOffer('ok')))), (data) => {
        const document = decodeOffersDocument({ data });
        // Every item either became an offer or was dropped with a diagnostic at its own path.
        const droppedItems = document.diagnostics.filter((d) => /^\/data\/\d+$/.test(d.path));
        expect(document.offers.length + droppedItems.length).toBe(data.length);
      }),
    );
  });

  it('a valid page with one corrupted offer yields the others plus one diagnostic', () => {
    const corruption = fc.oneof(
      fc.jsonValue().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
      fc.constant({ type: 'standardOffer', attributes: { name: 'No id' } }),
      fc.constant({ type: 'location', id: 'x', attributes: { name: 'Wrong type' } }),
      fc
        .jsonValue()
        .map((name) => ({ ...rawOffer('bad'), attributes: { name } }))
        .filter((offer) => typeof offer.attributes.name !== 'string'),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(), corruption, (size, at, bad) => {
        const ids = Array.from({ length: size }, (_, i) => `o${i}`);
        const index = at % (size + 1);
        const data: unknown[] = ids.map((id) => rawOffer(id));
        data.splice(index, 0, bad);
        const document = decodeOffersDocument({ data, included: [rawCategory('cat-food', 'Food')] });
        expect(document.offers.map((offer) => offer.id)).toEqual(ids);
        expect(document.diagnostics).toEqual([
          { path: `/data/${index}`, reason: expect.any(String), severity: 'dropped' },
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('corrupting any one member of an offer never loses the other offers', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 8 }), fc.jsonValue(), (path, replacement) => {
        const bad = corruptAt(rawOffer('bad'), path, replacement);
        const document = decodeOffersDocument({ data: [rawOffer('a'), bad, rawOffer('b')] });
        const ids = document.offers.map((offer) => offer.id);
        // The corrupted offer (whose id may itself be corrupted) is kept or dropped; the others stay.
        expect(ids[0]).toBe('a');
        expect(ids.at(-1)).toBe('b');
        expect(ids.length === 2 || ids.length === 3).toBe(true);
        // A dropped offer was reported.
        if (ids.length === 2) expect(document.diagnostics.some((d) => d.path === '/data/1')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
