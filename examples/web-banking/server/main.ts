import { runServerCli } from '@offerkit/sandbox/server';
import { readWebBankingConfig } from './readWebBankingConfig.ts';
import { startWebBankingServer, type WebBankingServer } from './startWebBankingServer.ts';

/**
 * The bank's server on its own, configured from the environment (see README: OFFERKIT_* and
 * WEB_BANKING_*), against any rewards service: `pnpm --filter @offerkit/example-web-banking serve`.
 * `pnpm example` instead starts the sandbox too and fills the variables in.
 */
async function main(): Promise<WebBankingServer> {
  const server = await startWebBankingServer(readWebBankingConfig(process.env));
  process.stdout.write(`Northwind Bank is listening on ${server.url}\n`);
  return server;
}

runServerCli('web-banking', main);
