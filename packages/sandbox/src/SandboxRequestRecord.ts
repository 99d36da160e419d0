import type { SandboxFault, SandboxRoute } from './faults.ts';

/** One request the sandbox received, for tests that count requests. */
export interface SandboxRequestRecord {
  method: string;
  /** Path and query as received (including the base path). */
  path: string;
  /**
   * The route it addressed, when it addressed one; none for the token endpoint (fault rules can still
   * target it as `token`), so that counting API calls leaves token exchanges out.
   */
  route?: SandboxRoute;
  /** The status answered; 0 when the connection was dropped. */
  status: number;
  /** The fault applied, if any. */
  fault?: SandboxFault;
}
