import { RewardsNetworkError } from '@offerkit/data';
import { describe, expect, it, vi } from 'vitest';
import { loadOnDemand } from '../../packages/data/src/client/loadOnDemand.ts';

/**
 * The client loads the code of every endpoint but the offers list with `import()` on the first call that
 * needs it: a chunk that does not arrive rejects like a request that gets no response.
 */
describe('loadOnDemand', () => {
  it('resolves with the loaded code', async () => {
    const code = { build: () => 'request' };
    await expect(loadOnDemand(async () => code)).resolves.toBe(code);
  });

  it('turns a chunk that did not load into a RewardsNetworkError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/chunk.js');
    const error = await loadOnDemand(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RewardsNetworkError);
    expect(error).toMatchObject({ kind: 'network', timedOut: false, cause });
  });

  it('loads again at the next call after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce('code');
    await expect(loadOnDemand(load)).rejects.toBeInstanceOf(RewardsNetworkError);
    await expect(loadOnDemand(load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
