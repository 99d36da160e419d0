import type { SandboxHostileOptions } from './SandboxHostileOptions.ts';

/** The switches `--hostile=` takes, by name. */
const HOSTILE_SWITCHES = [
  'mediaTypes',
  'redirects',
  'oversizedBytes',
  'slowBody',
  'echoHeaders',
  'offers',
  'storage',
] as const;

/**
 * The `--hostile` flag of `pnpm sandbox`: `--hostile` alone turns every switch on, `--hostile=offers,redirects`
 * those only; absent → `undefined`. Internal.
 * @throws {Error} naming an unknown switch.
 */
export function parseHostileFlag(args: readonly string[]): true | SandboxHostileOptions | undefined {
  const index = args.findIndex((arg) => arg === '--hostile' || arg.startsWith('--hostile='));
  if (index === -1) return undefined;
  const arg = args[index] as string;
  if (!arg.includes('=')) return true;
  const hostile: SandboxHostileOptions = {};
  for (const name of arg
    .slice(arg.indexOf('=') + 1)
    .split(',')
    .map((part) => part.trim())) {
    if (name === '') continue;
    if (!(HOSTILE_SWITCHES as readonly string[]).includes(name)) {
      throw new Error(
        `--hostile: "${name}" is not a switch; give any of ${HOSTILE_SWITCHES.join(', ')} (comma-separated), or --hostile alone for all.`,
      );
    }
    hostile[name as (typeof HOSTILE_SWITCHES)[number]] = true;
  }
  return hostile;
}
