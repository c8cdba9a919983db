/**
 * What one look at a drop folder's inbox finds, in a real folder holding what sync clients, NAS
 * boxes and operating systems leave in a shared folder (trial-synced s1, s9): none is an entry to
 * take or to note as not taken.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFolder } from '../../src/watch/scan-inbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const SYSTEM_FOLDERS = [
  '@eaDir',
  '#recycle',
  '#snapshot',
  '$RECYCLE.BIN',
  'System Volume Information',
  '.Trash-1000',
  'lost+found',
  '.snapshot',
];
const TEMP_FILES = [
  'may.csv.!sync',
  'may.csv.sb-3a9c8f1e-Jd2kLq',
  'libre-dec.csv:Zone.Identifier',
  'Icon\r',
  '.syncthing.may.csv.tmp',
  '~may.csv.tmp',
  '.~may.csv',
  'may.csv.part',
  'may.csv.crdownload',
];

describe('scanFolder', () => {
  it('passes over system folders and sync temp names, and lists the invoice file and a folder of staff', () => {
    const inbox = makeTempDir('ib-scan-inbox');
    for (const name of SYSTEM_FOLDERS) mkdirSync(join(inbox, name));
    for (const name of TEMP_FILES) writeFileSync(join(inbox, name), 'x');
    writeFileSync(join(inbox, 'may.csv'), 'x\n');
    mkdirSync(join(inbox, 'May invoices'));
    const scan = scanFolder(inbox);
    expect(scan.files.map((file) => file.name)).toEqual(['may.csv']);
    expect(scan.notFiles).toEqual([{ name: 'May invoices', why: expect.stringMatching(/^a folder; /) }]);
  });
});
