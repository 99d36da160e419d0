import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Documents that are not in this repository: the project's design notes and the service's contract
 * drafts. A reader who follows such a reference finds nothing, so what users read (READMEs, the
 * Storybook docs, SECURITY.md, the packages' and the example's sources) states the fact itself instead.
 */
const DEAD_REFERENCES = [
  /DESIGN\.md/i,
  /shared\/spec/i,
  /gaps\.md/i,
  /issuer-rewards-api(\.md)?/i,
  /\.\.\/shared\b/,
];

/** Whether a repository path is something users read (tests, build output and changeset history are not). */
function isUserFacing(path: string): boolean {
  if (/(^|\/)(node_modules|dist|\.changeset)\//.test(path)) return false;
  if (/\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(path)) return false;
  if (/(^|\/)README\.md$/.test(path) || path === 'SECURITY.md' || path.endsWith('.mdx')) return true;
  if (/^packages\/[^/]+\/src\//.test(path)) return true;
  // The example is what a bank copies: its page and server are read line by line.
  return /^examples\/[^/]+\/(src|server)\//.test(path) || /^examples\/[^/]+\/[^/]+\.(ts|html)$/.test(path);
}

/** `path:line: text` for every dead reference in `text`. */
function findDeadReferences(path: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (DEAD_REFERENCES.some((pattern) => pattern.test(line)))
      found.push(`${path}:${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe('no dead references in what users read', () => {
  // Tracked files and new ones not ignored, so a file not committed yet is checked too.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repository,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path !== '' && isUserFacing(path));

  it('checks the READMEs, the docs pages, SECURITY.md and the sources', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('SECURITY.md');
    expect(files).toContain('packages/sandbox/README.md');
    expect(files).toContain('packages/data/src/constants.ts');
    expect(files.some((path) => path.endsWith('.mdx'))).toBe(true);
    expect(files.some((path) => path.startsWith('examples/web-banking/server/'))).toBe(true);
    expect(files.some((path) => path.includes('node_modules') || path.includes('/dist/'))).toBe(false);
  });

  it('names no DESIGN.md, shared/spec, gaps.md or issuer-rewards-api.md anywhere in them', () => {
    const found = files.flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(join(repository, path), 'utf8');
      } catch {
        return []; // deleted in the work tree but still in the index
      }
      return findDeadReferences(path, text);
    });
    expect(found, 'say what the fact is instead of where it came from').toEqual([]);
  });

  it('the scan finds each name in a comment and skips tests and changesets', () => {
    const planted = [
      '/** (gaps.md: default 10) */',
      '// see DESIGN.md',
      // Put together here, so that no file of the repository links that path itself.
      ` * [contract](${['..', 'shared', 'spec', 'issuer-rewards-api.md'].join('/')})`,
      'the issuer-rewards-api "Limits"',
    ].join('\n');
    expect(findDeadReferences('packages/data/src/x.ts', planted)).toHaveLength(4);
    expect(findDeadReferences('packages/data/src/x.ts', '// the service caps page[size] at 100')).toEqual([]);
    expect(isUserFacing('packages/data/src/x.ts')).toBe(true);
    expect(isUserFacing('stories/docs/GettingStarted.mdx')).toBe(true);
    expect(isUserFacing('test/data/fixtures.ts')).toBe(false);
    expect(isUserFacing('packages/data/node_modules/x/README.md')).toBe(false);
    expect(isUserFacing('.changeset/old-note.md')).toBe(false);
    expect(isUserFacing('packages/data/src/x.test.ts')).toBe(false);
  });
});
