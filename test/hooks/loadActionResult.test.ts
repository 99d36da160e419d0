import { createOfferkitQueryClient, offerkitKeys } from '@offerkit/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyActionResult, loadActionResult } from '../../packages/hooks/src/internal/loadActionResult.ts';

const MODULE = '../../packages/hooks/src/internal/applyOfferActionResult.ts';
const scope = { baseUrl: 'https://rewards.example', organizationId: 'org', userId: 'u1' };
const result = {
  scope,
  offerId: 'o1',
  document: { attribution: {} as never, diagnostics: [] },
  supportedComponents: [],
};

/**
 * The cache update after an offer action is a chunk of its own, fetched at the click while the request is
 * in flight. The action succeeded whatever happens to that chunk, so a chunk that does not load must not
 * turn it into a failure (a second activation would follow): the user's lists refetch instead.
 */
describe('the cache update after an offer action, loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock(MODULE);
    vi.resetModules();
  });

  it('loads applyOfferActionResult', async () => {
    const { applyOfferActionResult } = await import(MODULE);
    await expect(loadActionResult()).resolves.toBe(applyOfferActionResult);
  });

  it('gives undefined, never a rejection, when the chunk does not load', async () => {
    vi.resetModules();
    vi.doMock(MODULE, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = await import('../../packages/hooks/src/internal/loadActionResult.ts');
    await expect(fresh.loadActionResult()).resolves.toBeUndefined();
  });

  it('applies the result with the loaded code', async () => {
    const queryClient = createOfferkitQueryClient();
    const apply = vi.fn(async () => undefined);
    await applyActionResult(Promise.resolve(apply), queryClient, result);
    expect(apply).toHaveBeenCalledWith(queryClient, result);
  });

  it("without the code, invalidates every list of the user (and only that user's)", async () => {
    const queryClient = createOfferkitQueryClient();
    const ours = offerkitKeys.offers(scope, { supportedComponents: [] });
    const theirs = offerkitKeys.offers({ ...scope, userId: 'u2' }, { supportedComponents: [] });
    queryClient.setQueryData(ours, { pages: [], pageParams: [] });
    queryClient.setQueryData(theirs, { pages: [], pageParams: [] });
    await applyActionResult(Promise.resolve(undefined), queryClient, result);
    expect(queryClient.getQueryState(ours)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(theirs)?.isInvalidated).toBe(false);
  });
});
