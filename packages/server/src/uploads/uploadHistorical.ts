import type { HistoricalTransactionsFile } from '@offerkit/data/backend';
import * as v from 'valibot';
import { describeIssues } from '../files/describeIssues.ts';
import type { HistoricalUploadOptions, HistoricalUploadResult } from './HistoricalUploadOptions.ts';
import type { IssuerConnection } from './IssuerConnection.ts';
import { issuerCall, issuerUrl } from './issuerCall.ts';
import { runHistoricalUpload } from './runHistoricalUpload.ts';

const sessionsDocument = v.object({
  data: v.array(
    v.object({
      type: v.string(),
      id: v.pipe(v.string(), v.nonEmpty()),
      attributes: v.object({
        url: v.pipe(v.string(), v.url()),
        expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
      }),
    }),
  ),
});

/**
 * Uploads historical transaction files by the bulk URL flow: asks for upload URLs (at most 10 per
 * request, each batch just before its files go), PUTs each file's body to its URL exactly as returned
 * (`application/gzip` or `application/octet-stream`, no service headers), and replaces a URL that has
 * expired (900 s) — before the PUT when the clock says so, or after a 403 — with a fresh one, once per
 * file. Then, only when `markUsersSent` names users, marks them `historicalTransactionsSent: true`.
 * Files go one at a time, so one body is in flight. `client.uploads.uploadHistorical` is the same flow
 * on the issuer client.
 *
 * @returns the upload ids, in file order; processing results come later (`fileProcessingResult`).
 * @throws {HistoricalUploadError} naming the files already accepted, with the failure as `cause`.
 */
export function uploadHistorical(
  connection: IssuerConnection,
  options: HistoricalUploadOptions,
): Promise<HistoricalUploadResult> {
  const fetcher: typeof fetch = (input, init) => (connection.fetch ?? globalThis.fetch)(input, init);
  return runHistoricalUpload(
    {
      fetch: fetcher,
      storage: {
        serviceBaseUrl: connection.baseUrl,
        allowedStorageHosts: connection.allowedStorageHosts,
      },
      async requestUrls(filenames, signal) {
        const json = await issuerCall(
          connection,
          'POST',
          issuerUrl(connection, ['transactions', 'uploads']),
          {
            data: filenames.map((filename) => ({
              type: 'historicalTransactionsFile',
              attributes: { filename },
            })),
          },
          signal,
        );
        const parsed = v.safeParse(sessionsDocument, json);
        if (!parsed.success) {
          throw new TypeError(
            `The upload URL response is not {data: [{type, id, attributes: {url, expiresIn}}]}: ${describeIssues(parsed.issues)}`,
          );
        }
        return parsed.output.data as HistoricalTransactionsFile[];
      },
      checkUserId: (userId) => {
        issuerUrl(connection, ['users', { userId }]);
      },
      markSent: (userId, signal) =>
        issuerCall(
          connection,
          'PUT',
          issuerUrl(connection, ['users', { userId }]),
          { data: { type: 'user', id: userId, attributes: { historicalTransactionsSent: true } } },
          signal,
        ),
    },
    options,
  );
}
