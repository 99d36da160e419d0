import type { ReconciliationFile } from '@offerkit/data/backend';
import type { IssuerConnection } from '../uploads/IssuerConnection.ts';
import { apiErrorOf } from '../uploads/issuerCall.ts';
import { checkStorageUrl, fetchStorage } from '../uploads/storageUrl.ts';
import { limitBytes, requireMaxBytes } from './limitBytes.ts';

/** Options of {@link downloadFile} and `client.files.download`. */
export interface DownloadFileOptions {
  /** Cancels the download. */
  signal?: AbortSignal;
  /**
   * The most bytes the returned body yields (after any `content-encoding` is undone, so a gzip bomb stops
   * here): reading past it errors with a `RangeError` naming this option, and the download is cancelled.
   * @default 67108864 (64 MiB)
   */
  maxBytes?: number;
}

/**
 * Downloads a file from its presigned `attributes.downloadUrl`, used exactly as given and without the
 * service's headers (the URL carries its own signature). Returns the response, body unread: hand it to
 * `parseDailyReconciliationFile`, `parseMonthlyReconciliationFile` or `parseProcessingResults`, or
 * stream it to storage.
 *
 * The URL must be `https:` (`http:` only when `connection.baseUrl` is `http:`, the sandbox) on a public host
 * — not a loopback, private or link-local address or a local name, unless it is the service's own origin —
 * or, with `connection.allowedStorageHosts`, on one of those hosts; a redirect is never followed. The body
 * is read through a byte counter that stops at `maxBytes`.
 *
 * @throws {RewardsRequestError} for a URL refused by those rules (nothing is sent);
 * {RewardsNetworkError} for a redirect or no answer; {RewardsApiError} for a non-2xx answer (403: the
 * URL expired; list the files again for a new one).
 */
export async function downloadFile(
  connection: Partial<Pick<IssuerConnection, 'fetch' | 'baseUrl' | 'allowedStorageHosts'>>,
  file: ReconciliationFile | { attributes: { downloadUrl: string } } | string,
  options: DownloadFileOptions = {},
): Promise<Response> {
  const maxBytes = requireMaxBytes(options.maxBytes, 'downloadFile');
  const url = checkStorageUrl(
    typeof file === 'string' ? file : file?.attributes?.downloadUrl,
    { serviceBaseUrl: connection.baseUrl, allowedStorageHosts: connection.allowedStorageHosts },
    'download URL',
  );
  const init: RequestInit = { method: 'GET' };
  if (options.signal !== undefined) init.signal = options.signal;
  const response = await fetchStorage(connection.fetch ?? globalThis.fetch, url, init, 'download URL');
  if (!response.ok) throw await apiErrorOf(response, false);
  if (response.body === null) return response;
  return new Response(limitBytes(response.body, maxBytes, 'downloaded file', 'downloadFile'), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
