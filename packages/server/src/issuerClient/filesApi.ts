import { buildIssuerUrl, type ReconciliationFile, type ReconciliationFileType } from '@offerkit/data';
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
}

/** The files namespace of the issuer client. Internal. */
export function filesApi(context: IssuerClientContext): FilesApi {
  const { endpoint, transport, onDiagnostic } = context;
  return {
    async list(fileType, { signal } = {}) {
      const url = buildIssuerUrl(endpoint, ['files'], [['fileType', fileType]]);
      return transport.send(
        { method: 'GET', url },
        (json) =>
          decodeEach(dataArray(json, 'a files document'), '/data', onDiagnostic, decodeReconciliationFile),
        signal === undefined ? {} : { signal },
      );
    },
  };
}
