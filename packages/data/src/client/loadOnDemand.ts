import { RewardsNetworkError } from '../errors/RewardsNetworkError.ts';

/**
 * Runs `load` (an `import()` of code the client needs only for some calls) and turns a failure to get that
 * code into a `RewardsNetworkError`, the error every method already documents for "could not reach it,
 * retry later": a chunk is fetched like a response. Each call imports again, so a call after a failure
 * tries once more (a loaded module is cached by the runtime). Internal.
 */
export async function loadOnDemand<Code>(load: () => Promise<Code>): Promise<Code> {
  try {
    return await load();
  } catch (error) {
    throw new RewardsNetworkError(
      'The code of this request did not load (the network may be down): retry later.',
      { cause: error },
    );
  }
}
