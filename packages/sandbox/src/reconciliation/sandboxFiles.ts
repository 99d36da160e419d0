import { invalidParameter, notFound } from '../http/errors.ts';
import type { SandboxState } from '../state.ts';
import type { SandboxUploadResult, SandboxUploads } from '../uploads/SandboxUploads.ts';
import {
  dailyReconciliationFiles,
  monthlyReconciliationFiles,
  type SandboxReconciliationFile,
} from './reconciliationFiles.ts';

/** The `fileType` values the files listing takes: the contract's two, and the sandbox's processing results. */
const FILE_TYPES = ['dailyReconciliationFile', 'monthlyReconciliationFile', 'fileProcessingResult'] as const;

/** What a files listing holds: reconciliation files, or the results files of processed uploads. */
export type SandboxFileListing =
  | { fileType: 'dailyReconciliationFile' | 'monthlyReconciliationFile'; files: SandboxReconciliationFile[] }
  | { fileType: 'fileProcessingResult'; results: SandboxUploadResult[] };

/**
 * The files the service offers for download, derived from the state's settled transactions (daily JSON and
 * monthly CSV reconciliation files) and from processed uploads (their results files). Internal.
 */
export class SandboxFiles {
  constructor(
    private readonly state: SandboxState,
    private readonly uploads: SandboxUploads,
  ) {}

  /** The files of one `fileType`; 400 for a missing or unknown type. */
  list(fileType: string | undefined): SandboxFileListing {
    if (fileType === undefined || !(FILE_TYPES as readonly string[]).includes(fileType)) {
      throw invalidParameter(
        'fileType',
        `fileType ${fileType === undefined ? 'is missing' : `"${fileType}" is not known`}; use dailyReconciliationFile (JSON) or monthlyReconciliationFile (CSV) — or, in the sandbox, fileProcessingResult.`,
      );
    }
    if (fileType === 'fileProcessingResult') return { fileType, results: [...this.uploads.results.values()] };
    const type = fileType as 'dailyReconciliationFile' | 'monthlyReconciliationFile';
    return { fileType: type, files: this.reconciliationFiles().filter((file) => file.fileType === type) };
  }

  /** The reconciliation file with this name, or 404. */
  reconciliationFile(name: string): SandboxReconciliationFile {
    const file = this.reconciliationFiles().find((candidate) => candidate.name === name);
    if (file === undefined) throw notFound(`No reconciliation file "${name}"; list the files again.`);
    return file;
  }

  private reconciliationFiles(): SandboxReconciliationFile[] {
    return [...dailyReconciliationFiles(this.state), ...monthlyReconciliationFiles(this.state)];
  }
}
