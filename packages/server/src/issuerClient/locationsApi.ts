import {
  buildLocationsRequest,
  decodeLocationsDocument,
  type LocationsDocument,
  type LocationsQuery,
} from '@offerkit/data';
import type { IssuerClientContext } from './IssuerClientContext.ts';
import type { IssuerCallOptions } from './offersApi.ts';
import { userListCall } from './userListCall.ts';

/** Merchant locations of one user. */
export interface LocationsApi {
  /** Get Locations by User: one page (GET, retried). */
  list(userId: string, query?: LocationsQuery, options?: IssuerCallOptions): Promise<LocationsDocument>;
}

/** The locations namespace of the issuer client. Internal. */
export function locationsApi(context: IssuerClientContext): LocationsApi {
  return { list: userListCall(context, buildLocationsRequest, decodeLocationsDocument) };
}
