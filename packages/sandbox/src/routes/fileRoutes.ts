import type { Hono } from 'hono';
import { invalidParameter, notFound } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import type { PresignedUrls } from '../presignedUrls.ts';
import {
  dailyReconciliationFiles,
  monthlyReconciliationFiles,
  reconciliationCsv,
  type SandboxReconciliationFile,
} from '../reconciliation/reconciliationFiles.ts';
import type { SandboxRuntime } from '../runtime.ts';
import type { SandboxUploads } from '../uploads/SandboxUploads.ts';
import { resultsPath } from './uploadRoutes.ts';

const FILE_TYPES = ['dailyReconciliationFile', 'monthlyReconciliationFile', 'fileProcessingResult'] as const;

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
  const { basePath, state } = runtime;
  const allFiles = (): SandboxReconciliationFile[] => [
    ...dailyReconciliationFiles(state),
    ...monthlyReconciliationFiles(state),
  ];

  api.get('/v2/issuers/:org/files', async (context) => {
    const fileType = context.req.query('fileType');
    if (fileType === undefined || !(FILE_TYPES as readonly string[]).includes(fileType)) {
      throw invalidParameter(
        'fileType',
        `fileType ${fileType === undefined ? 'is missing' : `"${fileType}" is not known`}; use dailyReconciliationFile (JSON) or monthlyReconciliationFile (CSV) — or, in the sandbox, fileProcessingResult.`,
      );
    }
    const origin = new URL(context.req.url).origin;
    if (fileType === 'fileProcessingResult') {
      const data = [];
      for (const result of uploads.results.values()) {
        data.push({
          type: 'file',
          id: result.document.data.id,
          attributes: {
            fileType,
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
    const data = [];
    for (const file of allFiles().filter((candidate) => candidate.fileType === fileType)) {
      data.push({
        type: 'file',
        id: file.name,
        attributes: {
          fileType,
          fileName: file.name,
          createdAt: file.createdAt,
          downloadUrl: await presigned.sign('GET', origin, filePath(basePath, file.name)),
        },
      });
    }
    return jsonResponse({ data });
  });

  api.get('/storage/files/:name', async (context) => {
    const name = context.req.param('name');
    await presigned.verify('GET', new URL(context.req.url), filePath(basePath, name));
    const file = allFiles().find((candidate) => candidate.name === name);
    if (file === undefined) throw notFound(`No reconciliation file "${name}"; list the files again.`);
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
