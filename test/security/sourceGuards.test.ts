/**
 * Guards SECURITY.md's guarantees at the source: the packages put markup into the DOM in exactly one
 * place (`SafeSvg`, fed by `sanitizeSvg`) and never generate code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const files = ['data', 'hooks', 'components', 'sandbox'].flatMap((name) =>
  sources(join(root, 'packages', name, 'src')),
);

/** Lines of the package sources matching `pattern`, comments left out, as `path:line`. */
function uses(pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        return pattern.test(code) ? [`${relative(root, file)}:${index + 1}`] : [];
      }),
  );
}

describe('package sources', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('set raw markup only in SafeSvg', () => {
    expect(uses(/dangerouslySetInnerHTML/).map((at) => at.replace(/:\d+$/, ''))).toEqual([
      'packages/components/src/SafeSvg.tsx',
    ]);
    expect(
      uses(/\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment/),
    ).toEqual([]);
  });

  it('generate no code', () => {
    expect(uses(/\beval\s*\(|new\s+Function\s*\(|setTimeout\(\s*['"`]|setInterval\(\s*['"`]/)).toEqual([]);
  });

  it('open no windows and navigate nowhere on their own', () => {
    expect(uses(/window\.open\s*\(|location\.(assign|replace)\s*\(|location\.href\s*=/)).toEqual([]);
  });
});
