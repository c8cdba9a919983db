/**
 * A source name near the 255-byte limit: every output name, its temporary `.partial` name included,
 * fits 255 bytes of UTF-8, so validate and upload --annotate write their files instead of failing
 * with ENAMETOOLONG.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutputFile } from '../../src/report/write-output-file.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const bytes = (name: string) => Buffer.byteLength(name);
/** 225 characters, 241 bytes: accented letters take two. */
const LONG = 'Eingangsrechnungen Müller & Söhne – Abstimmung Oktober #final (Kopie) '.repeat(4).slice(0, 221);

describe('long output names', () => {
  it.each([
    ['a stem cut to 200 bytes with -annotated', `${'ü'.repeat(100)}-annotated`],
    ['a base of 300 bytes', 'é'.repeat(150)],
  ])('writes %s under names of at most 255 bytes', async (_, base) => {
    const folder = makeTempDir('long-output-name');
    const temporary: string[] = [];
    const written = await writeOutputFile({ folder, base, at: new Date(), extension: 'xlsx' }, async (stream) => {
      temporary.push(...readdirSync(folder));
      stream.end('content');
    });
    expect(temporary).toHaveLength(1);
    expect(bytes(temporary[0]!)).toBeLessThanOrEqual(255);
    expect(readdirSync(folder)).toHaveLength(1);
    expect(bytes(readdirSync(folder)[0]!)).toBeLessThanOrEqual(255);
    expect(written.startsWith(join(folder, base.slice(0, 40)))).toBe(true);
  });

  it('validate --annotate of a file with a 225-character name writes its workbook and copy', async () => {
    const cwd = makeTempDir('long-source-name');
    const name = `${LONG}.csv`;
    expect(name.length).toBe(225);
    writeUploadInputs(cwd, { count: 2, prefix: 'LONG', name });
    const result = await runCliInProcess(
      ['validate', name, '--mapping', 'mapping.yaml', '--annotate', '--journal', join(cwd, 'j.sqlite'), '--out', 'out'],
      { cwd },
    );
    expect(result.stderr).not.toContain('ENAMETOOLONG');
    expect(result.code, result.stderr).toBe(0);
    const outputs = readdirSync(join(cwd, 'out'));
    expect(outputs.some((file) => file.includes('-annotated-'))).toBe(true);
    expect(outputs.some((file) => file.includes('-validation-'))).toBe(true);
    for (const file of outputs) expect(bytes(file)).toBeLessThanOrEqual(255);
  });
});
