import { MAX_UPLOAD_URLS_PER_REQUEST, UPLOAD_URL_VALIDITY_SECONDS } from '@offerkit/data/backend';
import type { Context, Hono } from 'hono';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readDataArray } from '../http/readDataArray.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import type { PresignedUrls } from '../presignedUrls.ts';
import type { SandboxRuntime } from '../runtime.ts';
import type { SandboxUploadResult, SandboxUploads } from '../uploads/SandboxUploads.ts';

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

  api.on(...sandboxRoute('uploads'), async (context) => {
    const items = await readDataArray(
      context,
      `{"data": [{"type": "historicalTransactionsFile", "attributes": {"filename": "history.jsonl"}}]} with 1 to ${MAX_UPLOAD_URLS_PER_REQUEST} files`,
    );
    const data = [];
    for (const session of uploads.requestUploads(items)) {
      data.push({
        type: 'historicalTransactionsFile',
        id: session.id,
        attributes: {
          url: await presigned.sign('PUT', originOf(context), uploadPath(basePath, session.id)),
          expiresIn: UPLOAD_URL_VALIDITY_SECONDS,
        },
      });
    }
    return jsonResponse({ data }, 201);
  });

  api.on(...sandboxRoute('uploadFile'), async (context) => {
    const id = context.req.param('id');
    await presigned.verify('PUT', new URL(context.req.url), uploadPath(basePath, id));
    const declared = Number(context.req.header('content-length') ?? Number.NaN);
    const result = await uploads.receive(id, {
      contentType: (context.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
      contentLength: Number.isNaN(declared) ? undefined : declared,
      body: context.req.raw.body ?? new Blob([]).stream(),
    });
    if (routes.onProcessed !== undefined) {
      const downloadUrl = await presigned.sign('GET', originOf(context), resultsPath(basePath, id));
      await routes.onProcessed(result, downloadUrl);
    }
    return new Response(null, { status: 201 });
  });

  api.on(...sandboxRoute('uploadResults'), async (context) => {
    const id = context.req.param('id');
    await presigned.verify('GET', new URL(context.req.url), resultsPath(basePath, id));
    return jsonResponse(uploads.result(id).document);
  });
}
