import type { ReconciliationFile } from '@offerkit/data/backend';
import type { IssuerConnection } from '../uploads/IssuerConnection.ts';
import { apiErrorOf } from '../uploads/issuerCall.ts';

/**
 * Downloads a file from its presigned `attributes.downloadUrl`, used exactly as given and without the
 * service's headers (the URL carries its own signature). Returns the response, body unread: hand it to
 * `parseDailyReconciliationFile`, `parseMonthlyReconciliationFile` or `parseProcessingResults`, or
 * stream it to storage.
 *
 * @throws {RewardsApiError} for a non-2xx answer (403: the URL expired; list the files again for a new one).
 */
export async function downloadFile(
  connection: Pick<IssuerConnection, 'fetch'>,
  file: ReconciliationFile | { attributes: { downloadUrl: string } } | string,
  options: { signal?: AbortSignal } = {},
): Promise<Response> {
  const url = typeof file === 'string' ? file : file.attributes.downloadUrl;
  const init: RequestInit = { method: 'GET' };
  if (options.signal !== undefined) init.signal = options.signal;
  const response = await (connection.fetch ?? globalThis.fetch)(url, init);
  if (!response.ok) throw await apiErrorOf(response, false);
  return response;
}
