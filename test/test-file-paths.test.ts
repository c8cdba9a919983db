/**
 * Every test makes the files it reads in a temp folder it creates, or reads them from the repo: a
 * test that names a path in a shared place (a /tmp file, a home folder) passes only on the machine
 * that happens to hold that file. This scan fails on any such literal in a test file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TEST_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Folders where files of a machine or a user live, never files a test made for itself. */
const SHARED_ROOTS = ['tmp', 'var/tmp', 'dev/shm', 'home', 'root', 'Users', 'mnt', 'media'];
const SHARED_PATH = new RegExp(`(['"\`])(?:/(?:${SHARED_ROOTS.join('|')})(?:/|\\1)|~/)`, 'g');

/** Each quoted literal of `text` that names a shared folder, with its line number. */
function sharedPathLiterals(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  for (const match of text.matchAll(SHARED_PATH)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, text: text.slice(match.index, match.index + 60).split('\n')[0] ?? '' });
  }
  return found;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.(ts|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('test files', () => {
  it('flag a literal path in /tmp or a home folder', () => {
    const perfFile = ['', 'tmp', 'perf', 'big.csv'].join('/');
    expect(sharedPathLiterals(`const big = readFileSync('${perfFile}');`)).toEqual([
      { line: 1, text: `'${perfFile}');` },
    ]);
    expect(sharedPathLiterals(`const dir = "${'~'}/invoices/a.csv";`)).toHaveLength(1);
    expect(sharedPathLiterals('join(makeTempDir("x"), "a.csv"); "/srv/drop box"; `${root}/tmp/a`')).toEqual([]);
  });

  it('name no path outside the repo or their own temp folders', () => {
    const files = testFiles(TEST_ROOT);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      sharedPathLiterals(readFileSync(file, 'utf8')).map(
        (hit) => `${relative(TEST_ROOT, file)}:${hit.line}: ${hit.text}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
