import {
  type Diagnostic,
  decodeOffersDocument,
  type Offer,
  progressBarView,
  rewardView,
  SUPPORTED_COMPONENTS,
} from '@offerkit/data';
import {
  SANDBOX_OFFER_STATE_RECIPES,
  SANDBOX_OFFER_STATES,
  SANDBOX_PROGRESS_BAR_STATES,
  sandboxCatalog,
  sandboxOfferStates,
} from '@offerkit/sandbox';

const states = sandboxOfferStates();
const components = (offer: Offer) => offer.attributes.components ?? {};

describe('sandboxOfferStates', () => {
  it('has a fixture for every named state and is deterministic', () => {
    expect(Object.keys(states).sort()).toEqual([...SANDBOX_OFFER_STATES].sort());
    expect(sandboxOfferStates()).toEqual(states);
  });

  it('lists the progress-bar states: each one a different bar, and every other state with a bar combines one', () => {
    const bars = SANDBOX_PROGRESS_BAR_STATES.map((state) => components(states[state]).progressBar);
    expect(bars.every((bar) => bar !== undefined)).toBe(true);
    expect(new Set(bars.map((bar) => JSON.stringify(bar))).size).toBe(SANDBOX_PROGRESS_BAR_STATES.length);
    const withBar = SANDBOX_OFFER_STATES.filter(
      (state) => components(states[state]).progressBar !== undefined,
    );
    expect(
      withBar.filter((state) => !(SANDBOX_PROGRESS_BAR_STATES as readonly string[]).includes(state)),
    ).toEqual(['progressBoosted']);
  });

  it('has a recipe per state, each naming a role of the catalog', () => {
    const { roles } = sandboxCatalog();
    expect(Object.keys(SANDBOX_OFFER_STATE_RECIPES).sort()).toEqual([...SANDBOX_OFFER_STATES].sort());
    for (const recipe of Object.values(SANDBOX_OFFER_STATE_RECIPES)) expect(roles[recipe.role]).toBeDefined();
  });

  it('decodes through @offerkit/data without a single diagnostic', () => {
    const diagnostics: Diagnostic[] = [];
    const offers = Object.values(states);
    const categories = sandboxCatalog().categories;
    const document = decodeOffersDocument(
      {
        data: offers.map(({ categories: _joined, ...raw }) => raw),
        included: categories,
        links: { self: '/x', prev: null, next: null },
      },
      { onDiagnostic: (diagnostic) => diagnostics.push(diagnostic) },
    );
    expect(diagnostics).toEqual([]);
    expect(document.offers).toEqual(offers);
  });

  it('activatable → PRIMARY cta with an action; activated → no cta and detailTags Activated', () => {
    const cta = components(states.activatable).cta;
    expect(cta?.buttonStyle).toBe('PRIMARY');
    expect(cta?.action?.method).toBe('POST');
    expect(cta?.action?.url).toMatch(/\/offers\/[^/]+\/activate\?include=offer&supportedComponents=/);
    expect(cta?.startIcon).toMatch(/^<svg /);
    expect(components(states.activatable).tags).toBeInstanceOf(Array);
    expect(components(states.activated).cta).toBeUndefined();
    expect(components(states.activated).detailTags?.[0]).toBe('Activated');
  });

  it('boostable → SECONDARY cta; boosted → boostedReward, struck baseReward, logoFlare, no cta', () => {
    expect(components(states.boostable).cta?.buttonStyle).toBe('SECONDARY');
    expect(components(states.boostable).cta?.action?.url).toMatch(/\/boost\?include=offer/);
    const boosted = components(states.boosted);
    expect(boosted.cta).toBeUndefined();
    expect(boosted.logoFlare?.borderColor).toBe('SECONDARY');
    expect(boosted.logoFlare?.badge?.position).toBe('TOP_RIGHT');
    const reward = rewardView(states.boosted);
    expect(reward).toMatchObject({
      isBoosted: true,
      active: boosted.boostedReward,
      struck: boosted.baseReward,
    });
    // Drawn without the words it shares with the active reward ("8% cash back ~~3%~~").
    expect(reward.struckShown).toBe('3%');
    expect(reward.active).not.toBe(reward.struck);
  });

  it('covers every progress bar variant of the contract', () => {
    const bar = (state: keyof typeof states) => {
      const progressBar = components(states[state]).progressBar;
      if (progressBar === undefined) throw new Error(`${state} has no progress bar`);
      return progressBar;
    };
    const continuous = bar('multiRedemptionContinuous');
    expect(continuous.total).toBeGreaterThan(5);
    expect(continuous.segments).toBeUndefined();
    expect(progressBarView(continuous).kind).toBe('continuous');

    const checks = bar('fewRedemptionsCheckNodes');
    expect(checks.total).toBeLessThanOrEqual(5);
    expect(checks.segments?.default.icon).toContain('<svg');
    expect(progressBarView(checks).kind).toBe('segmented');

    const punch = bar('punchCard');
    const partial = punch.segments?.progress?.filter(
      (node) => node !== null && node.completed > 0 && node.completed < node.total,
    );
    expect(partial?.length).toBeGreaterThan(0);
    expect(punch.segments?.default.icon).toBeUndefined();
    expect(punch.segments?.default.separator).toBeUndefined();
    expect(progressBarView(punch).nodes.some((node) => node.fill > 0 && node.fill < 1)).toBe(true);

    const progressive = bar('progressive');
    expect(progressive.segments?.progress).toHaveLength(progressive.total);
    expect(progressive.segments?.default.icon).toBeUndefined();
    expect(progressive.segments?.default.separator).toBeUndefined();

    const stepper = bar('stepper');
    expect(stepper.segments?.default).toMatchObject({ separator: 'LINE', position: 'FULL_WIDTH' });
    expect(stepper.segments?.default.icon).toContain('<svg');
    expect(stepper.segments?.default.labels?.every((label) => typeof label.title === 'string')).toBe(true);
    expect(progressBarView(stepper).kind).toBe('stepper');

    const current = bar('selectionCurrent');
    expect(current.segments?.default.selection).toBe('CURRENT');
    expect(current.segments?.progress).toBeUndefined();
    const below = bar('selectionCurrentAndBelow');
    expect(below.segments?.default.selection).toBe('CURRENT_AND_BELOW');
    expect(below.segments?.progress).toBeUndefined();
    const belowView = progressBarView(below);
    expect(belowView.nodes.filter((node) => node.fill === 1)).toHaveLength(below.currentProgress + 1);

    const legacy = bar('legacyProgressBar');
    expect(legacy.labels).toBeUndefined();
    expect(legacy.segments).toBeUndefined();
    expect(legacy.label).toEqual(expect.any(String));
    expect(legacy.segmented).toBe(true);

    for (const state of ['multiRedemptionContinuous', 'punchCard', 'progressive', 'stepper'] as const) {
      expect(components(states[state]).shortDescription, state).toEqual(expect.any(String));
    }
    expect(components(states.multiRedemptionContinuous).shortDescription).toContain(`of ${continuous.total}`);
  });

  it('limited supply → Limited supply tag and remaining text; sold out and not started → DISABLED cta without action', () => {
    expect(components(states.limitedSupply).tags).toContain('Limited supply');
    expect(components(states.limitedSupply).shortDescription).toMatch(/\d+ left/);
    expect(components(states.limitedSupply).longDescription).toMatch(/\d+ of \d+ redemptions left/);
    for (const state of ['soldOut', 'disabledCta'] as const) {
      const cta = components(states[state]).cta;
      expect(cta?.buttonStyle, state).toBe('DISABLED');
      expect(cta?.action, state).toBeUndefined();
    }
  });

  it('puts logo flare badges at all four corners across the states', () => {
    const positions = new Set(
      Object.values(states).flatMap((offer) => {
        const position = components(offer).logoFlare?.badge?.position;
        return position === undefined ? [] : [position];
      }),
    );
    expect([...positions].sort()).toEqual(['BOTTOM_LEFT', 'BOTTOM_RIGHT', 'TOP_LEFT', 'TOP_RIGHT']);
  });

  it('description-only integrations read tap-to-activate and tap-to-boost (with the amount)', () => {
    expect(Object.keys(components(states.descriptionOnlyActivate)).sort()).toEqual([
      'longDescription',
      'shortDescription',
    ]);
    expect(components(states.descriptionOnlyActivate).shortDescription).toMatch(/^Tap to activate .*5%/);
    expect(components(states.descriptionOnlyBoost).shortDescription).toBe('Tap to boost to 8% cash back');
  });

  it('falls back to the descriptions, then to the name, when a needed component is not requested', () => {
    const described = components(states.fallbackDescriptions);
    expect(described.boostedReward).toBeUndefined();
    expect(described.shortDescription).toContain('Boosted to 8%');
    expect(states.fallbackDescriptions.attributes.name).toBe(states.boosted.attributes.name);

    expect(states.fallbackName.attributes.components).toBeUndefined();
    expect(states.fallbackName.attributes.name).toBe(
      `${states.activatable.attributes.name} · Tap to activate 5% cash back`,
    );
    expect(states.fallbackNameProgress.attributes.name).toMatch(/ · Activated · 2 of 5 purchases rewarded$/);
  });

  it('points assets and actions at the given base URL', () => {
    const custom = sandboxOfferStates({ baseUrl: 'http://localhost:6006/api/rewards' });
    const assets = custom.activatable.attributes.assets ?? [];
    expect(assets.map((asset) => asset.type)).toEqual(['LOGO_IMAGE', 'BANNER_IMAGE', 'IMG_VIEW']);
    for (const asset of assets) {
      // The detail's IMG_VIEW asset records the VIEW; the logo and banner an IMPRESSION.
      const eventCode = asset.type === 'IMG_VIEW' ? 'VIEW' : 'IMPRESSION';
      expect(asset.url).toMatch(
        new RegExp(
          `^http://localhost:6006/api/rewards/assets/(logos|banners)/.+\\.svg\\?eventCode=${eventCode}&medium=WEB&userId=`,
        ),
      );
      expect(asset.alt).toContain(custom.activatable.attributes.name);
    }
    expect(custom.activatable.attributes.components?.cta?.action?.url).toMatch(
      /^\/api\/rewards\/v2\/issuers\/org-sandbox\//,
    );
  });

  it('requests every component by default', () => {
    const url = components(states.activatable).cta?.action?.url ?? '';
    const requested = new URLSearchParams(url.slice(url.indexOf('?'))).getAll('supportedComponents');
    expect(requested).toEqual([...SUPPORTED_COMPONENTS]);
  });
});
