import { type ClosableServer, runServerCli, startSandboxServer } from '@offerkit/sandbox/server';
import { buildWebBankingPage } from './buildWebBankingPage.ts';
import { pageIsStale } from './pageIsStale.ts';
import { readWebBankingConfig } from './readWebBankingConfig.ts';
import { DEFAULT_PAGE_DIR, startWebBankingServer } from './startWebBankingServer.ts';

/** Where `pnpm example` serves the sandbox unless `SANDBOX_PORT` says otherwise (the example's range). */
const DEFAULT_EXAMPLE_SANDBOX_PORT = 4210;

/**
 * `pnpm example`: builds the page when it is missing or older than its sources, starts the Offerkit
 * sandbox (the rewards service, with its OAuth token endpoint) and the bank's server on 127.0.0.1, and
 * prints the URL to open and who can sign in. `WEB_BANKING_PORT` (default 4200) and `SANDBOX_PORT`
 * (default 4210) move them; `WEB_BANKING_PAGE_DIR` moves the built page. Ctrl-C stops both.
 */
async function main(): Promise<ClosableServer> {
  const sandboxPort = parsePort(process.env.SANDBOX_PORT, 'SANDBOX_PORT') ?? DEFAULT_EXAMPLE_SANDBOX_PORT;
  const pageDir = process.env.WEB_BANKING_PAGE_DIR?.trim() || DEFAULT_PAGE_DIR;
  if (await pageIsStale(pageDir)) {
    process.stdout.write('Building the web-banking page (vite build)…\n');
    await buildWebBankingPage({ outDir: pageDir });
  }

  const sandboxServer = await startSandboxServer({ port: sandboxPort }).catch((error: unknown) => {
    throw new Error(
      `The sandbox cannot listen on 127.0.0.1:${sandboxPort} (${(error as Error).message}): set SANDBOX_PORT to a free port.`,
    );
  });
  const { sandbox } = sandboxServer;
  let server: Awaited<ReturnType<typeof startWebBankingServer>>;
  try {
    // The bank's server is configured exactly as in production, through its environment variables.
    const config = readWebBankingConfig({
      OFFERKIT_BASE_URL: sandboxServer.url,
      OFFERKIT_ORGANIZATION_ID: sandbox.organizationId,
      OFFERKIT_TOKEN_URL: `${new URL(sandboxServer.url).origin}${sandbox.oauth.tokenPath}`,
      OFFERKIT_CLIENT_ID: sandbox.oauth.clientId,
      OFFERKIT_CLIENT_SECRET: sandbox.oauth.clientSecret,
      OFFERKIT_WEBHOOK_KEY: sandbox.webhooks.key,
      WEB_BANKING_NEW_CUSTOMER_ID: sandbox.newCustomerId,
      WEB_BANKING_LAPSED_CUSTOMER_ID: sandbox.lapsedCustomerId,
      WEB_BANKING_PORT: process.env.WEB_BANKING_PORT,
      WEB_BANKING_PAGE_DIR: pageDir,
    });
    server = await startWebBankingServer(config);
    process.stdout.write(
      [
        'Northwind Bank, the Offerkit web-banking example, is running.',
        '',
        `  Open ${server.url} and sign in as:`,
        ...config.customers.map(
          (customer) => `    - ${customer.name}: ${customer.description} (user id ${customer.id})`,
        ),
        '',
        `  Rewards service: the Offerkit sandbox at ${sandboxServer.url}`,
        // What the README's reward recipe needs to post a purchase to the sandbox. The token is the sandbox's
        // fixed public one (no real service accepts it); the client secret and the webhook key stay unprinted.
        `    Organization id: ${sandbox.organizationId}`,
        `    Sandbox token:   ${sandbox.token} (this local sandbox's own; see the README to make a reward appear)`,
        `  Webhooks: earned rewards arrive signed at ${server.webhookUrl}`,
        '  Ctrl-C stops both.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    await sandboxServer.close();
    throw error;
  }

  return {
    close: () => Promise.all([server.close(), sandboxServer.close()]).then(() => undefined),
  };
}

function parsePort(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const port = /^\d{1,5}$/.test(raw.trim()) ? Number(raw) : -1;
  if (port < 0 || port > 65535) {
    throw new Error(`${name} "${raw}" is not a port number: give 0–65535 (0 picks a free port).`);
  }
  return port;
}

runServerCli('example', main);
