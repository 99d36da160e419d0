import { buildRouteUrl, serviceRoute } from '@offerkit/data/backend';
import { dataObject } from './decodeResources.ts';
import type { IssuerClientContext } from './IssuerClientContext.ts';
import type { IssuerCallOptions } from './offersApi.ts';

/** The caller's own organization. The contract shows no fields beyond the envelope; all are kept. */
export interface IssuerOrganization {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
}

/** The issuer endpoint. */
export interface IssuerApi {
  /** `GET /v2/issuer`: the organization the credentials belong to (GET, retried). */
  get(options?: IssuerCallOptions): Promise<IssuerOrganization>;
}

/** The issuer namespace of the issuer client. Internal. */
export function issuerApi(context: IssuerClientContext): IssuerApi {
  const { endpoint, transport } = context;
  return {
    async get({ signal } = {}) {
      // The one path outside /v2/issuers/{organizationId}.
      const request = { method: 'GET', url: buildRouteUrl(endpoint, serviceRoute('issuer'), {}) };
      return transport.send(
        request,
        (json) => {
          const data = dataObject(json, 'an issuer document');
          return {
            type: typeof data.type === 'string' ? data.type : 'issuer',
            id: typeof data.id === 'string' ? data.id : '',
            attributes:
              typeof data.attributes === 'object' &&
              data.attributes !== null &&
              !Array.isArray(data.attributes)
                ? (data.attributes as Record<string, unknown>)
                : {},
          };
        },
        signal === undefined ? {} : { signal },
      );
    },
  };
}
