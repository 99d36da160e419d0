import type { DiagnosticListener } from '../types/documents.ts';

/** Options of every `decode…` function. */
export interface DecodeOptions {
  /**
   * Called once per thing the decoder dropped or tolerated, as it happens (the same diagnostics also
   * end up in the result's `diagnostics`). Use it to log or count malformed responses.
   */
  onDiagnostic?: DiagnosticListener;
}
