import {
  renderAllStates,
  SANDBOX_OFFER_STATES,
  type SandboxOfferState,
  sandboxOfferStates,
} from '@offerkit/sandbox';

describe('renderAllStates', () => {
  it('runs every offer state through the render function, in order, with its fixture', () => {
    const seen: SandboxOfferState[] = [];
    const sheet = renderAllStates((offer, state) => {
      seen.push(state);
      return `${state}: ${offer.attributes.name}`;
    });
    expect(seen).toEqual([...SANDBOX_OFFER_STATES]);
    expect(sheet.map((entry) => entry.state)).toEqual([...SANDBOX_OFFER_STATES]);
    const fixtures = sandboxOfferStates();
    for (const entry of sheet) {
      expect(entry.offer).toEqual(fixtures[entry.state]);
      expect(entry.output).toBe(`${entry.state}: ${fixtures[entry.state].attributes.name}`);
    }
  });

  it('renders only the chosen states, from given fixtures or fixture options', () => {
    const fixtures = sandboxOfferStates({ baseUrl: 'http://127.0.0.1:6006/sandbox' });
    const fromFixtures = renderAllStates((offer) => offer, { fixtures, states: ['boosted', 'activatable'] });
    expect(fromFixtures.map((entry) => entry.state)).toEqual(['boosted', 'activatable']);
    expect(fromFixtures[0]?.output).toBe(fixtures.boosted);

    const fromOptions = renderAllStates((offer) => offer.attributes.assets?.[0]?.url ?? '', {
      fixtures: { baseUrl: 'http://127.0.0.1:6006/sandbox' },
      states: ['boosted'],
    });
    expect(fromOptions[0]?.output.startsWith('http://127.0.0.1:6006/sandbox/assets/logos/')).toBe(true);
  });

  it('names an unknown state', () => {
    expect(() => renderAllStates(() => null, { states: ['nope' as SandboxOfferState] })).toThrow(
      /"nope" is not an offer state/,
    );
  });
});
