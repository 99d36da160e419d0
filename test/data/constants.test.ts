import { DEFAULT_CURRENCY, DEFAULT_RADIUS_MILES, formatUserReward, MIN_RADIUS_MILES } from '@offerkit/data';
import { MAX_UPLOAD_URLS_PER_REQUEST, MAX_USERS_PER_CREATE } from '@offerkit/data/backend';
import * as server from '@offerkit/server';

describe('contract limits and defaults', () => {
  it('match the contract: 100 users per create, 10 upload URLs per request, radius 10 miles from 1', () => {
    expect(MAX_USERS_PER_CREATE).toBe(100);
    expect(MAX_UPLOAD_URLS_PER_REQUEST).toBe(10);
    expect(DEFAULT_RADIUS_MILES).toBe(10);
    expect(MIN_RADIUS_MILES).toBe(1);
  });

  it('are the ones the server and the sandbox enforce (one source, no second literal)', () => {
    expect(server.MAX_USERS_PER_CREATE).toBe(MAX_USERS_PER_CREATE);
    expect(server.MAX_UPLOAD_URLS_PER_REQUEST).toBe(MAX_UPLOAD_URLS_PER_REQUEST);
  });

  it('formats FLAT rewards in the default currency when none is given', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(formatUserReward({ type: 'FLAT', value: 250 }, { locale: 'en-US' })).toBe('$2.50');
  });
});
