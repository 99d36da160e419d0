import { type HistoricalTransactionsFile, MAX_UPLOAD_URLS_PER_REQUEST } from '@offerkit/data/backend';
import type { GeneratedHistoricalFile } from './createHistoricalTransactionsFile.ts';
import { HistoricalUploadError } from './HistoricalUploadError.ts';
import type {
  HistoricalUpload,
  HistoricalUploadBody,
  HistoricalUploadFile,
  HistoricalUploadOptions,
  HistoricalUploadResult,
} from './HistoricalUploadOptions.ts';
import { apiErrorOf } from './issuerCall.ts';
import { checkStorageUrl, fetchStorage, type StoragePolicy } from './storageUrl.ts';

/** The service calls an upload run needs; the client and the standalone function each supply them. Internal. */
export interface HistoricalUploadOperations {
  /** One Request Upload URLs call for at most 10 names; sessions in the order of the names. */
  requestUrls(filenames: readonly string[], signal?: AbortSignal): Promise<HistoricalTransactionsFile[]>;
  /** Throws when the user id cannot be put into the Update User path (`..`, `a/b`…); sends nothing. */
  checkUserId(userId: string): void;
  /** Update User with `historicalTransactionsSent: true`. */
  markSent(userId: string, signal?: AbortSignal): Promise<unknown>;
  /** The `fetch` for presigned PUTs (no service headers). */
  fetch: typeof fetch;
  /** Which presigned URLs may be PUT to. */
  storage: StoragePolicy;
}

// Upload URLs per request, as the contract limits it.
const URLS_PER_REQUEST = MAX_UPLOAD_URLS_PER_REQUEST;
// A URL this close to its end is replaced before the PUT: the body may take a while to send.
const EXPIRY_MARGIN_MS = 30_000;

interface Session {
  id: string;
  url: string;
  /** Epoch ms after which the URL no longer works. */
  expiresAt: number;
}

function normalize(file: string | HistoricalUploadFile): Required<HistoricalUploadFile> {
  const filename = typeof file === 'string' ? file : file?.filename;
  if (typeof filename !== 'string' || filename.trim() === '') {
    throw new TypeError('uploadHistorical: every file needs a non-empty filename (with its extension).');
  }
  const gzip = typeof file === 'string' || file.gzip === undefined ? /\.gz$/i.test(filename) : file.gzip;
  return { filename, gzip };
}

function isGeneratedFile(body: HistoricalUploadBody): body is GeneratedHistoricalFile {
  return (
    typeof body === 'object' && body !== null && 'contentType' in body && 'body' in body && 'result' in body
  );
}

async function sessionsFor(
  operations: HistoricalUploadOperations,
  filenames: readonly string[],
  now: () => number,
  signal: AbortSignal | undefined,
): Promise<Session[]> {
  const issuedAt = now();
  const sessions = await operations.requestUrls(filenames, signal);
  if (sessions.length !== filenames.length) {
    throw new TypeError(
      `The service returned ${sessions.length} upload URLs for ${filenames.length} files; each file needs its own.`,
    );
  }
  return sessions.map((session) => ({
    id: session.id,
    // Checked before anything is sent to it (scheme, host): a hostile service's "presigned URL" could name
    // an internal address that would receive the customers' transactions.
    url: checkStorageUrl(session.attributes.url, operations.storage, 'upload URL'),
    expiresAt: issuedAt + session.attributes.expiresIn * 1000,
  }));
}

/**
 * PUTs one body to a presigned URL exactly as given, with no service headers (the URL carries its own
 * signature) and never following a redirect. Returns the response; a thrown error means no response came.
 */
async function put(
  operations: HistoricalUploadOperations,
  url: string,
  file: Required<HistoricalUploadFile>,
  body: HistoricalUploadBody,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const generated = isGeneratedFile(body);
  const contentType = generated
    ? body.contentType
    : file.gzip
      ? 'application/gzip'
      : 'application/octet-stream';
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: generated ? body.body : body,
  };
  // Node's fetch needs `duplex` to send a stream body.
  if (init.body instanceof ReadableStream) init.duplex = 'half';
  if (signal !== undefined) init.signal = signal;
  return fetchStorage(operations.fetch, url, init, 'upload URL');
}

/** The upload flow behind `uploadHistorical` and `client.uploads.uploadHistorical`. Internal. */
export async function runHistoricalUpload(
  operations: HistoricalUploadOperations,
  options: HistoricalUploadOptions,
): Promise<HistoricalUploadResult> {
  if (typeof options?.source !== 'function') {
    throw new TypeError(
      'uploadHistorical: source must be a function (file) => body, called once per attempt.',
    );
  }
  const files = (options.files ?? []).map(normalize);
  if (files.length === 0) throw new TypeError('uploadHistorical: files is empty; give at least one file.');
  // Every user id is checked before the first request: a bad id found only after the files went would
  // leave the run half done.
  for (const userId of options.markUsersSent ?? []) operations.checkUserId(userId);
  const now = options.now ?? Date.now;
  const { signal } = options;
  const uploads: HistoricalUpload[] = [];

  for (let start = 0; start < files.length; start += URLS_PER_REQUEST) {
    const batch = files.slice(start, start + URLS_PER_REQUEST);
    let sessions: Session[];
    try {
      sessions = await sessionsFor(
        operations,
        batch.map((file) => file.filename),
        now,
        signal,
      );
    } catch (cause) {
      if (signal?.aborted === true && cause === signal.reason) throw cause;
      throw new HistoricalUploadError(
        `Requesting upload URLs for ${batch.map((file) => file.filename).join(', ')} failed: ${(cause as Error).message} ${uploads.length} file(s) were accepted before; upload the rest again.`,
        { uploaded: [...uploads] },
        { cause },
      );
    }
    for (const [index, file] of batch.entries()) {
      let current = sessions[index] as Session;
      try {
        let fresh = false;
        if (now() >= current.expiresAt - EXPIRY_MARGIN_MS) {
          current = (await sessionsFor(operations, [file.filename], now, signal))[0] as Session;
          fresh = true;
        }
        let response = await put(operations, current.url, file, await options.source(file), signal);
        if (response.status === 403 && !fresh) {
          // A presigned URL answers 403 once it has expired: one more try, on a new URL.
          await response.body?.cancel();
          current = (await sessionsFor(operations, [file.filename], now, signal))[0] as Session;
          response = await put(operations, current.url, file, await options.source(file), signal);
        }
        if (!response.ok) throw await apiErrorOf(response, false);
        await response.body?.cancel();
      } catch (cause) {
        if (signal?.aborted === true && cause === signal.reason) throw cause;
        throw new HistoricalUploadError(
          `Uploading ${file.filename} failed: ${(cause as Error).message} ${uploads.length} file(s) were accepted before it; upload the rest again.`,
          { uploaded: [...uploads], filename: file.filename },
          { cause },
        );
      }
      uploads.push({ filename: file.filename, id: current.id });
    }
  }

  const markedUsers: string[] = [];
  for (const userId of options.markUsersSent ?? []) {
    try {
      await operations.markSent(userId, signal);
    } catch (cause) {
      if (signal?.aborted === true && cause === signal.reason) throw cause;
      throw new HistoricalUploadError(
        `Every file was uploaded, but marking user ${markedUsers.length + 1} of markUsersSent historicalTransactionsSent failed: ${(cause as Error).message} Mark the remaining users again (markedUsers lists those done).`,
        { uploaded: [...uploads], markedUsers: [...markedUsers] },
        { cause },
      );
    }
    markedUsers.push(userId);
  }
  return { uploads, ids: uploads.map((upload) => upload.id), markedUsers };
}
