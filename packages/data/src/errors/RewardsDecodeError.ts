import type { Diagnostic } from '../types/documents.ts';
import { OfferkitError } from './OfferkitError.ts';

/**
 * A response could not be read at all: not JSON, or not a document of the expected shape (for example
 * no `data` array). Smaller problems never throw; they drop the bad part and report a diagnostic.
 */
export class RewardsDecodeError extends OfferkitError {
  readonly kind = 'decode' as const;
  // Spelled out rather than taken from the constructor, which minifiers rename.
  override readonly name = 'RewardsDecodeError';
  /** What was wrong, each with its JSON pointer. */
  readonly diagnostics: Diagnostic[];

  constructor(message: string, diagnostics: Diagnostic[] = [], options?: { cause?: unknown }) {
    super(message, options);
    this.diagnostics = diagnostics;
  }
}
