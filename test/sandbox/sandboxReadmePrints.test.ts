import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The `key=value` lines `pnpm sandbox {args}` prints, once its last line (`lastKey=`) is out. */
async function printedLines(args: string[], lastKey: string): Promise<string[]> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@offerkit/source', 'packages/sandbox/src/cli.ts', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    return await new Promise<string[]>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (new RegExp(`^${lastKey}=.*\\n`, 'm').test(output)) {
          resolve(output.split('\n').filter((line) => /^\w+=/.test(line)));
        }
      });
      child.once('exit', (code) => reject(new Error(`pnpm sandbox exited with ${code}:\n${output}`)));
    });
  } finally {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** The `key=value` lines of the README's code block that starts with `firstKey=`. */
function readmeBlock(firstKey: string): string[] {
  const readme = readFileSync(`${root}packages/sandbox/README.md`, 'utf8');
  const block = [...readme.matchAll(/```[a-z]*\n([\s\S]*?)```/g)]
    .map((match) => match[1] as string)
    .find((text) => text.startsWith(`${firstKey}=`));
  if (block === undefined) throw new Error(`the sandbox README has no block starting with ${firstKey}=`);
  return block.split('\n').filter((line) => line !== '');
}

/** A printed line as the README may show it: ports are whatever the run picked. */
const withoutPort = (line: string): string => line.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT');

describe('the sandbox README says what `pnpm sandbox` prints', () => {
  it('lists every line of a plain run, in order, with the same fixed values', async () => {
    const printed = await printedLines(['--port', '0'], 'lapsedCustomerId');
    expect(readmeBlock('baseUrl').map(withoutPort)).toEqual(printed.map(withoutPort));
  }, 30_000);

  it('shows the one line --hostile adds', async () => {
    const printed = await printedLines(['--port', '0', '--hostile'], 'internalUrl');
    const plain = readmeBlock('baseUrl');
    const extra = readmeBlock('internalUrl');
    expect([...plain, ...extra].map(withoutPort)).toEqual(printed.map(withoutPort));
  }, 30_000);
});
