import type { ReconciliationFile, ReconciliationFileType } from '@offerkit/data/backend';
import * as v from 'valibot';
import type { IssuerConnection } from '../uploads/IssuerConnection.ts';
import { issuerCall, issuerUrl } from '../uploads/issuerCall.ts';
import { describeIssues } from './describeIssues.ts';

/** The files of one type, and the entries left out because they had no usable download URL. */
export interface FileListing {
  files: ReconciliationFile[];
  /** What was left out of `files`, by position in the response. */
  problems: string[];
}

const file = v.looseObject({
  type: v.string(),
  id: v.string(),
  attributes: v.looseObject({ downloadUrl: v.pipe(v.string(), v.url()) }),
});

/**
 * Lists the reconciliation files of a type (`GET /v2/issuers/{organizationId}/files?fileType=...`):
 * `dailyReconciliationFile` (JSON, `cardlinked-reconciliation-YYMMDD`) or `monthlyReconciliationFile`
 * (CSV, `cardlinked-reconciliation-YYMM`). Entries without a valid `downloadUrl` are left out and
 * reported; fields the contract does not name are kept.
 *
 * @throws {RewardsApiError} for a non-2xx answer; {TypeError} when the body has no `data` array.
 */
export async function listFiles(
  connection: IssuerConnection,
  fileType: ReconciliationFileType,
  options: { signal?: AbortSignal } = {},
): Promise<FileListing> {
  const url = issuerUrl(connection, ['files']);
  url.searchParams.set('fileType', fileType);
  const json = (await issuerCall(connection, 'GET', url, undefined, options.signal)) as { data?: unknown };
  if (typeof json !== 'object' || json === null || !Array.isArray(json.data)) {
    throw new TypeError(`GET ${url.pathname} did not answer {data: [file, ...]}; check the base URL.`);
  }
  const listing: FileListing = { files: [], problems: [] };
  json.data.forEach((entry: unknown, index: number) => {
    const parsed = v.safeParse(file, entry);
    if (parsed.success) listing.files.push(parsed.output as ReconciliationFile);
    else
      listing.problems.push(
        `data[${index}] was left out: a file needs type, id and attributes.downloadUrl (${describeIssues(parsed.issues)}).`,
      );
  });
  return listing;
}
