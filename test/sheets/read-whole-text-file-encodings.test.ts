/**
 * Small text files the tool reads whole (a list of references, saved answers) written on Windows:
 * UTF-16 with a byte-order mark (PowerShell 5.1's `>`) is read as it is; Windows-1252 is refused
 * naming the encoding and the line, where its letters became U+FFFD.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReferenceList } from '../../src/batch/read-reference-list.js';
import { encodeText } from '../helpers/encode-text.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const noStdin = () => Promise.reject(new Error('no standard input here'));

describe('lists written on Windows', () => {
  it('reads a list of references saved as UTF-16 LE with a byte-order mark', async () => {
    const file = join(makeTempDir('utf16-list'), 'refs.txt');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# März\r\nV1/Ü-1\r\nV2/2\r\n', 'utf16le')]),
    );
    expect(await readReferenceList(file, noStdin)).toEqual(['V1/Ü-1', 'V2/2']);
  });

  it('refuses a list saved as Windows-1252, naming the encoding and the line', async () => {
    const file = join(makeTempDir('ansi-list'), 'refs.txt');
    writeFileSync(file, encodeText('V1/1\nV2/Müller-2\n', 'windows-1252'));
    const message = await readReferenceList(file, noStdin).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(message).toContain('cannot read the list of references: line 2: not UTF-8 text: invalid byte 0xFC');
    expect(message).toContain('save it as UTF-8');
  });
});
