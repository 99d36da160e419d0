import { readWebBankingConfig } from './readWebBankingConfig.ts';
import { startWebBankingServer } from './startWebBankingServer.ts';

/**
 * The bank's server on its own, configured from the environment (see README: OFFERKIT_* and
 * WEB_BANKING_*), against any rewards service: `pnpm --filter @offerkit/example-web-banking serve`.
 * `pnpm example` instead starts the sandbox too and fills the variables in. This entry is what a bank
 * deploys, so it stops on its own and depends on no part of the simulator (`runExample.ts` may).
 */
async function main(): Promise<void> {
  const server = await startWebBankingServer(readWebBankingConfig(process.env));
  process.stdout.write(`Northwind Bank is listening on ${server.url}\n`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`web-banking: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
