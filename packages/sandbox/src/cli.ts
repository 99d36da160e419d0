import { DEFAULT_SANDBOX_PORT, SANDBOX_TOKEN_PATH } from './constants.ts';
import { parseHostileFlag } from './hostile/parseHostileFlag.ts';
import { runServerCli } from './runServerCli.ts';
import { type SandboxServer, startSandboxServer } from './server.ts';

/**
 * `pnpm sandbox [--port <n>] [--seed <seed>] [--hostile[=<switch>,…]]`: serves the sandbox on 127.0.0.1
 * and prints, one per line, `baseUrl=`, `organizationId=`, `token=`, `tokenUrl=`, `clientId=`,
 * `clientSecret=`, `webhookKey=`, `newCustomerId=` and `lapsedCustomerId=` (and `internalUrl=` in hostile
 * mode, whose every hit is reported on stderr). The port comes from `--port`, else `PORT`, else 4010.
 * Stops on Ctrl-C.
 */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] as string;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

function parsePort(raw: string | undefined, source: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port > 65535) {
    throw new Error(`${source} "${raw}" is not a port number; give 0–65535 (0 picks a free port).`);
  }
  return port;
}

async function main(): Promise<SandboxServer> {
  const args = process.argv.slice(2);
  const port =
    parsePort(option(args, 'port'), '--port') ?? parsePort(process.env.PORT, 'PORT') ?? DEFAULT_SANDBOX_PORT;
  const seed = option(args, 'seed');
  const hostile = parseHostileFlag(args);
  const server = await startSandboxServer({
    port,
    ...(seed === undefined ? {} : { seed: /^\d+$/.test(seed) ? Number(seed) : seed }),
    ...(hostile === undefined ? {} : { hostile }),
    onInternalHit: (hit) =>
      process.stderr.write(
        `sandbox: INTERNAL ADDRESS REACHED: ${hit.method} ${hit.path}${hit.headers.authorization === undefined ? '' : ' (with an Authorization header)'}${hit.bodyBytes > 0 ? `, ${hit.bodyBytes} body bytes` : ''}: your server followed a hostile redirect or storage URL.\n`,
      ),
  });
  const { sandbox } = server;
  process.stdout.write(
    [
      `baseUrl=${server.url}`,
      `organizationId=${sandbox.organizationId}`,
      `token=${sandbox.token}`,
      `tokenUrl=${server.url}${SANDBOX_TOKEN_PATH}`,
      `clientId=${sandbox.oauth.clientId}`,
      `clientSecret=${sandbox.oauth.clientSecret}`,
      `webhookKey=${sandbox.webhooks.key}`,
      `newCustomerId=${sandbox.newCustomerId}`,
      `lapsedCustomerId=${sandbox.lapsedCustomerId}`,
      ...(server.internal === undefined ? [] : [`internalUrl=${server.internal.url}`]),
      '',
    ].join('\n'),
  );
  return server;
}

runServerCli('sandbox', main);
