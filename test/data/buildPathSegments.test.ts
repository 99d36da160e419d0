import {
  buildActionRequest,
  buildActivateRequest,
  buildBoostRequest,
  buildEarnedRewardsRequest,
  buildLocationsRequest,
  buildOffersRequest,
  RewardsRequestError,
} from '@offerkit/data';
import { buildIssuerUrl } from '@offerkit/data/backend';

// Ids that would leave their path segment: dot segments (which URL parsers resolve), their percent-encoded
// forms (which a gateway that decodes once or twice resolves), separators raw or encoded, control characters.
const HOSTILE_IDS = [
  '.',
  '..',
  '%2e',
  '%2e%2e',
  '%2E%2e',
  '.%2e',
  '%252e%252e',
  'a/b',
  'a\\b',
  '/',
  'a%2fb',
  'a%5Cb',
  'a%252fb',
  'u1\u0000',
  'u1\n',
];

const config = { baseUrl: 'https://svc.test/api', organizationId: 'org-1' };
const action = { method: 'POST', url: '/v2/issuers/org-1/users/u1/offers/o1/activate?include=offer' };

/** Every builder that puts an id into a path, with the id given as `name`. */
const builders: [string, (id: string) => unknown][] = [
  ['userId', (id) => buildOffersRequest(config, id)],
  ['userId', (id) => buildLocationsRequest(config, id, { latitude: 1, longitude: 2 })],
  ['userId', (id) => buildEarnedRewardsRequest(config, id)],
  ['userId', (id) => buildActivateRequest(config, id, 'o1')],
  ['offerId', (id) => buildActivateRequest(config, 'u1', id)],
  ['userId', (id) => buildBoostRequest(config, id, 'o1')],
  ['offerId', (id) => buildBoostRequest(config, 'u1', id)],
  ['userId', (id) => buildActionRequest(config, id, 'o1', action)],
  ['offerId', (id) => buildActionRequest(config, 'u1', id, action)],
  ['organizationId', (id) => buildOffersRequest({ ...config, organizationId: id }, 'u1')],
  ['organizationId', (id) => buildIssuerUrl({ ...config, organizationId: id }, ['files'])],
  ['userId', (id) => buildIssuerUrl(config, ['users', { userId: id }])],
  ['path segment 3', (id) => buildIssuerUrl(config, ['users', id])],
];

describe('ids that become path segments', () => {
  for (const [field, build] of builders) {
    it.each(HOSTILE_IDS)(`${field} %j is refused, naming ${field}`, (id) => {
      let caught: unknown;
      try {
        build(id);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(RewardsRequestError);
      expect((caught as Error).message).toContain(field);
      expect((caught as Error).message).toMatch(/"\." or "\.\."/);
    });
  }

  it('still accepts ordinary ids with dots, percent signs and spaces, encoded as before', () => {
    expect(buildIssuerUrl(config, ['users', { userId: 'a.b' }])).toBe(
      'https://svc.test/api/v2/issuers/org-1/users/a.b',
    );
    expect(buildIssuerUrl(config, ['users', { userId: '...' }])).toBe(
      'https://svc.test/api/v2/issuers/org-1/users/...',
    );
    expect(buildIssuerUrl(config, ['users', { userId: '50% off' }])).toBe(
      'https://svc.test/api/v2/issuers/org-1/users/50%25%20off',
    );
    expect(buildOffersRequest(config, 'u.1').url).toBe(
      'https://svc.test/api/v2/issuers/org-1/users/u.1/offers',
    );
  });

  it('names the field of an empty id in an object segment', () => {
    expect(() => buildIssuerUrl(config, ['users', { userId: '' }])).toThrow(/userId must be a non-empty/);
  });
});
