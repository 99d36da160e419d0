import type { ErrorObject } from '@offerkit/data';
import { MAX_UPLOAD_URLS_PER_REQUEST } from '@offerkit/data/backend';
import { errorObject, notFound, SandboxHttpError } from '../http/errors.ts';
import { isRecord } from '../http/readJsonBody.ts';
import { requireBatchSize } from '../rules/requireBatchSize.ts';
import { processHistoricalFile } from './processHistoricalFile.ts';

/** A requested upload URL, before its file arrives. */
export interface SandboxUploadSession {
  id: string;
  filename: string;
  /** When the URL was issued (sandbox clock, ISO 8601). */
  createdAt: string;
}

/** A processed historical file and its results document. */
export interface SandboxUploadResult {
  /** The upload id (the `historicalTransactionsFile` id the URL was issued for). */
  fileId: string;
  fileName: string;
  /** When the file was PUT (sandbox clock). */
  sentAt: string;
  /** When the results file was written (sandbox clock). */
  lastModified: string;
  /** Whether the body was gzip (detected from its bytes). */
  gzip: boolean;
  /** Bytes received (compressed, when gzip). */
  bytes: number;
  /** Non-empty lines read. */
  lines: number;
  /** Lines that passed and were processed. */
  processed: number;
  /** The results file, as served at its download URL. */
  document: {
    data: {
      type: 'fileProcessingResult';
      id: string;
      attributes: { fileType: 'historicalTransactionsFile'; fileName: string; fileId: string };
    };
    errors: ErrorObject[];
  };
}

/** Options of the sandbox's historical uploads. */
export interface SandboxUploadOptions {
  /**
   * The largest file a presigned PUT accepts, in bytes as sent (compressed, for gzip); larger → 413.
   * @default 67108864 (64 MiB; the service takes 5 GB, the sandbox keeps everything in memory)
   */
  maxUploadBytes?: number;
}

/** The content types the contract names for the presigned PUT. */
const CONTENT_TYPES = ['application/octet-stream', 'application/gzip'];

/** A file as the presigned PUT delivers it. */
export interface SandboxUploadedFile {
  /** The `Content-Type` header's media type, lowercased (`''` when missing). */
  contentType: string;
  /** The `Content-Length` header, when one was sent. */
  contentLength?: number | undefined;
  body: ReadableStream<Uint8Array>;
}

/** Upload sessions, processed files and the historical transactions each user has had processed. Internal. */
export class SandboxUploads {
  readonly maxUploadBytes: number;
  readonly sessions = new Map<string, SandboxUploadSession>();
  readonly results = new Map<string, SandboxUploadResult>();
  /** Processed historical transactions per user id. */
  readonly historyByUser = new Map<string, number>();
  private count = 0;

  constructor(
    options: SandboxUploadOptions,
    private readonly clock: () => Date,
  ) {
    const max = options.maxUploadBytes ?? 64 * 1024 * 1024;
    if (!(Number.isInteger(max) && max > 0)) {
      throw new TypeError(
        `createSandbox: maxUploadBytes must be a positive whole number of bytes, got ${max}.`,
      );
    }
    this.maxUploadBytes = max;
  }

  /**
   * Opens a session per requested file: 1 to 10 items `{"type": "historicalTransactionsFile", "attributes":
   * {"filename"}}`, each filename with an extension and no slashes (else 400 listing every bad item).
   */
  requestUploads(items: readonly unknown[]): SandboxUploadSession[] {
    requireBatchSize(
      items,
      MAX_UPLOAD_URLS_PER_REQUEST,
      (count) =>
        `data holds ${count} files; ask for 1 to ${MAX_UPLOAD_URLS_PER_REQUEST} upload URLs per request (split larger sets).`,
    );
    const errors = items.flatMap((item, index) => filenameErrors(item, index));
    if (errors.length > 0) throw new SandboxHttpError(400, errors);
    const now = this.clock();
    return (items as { attributes: { filename: string } }[]).map((item) =>
      this.open(item.attributes.filename, now),
    );
  }

  /**
   * Receives the file of an upload session and processes it (plain or gzip JSONL, each line checked). An
   * unknown session → 404; a second file → 409; a content type other than the contract's → 415; a file
   * declared larger than `maxUploadBytes` → 413. Counts each user's processed history.
   */
  async receive(id: string, file: SandboxUploadedFile): Promise<SandboxUploadResult> {
    const session = this.sessions.get(id);
    if (session === undefined) throw notFound(`No upload session "${id}"; request an upload URL first.`);
    if (this.results.has(id)) {
      throw new SandboxHttpError(409, [
        errorObject(
          409,
          `Upload "${id}" already received its file; request a new upload URL for another file.`,
        ),
      ]);
    }
    const { contentType } = file;
    if (!CONTENT_TYPES.includes(contentType)) {
      throw new SandboxHttpError(415, [
        errorObject(
          415,
          `Content-Type ${contentType === '' ? 'is missing' : `"${contentType}" is not accepted`}; send application/octet-stream for plain JSONL or application/gzip for gzip.`,
          { source: { header: 'Content-Type' } },
        ),
      ]);
    }
    if (file.contentLength !== undefined && file.contentLength > this.maxUploadBytes) {
      throw new SandboxHttpError(413, [
        errorObject(
          413,
          `The file is ${file.contentLength} bytes; this sandbox accepts at most ${this.maxUploadBytes} bytes per file. Split it into several files, each with its own upload URL.`,
        ),
      ]);
    }
    const sentAt = this.clock().toISOString();
    const processed = await processHistoricalFile(file.body, this.maxUploadBytes);
    for (const [userId, count] of processed.byUser) {
      this.historyByUser.set(userId, (this.historyByUser.get(userId) ?? 0) + count);
    }
    const result: SandboxUploadResult = {
      fileId: id,
      fileName: session.filename,
      sentAt,
      lastModified: this.clock().toISOString(),
      gzip: processed.gzip,
      bytes: processed.bytes,
      lines: processed.lines,
      processed: processed.processed,
      document: {
        data: {
          type: 'fileProcessingResult',
          id: `fpr_${id}`,
          attributes: { fileType: 'historicalTransactionsFile', fileName: session.filename, fileId: id },
        },
        errors: processed.errors,
      },
    };
    this.results.set(id, result);
    return result;
  }

  /** The results of a processed upload, or 404 while its file has not arrived. */
  result(id: string): SandboxUploadResult {
    const result = this.results.get(id);
    if (result === undefined) throw notFound(`Upload "${id}" has no results file yet; PUT its file first.`);
    return result;
  }

  /** A new upload session for a file name. */
  private open(filename: string, now: Date): SandboxUploadSession {
    this.count += 1;
    const session = {
      id: `htf_${String(this.count).padStart(6, '0')}`,
      filename,
      createdAt: now.toISOString(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  reset(): void {
    this.sessions.clear();
    this.results.clear();
    this.historyByUser.clear();
    this.count = 0;
  }
}

/** The errors of one requested file: its type, and a filename with an extension, no slashes, ≤ 255 characters. */
function filenameErrors(item: unknown, index: number): ErrorObject[] {
  if (!isRecord(item) || item.type !== 'historicalTransactionsFile') {
    return [
      errorObject(
        400,
        'Each item must be {"type": "historicalTransactionsFile", "attributes": {"filename": ...}}.',
        {
          source: { pointer: `/data/${index}/type` },
        },
      ),
    ];
  }
  const filename = isRecord(item.attributes) ? item.attributes.filename : undefined;
  if (typeof filename !== 'string' || !/^[^/\\]+\.[A-Za-z0-9]+$/.test(filename) || filename.length > 255) {
    return [
      errorObject(
        400,
        `filename must be a file name with its extension, such as "history-1.jsonl.gz" (no slashes, at most 255 characters); got ${JSON.stringify(filename)}.`,
        { source: { pointer: `/data/${index}/attributes/filename` } },
      ),
    ];
  }
  return [];
}
