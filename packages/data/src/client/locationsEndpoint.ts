// The code of `getLocations`, which the client loads on the first call: the nearby search is not on the
// first screen, so its request builder and decoder are a chunk of their own. Internal.
export { decodeLocationsDocument } from '../decode/decodeLocationsDocument.ts';
export { buildLocationsRequest } from '../request/buildLocationsRequest.ts';
