import * as data from '@offerkit/data';
import * as backend from '@offerkit/data/backend';
import { describe, expect, it } from 'vitest';

/**
 * `@offerkit/data/backend` holds the contract code only an issuer's backend runs, so the browser entry
 * `@offerkit/data` — everything hooks, components and a bank's page import — never names it. That a
 * browser bundle of the whole entry leaves those modules out is proven in test/lint/treeShaking.test.ts.
 */
const BACKEND_ONLY = [
  'checkHistoricalRecord',
  'WEBHOOK_EVENT_SCHEMAS',
  'buildIssuerUrl',
  'buildServiceUrl',
  'buildRouteUrl',
  'matchServiceRoute',
  'serviceRoute',
  'SERVICE_ROUTES',
  'ID_SEGMENT',
  'createTransport',
  'errorTitle',
  'KNOWN_CATEGORY_NAMES',
  'MAX_UPLOAD_URLS_PER_REQUEST',
  'MAX_USERS_PER_CREATE',
  'UPLOAD_URL_VALIDITY_SECONDS',
];

describe('@offerkit/data/backend', () => {
  it('exports the server-only contract code, which the browser entry no longer names', () => {
    for (const name of BACKEND_ONLY) {
      expect(backend, `backend entry lacks ${name}`).toHaveProperty(name);
      expect(data, `browser entry still names ${name}`).not.toHaveProperty(name);
    }
    expect(backend.MAX_UPLOAD_URLS_PER_REQUEST).toBe(10);
    expect(backend.MAX_USERS_PER_CREATE).toBe(100);
    expect(backend.UPLOAD_URL_VALIDITY_SECONDS).toBe(900);
    expect(backend.KNOWN_CATEGORY_NAMES).toContain('Food & Beverage');
  });

  it('keeps what browsers use in the main entry', () => {
    for (const name of ['createRewardsClient', 'decodeOffersDocument', 'isOfferkitError', 'pageCursor']) {
      expect(data, `browser entry lacks ${name}`).toHaveProperty(name);
    }
  });
});
