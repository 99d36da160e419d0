import { MAX_UPLOAD_URLS_PER_REQUEST } from '@offerkit/data';
import type { Context, Hono } from 'hono';
import { errorObject, invalidPointer, notFound, SandboxHttpError } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { isRecord, readJsonBody } from '../http/readJsonBody.ts';
import { PRESIGNED_URL_SECONDS, type PresignedUrls } from '../presignedUrls.ts';
import type { SandboxRuntime } from '../runtime.ts';
import { processHistoricalFile } from '../uploads/processHistoricalFile.ts';
import type { SandboxUploadResult, SandboxUploads } from '../uploads/SandboxUploads.ts';

/** Upload URLs per request, as the contract limits it. */
const MAX_URLS = MAX_UPLOAD_URLS_PER_REQUEST;
/** The content types the contract names for the PUT. */
const CONTENT_TYPES = ['application/octet-stream', 'application/gzip'];

/** Path of an upload's presigned PUT, under the sandbox's base path. */
export const uploadPath = (basePath: string, id: string): string => `${basePath}/storage/uploads/${id}`;
/** Path of an upload's results file, under the sandbox's base path. */
export const resultsPath = (basePath: string, id: string): string => `${basePath}/storage/results/${id}`;

/** What the upload routes share with the rest of the sandbox. */
export interface UploadRoutesContext {
  uploads: SandboxUploads;
  presigned: PresignedUrls;
  /** Called once a file is processed, with its results download URL (the `fileProcessingResult` event). */
  onProcessed?: (result: SandboxUploadResult, downloadUrl: string) => void | Promise<void>;
}

function originOf(context: Context): string {
  return new URL(context.req.url).origin;
}

/**
 * Historical uploads: `POST /v2/issuers/{org}/transactions/uploads` (1 to 10 file names → presigned PUT
 * URLs valid 900 s by the sandbox clock), the presigned `PUT {basePath}/storage/uploads/{id}` (plain or
 * gzip JSONL, each line checked; 201 once processed; 403 expired or altered; 413 too large; 415 other
 * content types; 409 a second PUT) and the presigned `GET {basePath}/storage/results/{id}` (the results
 * file).
 */
export function registerUploadRoutes(api: Hono, runtime: SandboxRuntime, routes: UploadRoutesContext): void {
  const { uploads, presigned } = routes;
  const { basePath } = runtime;

  api.post('/v2/issuers/:org/transactions/uploads', async (context) => {
    const body = await readJsonBody(context);
    if (!isRecord(body) || !Array.isArray(body.data)) {
      throw invalidPointer(
        '/data',
        'The body must be {"data": [{"type": "historicalTransactionsFile", "attributes": {"filename": "history.jsonl"}}]} with 1 to 10 files.',
      );
    }
    const items: unknown[] = body.data;
    if (items.length < 1 || items.length > MAX_URLS) {
      throw invalidPointer(
        '/data',
        `data holds ${items.length} files; ask for 1 to ${MAX_URLS} upload URLs per request (split larger sets).`,
      );
    }
    const errors = items.flatMap((item, index) => {
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
      if (
        typeof filename !== 'string' ||
        !/^[^/\\]+\.[A-Za-z0-9]+$/.test(filename) ||
        filename.length > 255
      ) {
        return [
          errorObject(
            400,
            `filename must be a file name with its extension, such as "history-1.jsonl.gz" (no slashes, at most 255 characters); got ${JSON.stringify(filename)}.`,
            { source: { pointer: `/data/${index}/attributes/filename` } },
          ),
        ];
      }
      return [];
    });
    if (errors.length > 0) throw new SandboxHttpError(400, errors);
    const now = runtime.state.now();
    const data = [];
    for (const item of items as { attributes: { filename: string } }[]) {
      const session = uploads.open(item.attributes.filename, now);
      data.push({
        type: 'historicalTransactionsFile',
        id: session.id,
        attributes: {
          url: await presigned.sign('PUT', originOf(context), uploadPath(basePath, session.id)),
          expiresIn: PRESIGNED_URL_SECONDS,
        },
      });
    }
    return jsonResponse({ data }, 201);
  });

  api.put('/storage/uploads/:id', async (context) => {
    const id = context.req.param('id');
    await presigned.verify('PUT', new URL(context.req.url), uploadPath(basePath, id));
    const session = uploads.sessions.get(id);
    if (session === undefined) throw notFound(`No upload session "${id}"; request an upload URL first.`);
    if (uploads.results.has(id)) {
      throw new SandboxHttpError(409, [
        errorObject(
          409,
          `Upload "${id}" already received its file; request a new upload URL for another file.`,
        ),
      ]);
    }
    const contentType = (context.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!CONTENT_TYPES.includes(contentType)) {
      throw new SandboxHttpError(415, [
        errorObject(
          415,
          `Content-Type ${contentType === '' ? 'is missing' : `"${contentType}" is not accepted`}; send application/octet-stream for plain JSONL or application/gzip for gzip.`,
          { source: { header: 'Content-Type' } },
        ),
      ]);
    }
    const declared = Number(context.req.header('content-length') ?? Number.NaN);
    if (declared > uploads.maxUploadBytes) {
      throw new SandboxHttpError(413, [
        errorObject(
          413,
          `The file is ${declared} bytes; this sandbox accepts at most ${uploads.maxUploadBytes} bytes per file. Split it into several files, each with its own upload URL.`,
        ),
      ]);
    }
    const sentAt = runtime.state.now().toISOString();
    const body = context.req.raw.body ?? new Blob([]).stream();
    const processed = await processHistoricalFile(body, uploads.maxUploadBytes);
    for (const [userId, count] of processed.byUser) {
      uploads.historyByUser.set(userId, (uploads.historyByUser.get(userId) ?? 0) + count);
    }
    const result: SandboxUploadResult = {
      fileId: id,
      fileName: session.filename,
      sentAt,
      lastModified: runtime.state.now().toISOString(),
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
    uploads.results.set(id, result);
    if (routes.onProcessed !== undefined) {
      const downloadUrl = await presigned.sign('GET', originOf(context), resultsPath(basePath, id));
      await routes.onProcessed(result, downloadUrl);
    }
    return new Response(null, { status: 201 });
  });

  api.get('/storage/results/:id', async (context) => {
    const id = context.req.param('id');
    await presigned.verify('GET', new URL(context.req.url), resultsPath(basePath, id));
    const result = uploads.results.get(id);
    if (result === undefined) throw notFound(`Upload "${id}" has no results file yet; PUT its file first.`);
    return jsonResponse(result.document);
  });
}
