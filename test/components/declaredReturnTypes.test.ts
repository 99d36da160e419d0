import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Without a declared return type, tsc writes the inferred `React.JSX.Element` of the React types it
// was built with into the published .d.ts, which @types/react 18 and older 19 releases cannot read.
const SOURCE = join(import.meta.dirname, '../../packages/components/src');

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? componentFiles(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The text between an exported component's parameter list and its body: its declared return type. */
function undeclared(source: string): string[] {
  const missing: string[] = [];
  for (const match of source.matchAll(/^export function ([A-Z]\w*)\(/gm)) {
    let depth = 0;
    let index = (match.index ?? 0) + match[0].length - 1;
    for (; index < source.length; index += 1) {
      if (source[index] === '(') depth += 1;
      else if (source[index] === ')' && --depth === 0) break;
    }
    if (!source.slice(index + 1).startsWith(': ')) missing.push(match[1] as string);
  }
  for (const match of source.matchAll(/^export const ([A-Z]\w*) = /gm)) missing.push(match[1] as string);
  return missing;
}

describe('published component types', () => {
  it('every exported component declares its return type', () => {
    const files = componentFiles(SOURCE);
    expect(files.length).toBeGreaterThan(20);
    const missing = files.flatMap((file) =>
      undeclared(readFileSync(file, 'utf8')).map((name) => `${name} (${file})`),
    );
    expect(missing).toEqual([]);
  });
});
