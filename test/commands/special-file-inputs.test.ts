/**
 * Paths that are no regular file, as table inputs and as files a command reads whole (`resolve
 * --from`, `resolve --references-from`), are refused at once, exit 2 naming what the path is (a
 * device, a named pipe, a folder), and so is a file read whole that is larger than such a file is
 * read up to: nothing waits for a writer and nothing reads /dev/zero until memory ends.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_REFERENCE_LIST_BYTES } from '../../src/batch/read-reference-list.js';
import { MAX_ANSWERS_FILE_BYTES } from '../../src/batch/read-unrecorded-answers.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

/** A folder holding each kind of path; the large files are sparse, so they cost no disk. */
function hostilePaths(): string {
  const cwd = makeTempDir('whole-file-inputs');
  execFileSync('mkfifo', [join(cwd, 'pipe.txt')]);
  mkdirSync(join(cwd, 'folder.txt'));
  for (const [name, size] of [
    ['list-over.txt', MAX_REFERENCE_LIST_BYTES + 1],
    ['answers-over.json', MAX_ANSWERS_FILE_BYTES + 1],
  ] as const) {
    writeFileSync(join(cwd, name), '');
    truncateSync(join(cwd, name), size);
  }
  return cwd;
}

const FLAGS = [
  ['resolve --from', ['resolve', '--from'], 'answers-over.json', `${MAX_ANSWERS_FILE_BYTES}`],
  [
    'resolve --references-from',
    ['resolve', '--not-created', '--references-from'],
    'list-over.txt',
    `${MAX_REFERENCE_LIST_BYTES}`,
  ],
] as const;

const KINDS = [
  ['a device', '/dev/zero', 'expected a file, got a device'],
  ['a named pipe', 'pipe.txt', 'expected a file, got a named pipe (FIFO)'],
  ['a folder', 'folder.txt', 'expected a file, got a folder'],
] as const;

describe('a file read whole', () => {
  const cases = FLAGS.flatMap(([flag, args, large, limit]) => [
    ...KINDS.map(([kind, path, words]) => [flag, kind, [...args, path], words] as const),
    [flag, 'a file over the limit', [...args, large], `more than the ${limit} such a file is read up to`] as const,
  ]);
  it.each(cases)('%s of %s is refused at once, saying what it is', async (_flag, _kind, args, words) => {
    const result = await runCliInProcess([...args], { cwd: hostilePaths() });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(words);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });
});

describe('a table input that is no regular file', () => {
  const inputs = [
    ['mapping infer', (path: string) => ['mapping', 'infer', path]],
    ['validate', (path: string) => ['validate', path, '--mapping', 'mapping.yaml']],
  ] as const;
  const kinds = [
    ['a named pipe', 'pipe.csv', 'is a named pipe (FIFO)'],
    ['a device', '/dev/zero', 'is a device'],
    ['a folder', 'folder.csv', 'is a folder'],
  ] as const;
  const cases = inputs.flatMap(([command, args]) =>
    kinds.map(([kind, path, words]) => [command, kind, args(path), words] as const),
  );
  it.each(cases)('%s of %s is refused at once, naming what it is', async (_command, _kind, args, words) => {
    const cwd = makeTempDir('special-file-inputs');
    execFileSync('mkfifo', [join(cwd, 'pipe.csv')]);
    mkdirSync(join(cwd, 'folder.csv'));
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    const result = await runCliInProcess([...args], { cwd });
    expect(result.code, result.stderr).toBe(2);
    const path = args.find((a) => a === '/dev/zero' || a.endsWith('.csv'))!;
    expect(result.stderr).toContain(`expected a file, but ${path.startsWith('/') ? path : join(cwd, path)} ${words}`);
    expect(result.stderr).not.toContain('folder or device');
  });
});
