import type { Hono } from 'hono';
import { jsonResponse } from '../http/jsonResponse.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import type { PresignedUrls } from '../presignedUrls.ts';
import { reconciliationCsv } from '../reconciliation/reconciliationFiles.ts';
import { SandboxFiles } from '../reconciliation/sandboxFiles.ts';
import type { SandboxRuntime } from '../runtime.ts';
import type { SandboxUploads } from '../uploads/SandboxUploads.ts';
import { resultsPath } from './uploadRoutes.ts';

/** Path of a reconciliation file's presigned download, under the sandbox's base path. */
const filePath = (basePath: string, name: string): string => `${basePath}/storage/files/${name}`;

/**
 * `GET /v2/issuers/{org}/files?fileType=...`: the daily (JSON) and monthly (CSV) reconciliation files
 * derived from the sandbox's settled transactions, each with a presigned `downloadUrl` (900 s), plus the
 * sandbox's own `fileType=fileProcessingResult` listing the results file of every processed upload.
 * `GET {basePath}/storage/files/{name}` serves a file by its presigned URL.
 */
export function registerFileRoutes(
  api: Hono,
  runtime: SandboxRuntime,
  presigned: PresignedUrls,
  uploads: SandboxUploads,
): void {
  const { basePath } = runtime;
  const files = new SandboxFiles(runtime.state, uploads);

  api.on(...sandboxRoute('files'), async (context) => {
    const listing = files.list(context.req.query('fileType'));
    const origin = new URL(context.req.url).origin;
    const data = [];
    if (listing.fileType === 'fileProcessingResult') {
      for (const result of listing.results) {
        data.push({
          type: 'file',
          id: result.document.data.id,
          attributes: {
            fileType: listing.fileType,
            fileName: result.fileName,
            fileId: result.fileId,
            sentAt: result.sentAt,
            lastModified: result.lastModified,
            downloadUrl: await presigned.sign('GET', origin, resultsPath(basePath, result.fileId)),
          },
        });
      }
      return jsonResponse({ data });
    }
    for (const file of listing.files) {
      data.push({
        type: 'file',
        id: file.name,
        attributes: {
          fileType: listing.fileType,
          fileName: file.name,
          createdAt: file.createdAt,
          downloadUrl: await presigned.sign('GET', origin, filePath(basePath, file.name)),
        },
      });
    }
    return jsonResponse({ data });
  });

  api.on(...sandboxRoute('downloadFile'), async (context) => {
    const name = context.req.param('name');
    await presigned.verify('GET', new URL(context.req.url), filePath(basePath, name));
    const file = files.reconciliationFile(name);
    if (file.fileType === 'dailyReconciliationFile') {
      return jsonResponse({
        data: file.records.map((item) => ({
          type: 'reconciliationRecord',
          id: `${item.transactionId}:${item.settledDate}`,
          attributes: item,
        })),
        meta: { fileName: file.name, createdAt: file.createdAt },
      });
    }
    return new Response(reconciliationCsv(file.records), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.name}.csv"`,
      },
    });
  });
}
