import type { Diagnostic } from '@offerkit/data';

/** The prefix of every diagnostic line on the console: what a bank's QA (or its log shipping) filters on. */
export const DIAGNOSTIC_PREFIX = '[offerkit diagnostic]';

/**
 * Logs what Offerkit dropped or tolerated in the service's answers (a malformed component, an amount that
 * cannot be right, an unknown value), one console warning each: `[offerkit diagnostic] {severity}
 * {JSON pointer}: {reason}`. The offers still render without the refused part; this is where a bank
 * notices that its rewards service sends something wrong. Diagnostics never hold a secret.
 */
export function logOfferkitDiagnostic(diagnostic: Diagnostic): void {
  console.warn(`${DIAGNOSTIC_PREFIX} ${diagnostic.severity} ${diagnostic.path}: ${diagnostic.reason}`);
}
