import { buildActivateRequest, buildBoostRequest, RewardsRequestError } from '@offerkit/data';
import { BASE, ORG, PREFIXED_BASE, USER } from './fixtures.ts';

const config = { baseUrl: BASE, organizationId: ORG };
const offers = `${BASE}/v2/issuers/${ORG}/users/${USER}/offers`;

describe('buildActivateRequest and buildBoostRequest', () => {
  it('activate asks for the offer back by default', () => {
    expect(buildActivateRequest(config, USER, 'o-1')).toEqual({
      method: 'POST',
      url: `${offers}/o-1/activate?include=offer`,
    });
  });

  it('boost sends include=offer then the components in order', () => {
    expect(
      buildBoostRequest(config, USER, 'o-1', { supportedComponents: ['boostedReward', 'baseReward', 'cta'] }),
    ).toEqual({
      method: 'POST',
      url: `${offers}/o-1/boost?include=offer&supportedComponents=boostedReward&supportedComponents=baseReward&supportedComponents=cta`,
    });
  });

  it('can leave include=offer out', () => {
    expect(buildActivateRequest(config, USER, 'o-1', { includeOffer: false }).url).toBe(
      `${offers}/o-1/activate`,
    );
  });

  it('encodes the offer id and keeps the base prefix', () => {
    expect(buildBoostRequest({ baseUrl: PREFIXED_BASE, organizationId: ORG }, USER, 'a?b c').url).toBe(
      `${PREFIXED_BASE}/v2/issuers/${ORG}/users/${USER}/offers/a%3Fb%20c/boost?include=offer`,
    );
  });

  it('refuses unknown components and empty ids', () => {
    expect(() => buildActivateRequest(config, USER, 'o', { supportedComponents: ['x' as 'cta'] })).toThrow(
      RewardsRequestError,
    );
    expect(() => buildBoostRequest(config, USER, '')).toThrow(/offerId/);
  });
});
