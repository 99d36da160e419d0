import type { ErrorObject } from '@offerkit/data';

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

/** Upload sessions, processed files and the historical transactions each user has had processed. Internal. */
export class SandboxUploads {
  readonly maxUploadBytes: number;
  readonly sessions = new Map<string, SandboxUploadSession>();
  readonly results = new Map<string, SandboxUploadResult>();
  /** Processed historical transactions per user id. */
  readonly historyByUser = new Map<string, number>();
  private count = 0;

  constructor(options: SandboxUploadOptions = {}) {
    const max = options.maxUploadBytes ?? 64 * 1024 * 1024;
    if (!(Number.isInteger(max) && max > 0)) {
      throw new TypeError(
        `createSandbox: maxUploadBytes must be a positive whole number of bytes, got ${max}.`,
      );
    }
    this.maxUploadBytes = max;
  }

  /** A new upload session for a file name. */
  open(filename: string, now: Date): SandboxUploadSession {
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
