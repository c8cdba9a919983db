/** Reading back a saved answers file for `resolve --from`: a file that is not there names the folder looked in. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUnrecordedAnswers } from '../../src/batch/read-unrecorded-answers.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('readUnrecordedAnswers', () => {
  it('names the folder it looked in when the file is not there, not only the file name', async () => {
    const dir = makeTempDir('answers-missing');
    const error: unknown = await readUnrecordedAnswers(join(dir, 'unrecorded-answers-7.json')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('unrecorded-answers-7.json');
    expect(message).toContain(`no such file in ${dir}`);
  });
});
