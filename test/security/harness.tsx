/**
 * The sandbox behind MSW's Node interceptor, a client of it, and a provider around the rendered tree, for
 * the security suites: the hooks harness (test/hooks/harness.tsx) at the security suites' own base URL.
 * Every request that reaches the network layer is logged (MSW's `request:start`), so a test can assert
 * that nothing was sent, or that nothing went anywhere but the base URL.
 */
import type { RewardsClient, RewardsClientOptions } from '@offerkit/data';
import type { Sandbox, SandboxOptions } from '@offerkit/sandbox';
import type { ReactNode } from 'react';
import {
  sandboxClient as hooksSandboxClient,
  type ProviderSetup,
  renderWithOfferkit,
  type SandboxHarness,
  setupSandbox,
} from '../hooks/harness.tsx';

export type { SeenRequest } from '../hooks/harness.tsx';

/** Where MSW answers for the sandbox (the issuer's backend route, as a browser would see it). */
export const BASE_URL = 'http://127.0.0.1:4597/api/rewards';
export const BASE_ORIGIN = new URL(BASE_URL).origin;

export type SecurityHarness = SandboxHarness;

/**
 * One sandbox for the test file at `BASE_URL`; after each test its state, faults, MSW overrides and the
 * request log are reset.
 */
export const setupSecuritySandbox = (options: Omit<SandboxOptions, 'basePath'> = {}): SecurityHarness =>
  setupSandbox({ baseUrl: BASE_URL, sandbox: options });

/** A client of the sandbox at `BASE_URL` with quick retries; `options` override anything. */
export const sandboxClient = (sandbox: Sandbox, options: Partial<RewardsClientOptions> = {}): RewardsClient =>
  hooksSandboxClient(sandbox, {
    baseUrl: BASE_URL,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });

/** The provider's props: client, user, and optionally a query client, components and locale. */
export type ProviderProps = ProviderSetup;

/** Renders `ui` under an `OfferkitProvider` with every component requested; `rerenderWith` changes its props. */
export const renderWithProvider = (ui: ReactNode, props: ProviderProps) => renderWithOfferkit(ui, props);
