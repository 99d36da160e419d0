import {
  buildRouteUrl,
  type ReconciliationFile,
  type ReconciliationFileType,
  serviceRoute,
} from '@offerkit/data/backend';
import { type DownloadFileOptions, downloadFile } from '../files/downloadFile.ts';
import { dataArray, decodeEach, decodeReconciliationFile } from './decodeResources.ts';
import type { IssuerClientContext } from './IssuerClientContext.ts';
import type { IssuerCallOptions } from './offersApi.ts';

/** Reconciliation files. */
export interface FilesApi {
  /**
   * The reconciliation files of a type (`dailyReconciliationFile`: JSON, `monthlyReconciliationFile`:
   * CSV); download each from its `attributes.downloadUrl` (GET, retried).
   */
  list(fileType: ReconciliationFileType, options?: IssuerCallOptions): Promise<ReconciliationFile[]>;
  /**
   * Downloads a file from its presigned `attributes.downloadUrl`, exactly as given and without the
   * service's credentials; returns the response with its body unread (hand it to
   * `parseDailyReconciliationFile`, `parseMonthlyReconciliationFile` or `parseProcessingResults`).
   * The URL is checked first (https, a public host or one of `allowedStorageHosts`, see
   * `downloadFile`), a redirect is never followed, and the body stops at `maxBytes` (64 MiB by default).
   *
   * @throws {RewardsRequestError} for a refused URL (nothing sent); {RewardsNetworkError} for a redirect;
   * {RewardsApiError} for a non-2xx answer (403: the URL expired; list the files again).
   */
  download(
    file: ReconciliationFile | { attributes: { downloadUrl: string } } | string,
    options?: IssuerCallOptions & Pick<DownloadFileOptions, 'maxBytes'>,
  ): Promise<Response>;
}

/** The files namespace of the issuer client. Internal. */
export function filesApi(context: IssuerClientContext): FilesApi {
  const { endpoint, transport, onDiagnostic } = context;
  return {
    async list(fileType, { signal } = {}) {
      const url = buildRouteUrl(endpoint, serviceRoute('files'), {}, [['fileType', fileType]]);
      return transport.send(
        { method: 'GET', url },
        (json) =>
          decodeEach(dataArray(json, 'a files document'), '/data', onDiagnostic, decodeReconciliationFile),
        signal === undefined ? {} : { signal },
      );
    },
    download(file, options = {}) {
      const connection: Parameters<typeof downloadFile>[0] = {
        fetch: (input, init) => (context.fetch ?? globalThis.fetch)(input, init),
        baseUrl: endpoint.baseUrl,
      };
      if (context.allowedStorageHosts !== undefined) {
        connection.allowedStorageHosts = context.allowedStorageHosts;
      }
      return downloadFile(connection, file, options);
    },
  };
}
