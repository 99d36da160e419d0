/** What {@link runServerCli} stops on Ctrl-C: anything with an async `close`. */
export interface ClosableServer {
  close(): Promise<void>;
}

/**
 * Runs a command-line entry that starts servers: `start` starts them (and prints what to open); on SIGINT
 * or SIGTERM they are closed and the process exits 0 (1 if closing failed). When `start` rejects, its
 * message is printed as `{name}: {message}` and the process exits 1. The sandbox CLI and the web-banking
 * example's entries share it so each stops the same way.
 */
export function runServerCli(name: string, start: () => Promise<ClosableServer>): void {
  start().then(
    (server) => {
      const stop = (): void => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
