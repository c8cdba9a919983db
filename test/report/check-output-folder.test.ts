import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutputFolderError, checkOutputFolder } from '../../src/report/check-output-folder.js';
import { EXIT_USAGE } from '../../src/errors.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('checkOutputFolder', () => {
  it('accepts a writable folder and a missing one under it, and creates nothing', () => {
    const dir = makeTempDir('out-folder');
    expect(() => checkOutputFolder(dir)).not.toThrow();
    expect(() => checkOutputFolder(join(dir, 'a', 'b'))).not.toThrow();
  });

  it('refuses a file in the way with an exit-2 error that names the folder and no flag', () => {
    const dir = makeTempDir('out-folder');
    const file = join(dir, 'results');
    writeFileSync(file, '');
    let caught: unknown;
    try {
      checkOutputFolder(file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OutputFolderError);
    expect(caught).toMatchObject({ exitCode: EXIT_USAGE, folder: file, code: 'EEXIST' });
    expect((caught as Error).message).toBe(
      `${file}: expected a folder the tool can write to; a file of that name is in the way (EEXIST)`,
    );
  });
});
