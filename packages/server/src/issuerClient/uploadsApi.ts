import { RewardsRequestError } from '@offerkit/data';
import {
  buildRouteUrl,
  type HistoricalTransactionsFile,
  MAX_UPLOAD_URLS_PER_REQUEST,
  serviceRoute,
} from '@offerkit/data/backend';
import type { HistoricalUploadOptions, HistoricalUploadResult } from '../uploads/HistoricalUploadOptions.ts';
import { runHistoricalUpload } from '../uploads/runHistoricalUpload.ts';
import { dataArray, decodeEach, decodeUploadSession } from './decodeResources.ts';
import { chunks, type IssuerClientContext, jsonRequest } from './IssuerClientContext.ts';

/** Upload URLs per request, as the contract limits it (the constant lives in `@offerkit/data`). */
export { MAX_UPLOAD_URLS_PER_REQUEST };

/** Historical transaction uploads (scope `files:write`). */
export interface UploadsApi {
  /**
   * Requests presigned upload URLs, one per file name (with its extension, e.g. `history-1.jsonl.gz`),
   * in requests of at most 10 sent one after another. The sessions come back in the order of the names.
   * PUT each file to its `attributes.url` exactly as returned, within `expiresIn` seconds.
   */
  requestUrls(filenames: readonly string[]): Promise<HistoricalTransactionsFile[]>;
  /**
   * Uploads historical transaction files by the bulk URL flow: URLs 10 at a time (each batch just before
   * its files go), each body PUT to its URL exactly as returned (`application/gzip` or
   * `application/octet-stream`, without the service's credentials), a fresh URL once per file when one
   * has expired (900 s; before the PUT by the clock, or after a 403). Then, only for the users named in
   * `markUsersSent`, Update User with `historicalTransactionsSent: true`.
   *
   * @returns the upload ids in file order; results come later (`fileProcessingResult`).
   * @throws {HistoricalUploadError} naming the files already accepted, with the failure as `cause`.
   */
  uploadHistorical(options: HistoricalUploadOptions): Promise<HistoricalUploadResult>;
}

/** The uploads namespace of the issuer client. Internal. */
export function uploadsApi(context: IssuerClientContext): UploadsApi {
  const { endpoint, transport, onDiagnostic } = context;
  const api: UploadsApi = {
    async requestUrls(filenames) {
      if (!Array.isArray(filenames) || filenames.length === 0) {
        throw new RewardsRequestError(
          'uploads.requestUrls needs at least one file name, e.g. ["history.jsonl"].',
        );
      }
      for (const name of filenames) {
        if (typeof name !== 'string' || name.trim() === '') {
          throw new RewardsRequestError(
            `uploads.requestUrls: file name ${JSON.stringify(name)} is empty; give names with their extension.`,
          );
        }
      }
      const sessions: HistoricalTransactionsFile[] = [];
      for (const batch of chunks(filenames, MAX_UPLOAD_URLS_PER_REQUEST)) {
        const request = jsonRequest('POST', buildRouteUrl(endpoint, serviceRoute('uploads'), {}), {
          data: batch.map((filename) => ({ type: 'historicalTransactionsFile', attributes: { filename } })),
        });
        const decoded = await transport.send(request, (json) =>
          decodeEach(dataArray(json, 'upload sessions'), '/data', onDiagnostic, decodeUploadSession),
        );
        sessions.push(...decoded);
      }
      return sessions;
    },
    uploadHistorical(options) {
      return runHistoricalUpload(
        {
          fetch: (input, init) => (context.fetch ?? globalThis.fetch)(input, init),
          storage: { serviceBaseUrl: endpoint.baseUrl, allowedStorageHosts: context.allowedStorageHosts },
          // Called with at most 10 names: one request each.
          requestUrls: (filenames) => api.requestUrls(filenames),
          checkUserId: (userId) => {
            buildRouteUrl(endpoint, serviceRoute('getUser'), { userId });
          },
          markSent: (userId) =>
            transport.send(
              jsonRequest('PUT', buildRouteUrl(endpoint, serviceRoute('updateUser'), { userId }), {
                data: { type: 'user', id: userId, attributes: { historicalTransactionsSent: true } },
              }),
              (json) => json,
            ),
        },
        options,
      );
    },
  };
  return api;
}
