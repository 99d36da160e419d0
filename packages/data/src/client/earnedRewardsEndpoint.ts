// The code of `getEarnedRewards`, which the client loads on the first call: the earned-rewards view is not
// on the first screen, so its request builder and decoder are a chunk of their own. Internal.
export { decodeEarnedRewardsDocument } from '../decode/decodeEarnedRewardsDocument.ts';
export { buildEarnedRewardsRequest } from '../request/buildEarnedRewardsRequest.ts';
