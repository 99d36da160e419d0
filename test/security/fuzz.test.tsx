/**
 * Property-based fuzzing of offers and locations documents — valid, valid with one member mutated, and
 * arbitrary JSON — through decoding and the components (server rendering for throughput), and on a smaller
 * share through the client, the hooks and the data-bound list against MSW. More than 10,000 documents in
 * all. Properties: nothing but a `RewardsDecodeError` ever escapes, and only for a body that is not a
 * document; valid offers and locations always render; every drop is reported at a path that names it.
 *
 * A failure prints fast-check's seed and path; replay it with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> pnpm vitest run test/security/fuzz.test.tsx`.
 */
import { ConnectedOfferList, LocationCard, OfferCard, OfferDetail } from '@offerkit/components';
import {
  type Diagnostic,
  decodeLocationsDocument,
  decodeOffersDocument,
  type LocationsDocument,
  type Offer,
  type OffersDocument,
  RewardsDecodeError,
  SUPPORTED_COMPONENTS,
} from '@offerkit/data';
import { useOffers } from '@offerkit/hooks';
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  arbitraryDocument,
  atPointer,
  jsonPointer,
  type Mutated,
  mutated,
  validLocationsDocument,
  validOffersDocument,
} from './fuzzArbitraries.ts';
import { BASE_URL, renderWithProvider, sandboxClient, setupSecuritySandbox } from './harness.tsx';
import { asDisplayed } from './hostileOffers.ts';

/** Documents per property; the sum is the number of fuzz cases (printed at the end). */
const RUNS = {
  validOffers: 3000,
  mutatedOffers: 3000,
  arbitraryOffers: 2500,
  validLocations: 700,
  mutatedLocations: 700,
  arbitraryLocations: 300,
  hooksValid: 60,
  hooksMutated: 60,
  hooksArbitrary: 30,
};

/** fast-check settings: a fixed seed and path when replaying (FUZZ_SEED, FUZZ_PATH), else a fresh seed. */
function settings(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED;
  const path = process.env.FUZZ_PATH;
  return {
    numRuns,
    ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}),
    ...(path !== undefined && path !== '' ? { path } : {}),
  };
}

let cases = 0;
afterAll(() => {
  console.info(
    `fuzz: ${cases} documents through decode and render (seed ${process.env.FUZZ_SEED ?? 'random'})`,
  );
});

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** Decodes, or returns the RewardsDecodeError it threw; anything else thrown fails the property. */
function decodeOrError<T>(decode: () => T): T | RewardsDecodeError {
  try {
    return decode();
  } catch (error) {
    if (error instanceof RewardsDecodeError) return error;
    throw error;
  }
}

/** A body the decoders must refuse: not an object with a `data` array. */
const isNotAListDocument = (json: unknown): boolean =>
  json === null ||
  typeof json !== 'object' ||
  Array.isArray(json) ||
  !Array.isArray((json as { data?: unknown }).data);

/** Every offer drawn as a card, and the first also as a detail (the costlier view), to static markup. */
const renderOffers = (offers: readonly Offer[]): string =>
  renderToStaticMarkup(
    offers.map((offer, index) => (
      <div key={offer.id}>
        <OfferCard offer={offer} onAction={() => {}} />
        {index === 0 && <OfferDetail offer={offer} onAction={() => {}} locale="en-US" timeZone="UTC" />}
      </div>
    )),
  );

/** Problems with the diagnostics of a decoded page, given the input it came from. */
function diagnosticProblems(input: unknown, diagnostics: readonly Diagnostic[]): string[] {
  const problems: string[] = [];
  for (const diagnostic of diagnostics) {
    if (!diagnostic.path.startsWith('/') && diagnostic.path !== '')
      problems.push(`not a JSON pointer: ${diagnostic.path}`);
    // A drop names what it dropped: its path leads to a member of the input.
    if (diagnostic.severity === 'dropped' && !atPointer(input, diagnostic.path).found) {
      problems.push(`dropped at ${diagnostic.path}, which is not in the input`);
    }
    if (diagnostic.reason.trim() === '') problems.push(`no reason at ${diagnostic.path}`);
  }
  return problems;
}

/** Attribute and component members the decoder knows: a present one that vanished must be reported. */
const KNOWN_ATTRIBUTES = [
  'description',
  'userReward',
  'purchaseChannel',
  'startDate',
  'expirationDate',
  'terms',
  'isTargeted',
  'websiteUrl',
  'assets',
  'components',
];
/** The components the contract defines: each one is checked on its own. */
const KNOWN_COMPONENTS: readonly string[] = SUPPORTED_COMPONENTS;

/** Offers of `raw` (at `base`, e.g. `/data`) that vanished, or lost a member, without a diagnostic naming it. */
function unreportedDrops(
  rawItems: unknown,
  base: string,
  decoded: readonly Offer[],
  diagnostics: readonly Diagnostic[],
): string[] {
  if (!Array.isArray(rawItems)) return [];
  const problems: string[] = [];
  const dropped = diagnostics.filter((d) => d.severity === 'dropped').map((d) => d.path);
  const reported = (path: string) => dropped.some((at) => at === path || path.startsWith(`${at}/`));
  const byId = new Map(decoded.map((offer) => [offer.id, offer]));
  rawItems.forEach((raw, index) => {
    const path = `${base}/${index}`;
    if (base === '/included' && (raw as { type?: unknown } | null)?.type !== 'standardOffer') return;
    const id = (raw as { id?: unknown } | null)?.id;
    const offer = typeof id === 'string' ? byId.get(id) : undefined;
    if (offer === undefined) {
      if (!reported(path)) problems.push(`offer ${path} vanished without a diagnostic`);
      return;
    }
    const attributes = (raw as { attributes: Record<string, unknown> }).attributes;
    const kept = offer.attributes as unknown as Record<string, unknown>;
    for (const key of KNOWN_ATTRIBUTES) {
      const value = attributes[key];
      if (value === undefined || value === null || kept[key] !== undefined) continue;
      if (key === 'assets' && Array.isArray(value) && value.length === 0) continue;
      if (key === 'components' && typeof value === 'object' && Object.keys(value).length === 0) continue;
      if (!reported(jsonPointer([...path.slice(1).split('/'), 'attributes', key])))
        problems.push(`${path}/attributes/${key} vanished without a diagnostic`);
    }
    const components = attributes.components;
    if (components !== null && typeof components === 'object' && !Array.isArray(components)) {
      const keptComponents = (offer.attributes.components ?? {}) as Record<string, unknown>;
      for (const key of KNOWN_COMPONENTS) {
        const value = (components as Record<string, unknown>)[key];
        if (value === undefined || value === null || keptComponents[key] !== undefined) continue;
        const at = `${path}/attributes/components/${key}`;
        if (!reported(at)) problems.push(`${at} vanished without a diagnostic`);
      }
    }
  });
  return problems;
}

describe('offers documents: decode → components', () => {
  it(`valid documents (${RUNS.validOffers}): nothing dropped, every offer renders with its name`, {
    timeout: 180_000,
  }, () => {
    fc.assert(
      fc.property(validOffersDocument, (json) => {
        cases += 1;
        const document = decodeOffersDocument(json);
        expect(document.diagnostics.filter((d) => d.severity === 'dropped')).toEqual([]);
        expect(document.offers.map((offer) => offer.id)).toEqual(json.data.map((offer) => offer.id));
        const markup = renderOffers(document.offers);
        for (const offer of document.offers) {
          expect(markup).toContain(escapeHtml(offer.attributes.name));
          expect(document.offers.filter((other) => other.id === offer.id)).toHaveLength(1);
        }
        expect(markup.match(/<article /g) ?? []).toHaveLength(
          document.offers.length + Math.min(1, document.offers.length),
        );
      }),
      settings(RUNS.validOffers),
    );
  });

  it(`mutated documents (${RUNS.mutatedOffers}): the rest survives, every drop is named`, {
    timeout: 180_000,
  }, () => {
    fc.assert(
      fc.property(mutated(validOffersDocument), ({ document: json, pointer }: Mutated) => {
        cases += 1;
        const result = decodeOrError(() => decodeOffersDocument(json));
        if (result instanceof RewardsDecodeError) {
          expect(isNotAListDocument(json), `threw for a mutation at ${pointer}`).toBe(true);
          return;
        }
        expect(diagnosticProblems(json, result.diagnostics)).toEqual([]);
        const data = (json as { data: unknown[] }).data;
        expect(unreportedDrops(data, '/data', result.offers, result.diagnostics)).toEqual([]);
        // Only the mutated offer can be lost (unless `data` itself was replaced).
        if (pointer !== '/data') {
          const before = (json as { data: unknown[] }).data.length;
          expect(before - result.offers.length).toBeLessThanOrEqual(pointer.startsWith('/data/') ? 1 : 0);
        }
        renderOffers(result.offers);
      }),
      settings(RUNS.mutatedOffers),
    );
  });

  it(`arbitrary JSON (${RUNS.arbitraryOffers}): a document or a RewardsDecodeError, never anything else`, {
    timeout: 180_000,
  }, () => {
    fc.assert(
      fc.property(arbitraryDocument, (json) => {
        cases += 1;
        const result = decodeOrError(() => decodeOffersDocument(json));
        if (result instanceof RewardsDecodeError) {
          expect(isNotAListDocument(json)).toBe(true);
          expect(result.message).not.toBe('');
          return;
        }
        expect(diagnosticProblems(json, result.diagnostics)).toEqual([]);
        expect(
          unreportedDrops((json as { data: unknown }).data, '/data', result.offers, result.diagnostics),
        ).toEqual([]);
        renderOffers(result.offers);
      }),
      settings(RUNS.arbitraryOffers),
    );
  });
});

/** Every location drawn as a card, to static markup. */
const renderLocations = (document: LocationsDocument): string =>
  renderToStaticMarkup(
    document.locations.map((location) => (
      <LocationCard key={location.id} location={location} userPosition={{ latitude: 40.7, longitude: -74 }} />
    )),
  );

describe('locations documents: decode → components', () => {
  it(`valid documents (${RUNS.validLocations}): every location renders with its offers`, {
    timeout: 180_000,
  }, () => {
    fc.assert(
      fc.property(validLocationsDocument, (json) => {
        cases += 1;
        const document = decodeLocationsDocument(json);
        expect(document.diagnostics.filter((d) => d.severity === 'dropped')).toEqual([]);
        expect(document.locations.map((location) => location.id)).toEqual(
          json.data.map((location) => location.id),
        );
        const markup = renderLocations(document);
        expect(markup.match(/<article /g) ?? []).toHaveLength(document.locations.length);
        json.data.forEach((raw, index) => {
          const location = document.locations[index];
          expect(location?.offers.map((offer) => offer.id)).toEqual(
            raw.relationships.offers.data.map((reference) => reference.id),
          );
          expect(markup).toContain(escapeHtml(asDisplayed(raw.attributes.name as string)));
        });
      }),
      settings(RUNS.validLocations),
    );
  });

  it(`mutated documents (${RUNS.mutatedLocations}): the rest survives, every drop is named`, {
    timeout: 180_000,
  }, () => {
    fc.assert(
      fc.property(mutated(validLocationsDocument), ({ document: json, pointer }: Mutated) => {
        cases += 1;
        const result = decodeOrError(() => decodeLocationsDocument(json));
        if (result instanceof RewardsDecodeError) {
          expect(isNotAListDocument(json), `threw for a mutation at ${pointer}`).toBe(true);
          return;
        }
        expect(diagnosticProblems(json, result.diagnostics)).toEqual([]);
        const included = (json as { included?: unknown }).included;
        expect(unreportedDrops(included, '/included', result.offers, result.diagnostics)).toEqual([]);
        const data = (json as { data: unknown[] }).data;
        const droppedLocations = result.diagnostics.filter((d) => /^\/data\/\d+$/.test(d.path));
        expect(result.locations.length + droppedLocations.length).toBe(data.length);
        renderLocations(result);
      }),
      settings(RUNS.mutatedLocations),
    );
  });

  it(`arbitrary JSON (${RUNS.arbitraryLocations}): a document or a RewardsDecodeError`, {
    timeout: 180_000,
  }, () => {
    fc.assert(
      fc.property(arbitraryDocument, (json) => {
        cases += 1;
        const result = decodeOrError(() => decodeLocationsDocument(json));
        if (result instanceof RewardsDecodeError) {
          expect(isNotAListDocument(json)).toBe(true);
          return;
        }
        expect(diagnosticProblems(json, result.diagnostics)).toEqual([]);
        renderLocations(result);
      }),
      settings(RUNS.arbitraryLocations),
    );
  });
});

let seen: { diagnostics: Diagnostic[]; status: string } | undefined;

/** What `useOffers` holds for the list the page shows. */
function DiagnosticsProbe() {
  const { diagnostics, status } = useOffers();
  seen = { diagnostics, status };
  return null;
}

describe('offers documents through the client, the hooks and the data-bound list (jsdom, MSW)', () => {
  const harness = setupSecuritySandbox();
  const { sandbox } = harness;
  /** Serves `body` as the offers page and renders the list; resolves once the list has settled. */
  async function throughTheList(
    body: unknown,
  ): Promise<{ state: string | null; view: ReturnType<typeof renderWithProvider> }> {
    harness.server.use(
      http.get(`${BASE_URL}/v2/issuers/:org/users/:user/offers`, () =>
        // A body that is not JSON-serializable as given still travels as JSON text.
        HttpResponse.text(JSON.stringify(body) ?? 'null', {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    seen = undefined;
    const view = renderWithProvider(
      <>
        <ConnectedOfferList />
        <DiagnosticsProbe />
      </>,
      // One attempt: a decode error is not retried anyway, and the property needs no backoff.
      { client: sandboxClient(sandbox, { retry: false }), userId: sandbox.newCustomerId },
    );
    await waitFor(() => {
      const state = view.container.querySelector('.ok-OfferList')?.getAttribute('data-state');
      expect(['ready', 'empty', 'error']).toContain(state);
    });
    return { state: view.container.querySelector('.ok-OfferList')?.getAttribute('data-state') ?? null, view };
  }

  /** Same page decoded directly, for comparison. */
  const expected = (body: unknown): OffersDocument | RewardsDecodeError =>
    decodeOrError(() => decodeOffersDocument(JSON.parse(JSON.stringify(body) ?? 'null')));

  it(`valid documents (${RUNS.hooksValid}): every offer is shown, diagnostics reach useOffers`, {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(validOffersDocument, async (json) => {
        cases += 1;
        const { state, view } = await throughTheList(json);
        try {
          const direct = expected(json) as OffersDocument;
          expect(state).toBe(direct.offers.length === 0 ? 'empty' : 'ready');
          const titles = Array.from(view.container.querySelectorAll('.ok-OfferCard-title')).map(
            (title) => title.textContent,
          );
          expect(titles).toEqual(direct.offers.map((offer) => offer.attributes.name));
          expect(seen?.diagnostics).toEqual(direct.diagnostics);
        } finally {
          view.unmount();
        }
      }),
      settings(RUNS.hooksValid),
    );
  });

  it(`mutated documents (${RUNS.hooksMutated}): a list or its error state with a retry, never a crash`, {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(mutated(validOffersDocument), async ({ document: json }: Mutated) => {
        cases += 1;
        const { state, view } = await throughTheList(json);
        try {
          const direct = expected(json);
          if (direct instanceof RewardsDecodeError) {
            expect(state).toBe('error');
            expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
          } else {
            expect(state).toBe(direct.offers.length === 0 ? 'empty' : 'ready');
            expect(view.container.querySelectorAll('article.ok-OfferCard')).toHaveLength(
              direct.offers.length,
            );
            expect(seen?.diagnostics).toEqual(direct.diagnostics);
          }
        } finally {
          view.unmount();
        }
      }),
      settings(RUNS.hooksMutated),
    );
  });

  it(`arbitrary JSON (${RUNS.hooksArbitrary}): a list or its error state with a retry`, {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryDocument, async (json) => {
        cases += 1;
        const { state, view } = await throughTheList(json);
        try {
          const direct = expected(json);
          expect(state).toBe(
            direct instanceof RewardsDecodeError ? 'error' : direct.offers.length === 0 ? 'empty' : 'ready',
          );
          if (state === 'error')
            expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
        } finally {
          view.unmount();
        }
      }),
      settings(RUNS.hooksArbitrary),
    );
  });
});

describe('fuzz reporting', () => {
  it('prints the seed and the path of a failing case, so it can be replayed', () => {
    let message = '';
    try {
      fc.assert(
        fc.property(fc.integer(), (n) => n < 5),
        { seed: 42 },
      );
    } catch (error) {
      message = String((error as Error).message);
    }
    expect(message).toMatch(/seed: 42/);
    expect(message).toMatch(/path: "[\d:]+"/);
    expect(message).toMatch(/Counterexample/);
  });
});
