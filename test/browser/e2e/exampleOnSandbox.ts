import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxServer } from '@offerkit/sandbox/server';
import { buildWebBankingPage } from '../../../examples/web-banking/server/buildWebBankingPage.ts';
import { readWebBankingConfig } from '../../../examples/web-banking/server/readWebBankingConfig.ts';
import {
  type StartWebBankingServerOptions,
  startWebBankingServer,
  type WebBankingServer,
} from '../../../examples/web-banking/server/startWebBankingServer.ts';

let built: Promise<string> | undefined;

/**
 * The example's page built with Vite into a temporary directory, once per Playwright worker: the specs run
 * in one worker, and each build takes seconds on a busy two-core machine. Removed when the worker exits.
 */
export function examplePageDir(): Promise<string> {
  built ??= (async () => {
    const pageDir = await mkdtemp(join(tmpdir(), 'offerkit-e2e-page-'));
    process.once('exit', () => rmSync(pageDir, { recursive: true, force: true }));
    await buildWebBankingPage({ outDir: pageDir });
    return pageDir;
  })();
  return built;
}

/**
 * The bank's server of examples/web-banking on `server`, started exactly as `pnpm example` starts it
 * (client credentials from the sandbox's token endpoint), on an ephemeral 127.0.0.1 port.
 */
export async function startBankOn(
  server: SandboxServer,
  options: StartWebBankingServerOptions = { log: () => undefined },
): Promise<WebBankingServer> {
  const { sandbox } = server;
  return startWebBankingServer(
    readWebBankingConfig({
      OFFERKIT_BASE_URL: server.url,
      OFFERKIT_ORGANIZATION_ID: sandbox.organizationId,
      OFFERKIT_TOKEN_URL: `${new URL(server.url).origin}${sandbox.oauth.tokenPath}`,
      OFFERKIT_CLIENT_ID: sandbox.oauth.clientId,
      OFFERKIT_CLIENT_SECRET: sandbox.oauth.clientSecret,
      OFFERKIT_WEBHOOK_KEY: sandbox.webhooks.key,
      WEB_BANKING_NEW_CUSTOMER_ID: sandbox.newCustomerId,
      WEB_BANKING_LAPSED_CUSTOMER_ID: sandbox.lapsedCustomerId,
      WEB_BANKING_PORT: '0',
      WEB_BANKING_PAGE_DIR: await examplePageDir(),
    }),
    options,
  );
}
