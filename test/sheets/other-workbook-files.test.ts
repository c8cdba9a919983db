/**
 * Workbooks that are not .xlsx are refused with what they are and what to do: an OpenDocument
 * spreadsheet (named .ods or renamed .xlsx), a password-protected workbook (an OLE compound file
 * holding EncryptionInfo and EncryptedPackage), and, as before, an old .xls.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { failureOf, readWholeTable } from './sheet-files.js';
import { buildZip } from './zip-builder.js';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** An OLE compound file of a header and directory entries named `names`, 128 bytes each, as Office writes them. */
function compoundFile(names: string[], padding = 0): Buffer {
  const header = Buffer.alloc(512 + padding);
  Buffer.from(OLE_MAGIC).copy(header);
  const entries = names.map((name) => {
    const entry = Buffer.alloc(128);
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
    return entry;
  });
  return Buffer.concat([header, ...entries]);
}

/** An OpenDocument spreadsheet's zip as LibreOffice writes it: `mimetype` first, then its parts. */
function openDocument(): Buffer {
  return buildZip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet') },
    { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
    { name: 'META-INF/manifest.xml', data: Buffer.from('<manifest:manifest/>') },
  ]);
}

describe('workbooks that are not .xlsx', () => {
  it.each(['ods.xlsx', 'renamed.xlsx'])(
    'an OpenDocument spreadsheet named %s is named so, with what to do',
    async (name) => {
      const file = join(makeTempDir('ods'), name);
      writeFileSync(file, openDocument());
      const error = await failureOf(readWholeTable(file));
      expect(error).toBeInstanceOf(InputFileError);
      expect(error.message).toContain('an OpenDocument spreadsheet (.ods), not an .xlsx workbook');
      expect(error.message).toContain('save it as .xlsx');
    },
  );

  it('a file named .ods is refused naming OpenDocument and .xlsx', async () => {
    const file = join(makeTempDir('ods'), 'g.ods');
    writeFileSync(file, openDocument());
    const error = await failureOf(readWholeTable(file));
    expect(error.message).toContain('the file is an OpenDocument spreadsheet (.ods), not an .xlsx workbook');
    expect(error.message).toContain('save it as .xlsx');
  });

  it.each([0, 20_000])(
    'a password-protected workbook (directory %i bytes in) is asked to be saved without the password',
    async (padding) => {
      const dir = makeTempDir('encrypted');
      const file = join(dir, 'locked.xlsx');
      const names = ['Root Entry', '\u0006DataSpaces', 'Version', 'DataSpaceMap', 'EncryptionInfo', 'EncryptedPackage'];
      writeFileSync(file, compoundFile(names, padding));
      const error = await failureOf(readWholeTable(file));
      expect(error.message).toContain('protected by a password: save it without the password');
      expect(error.message).not.toContain('.xls workbook');
    },
  );

  it('an old .xls workbook (a compound file without EncryptedPackage) renamed .xlsx is still named an old .xls', async () => {
    const file = join(makeTempDir('xls'), 'old.xlsx');
    writeFileSync(file, compoundFile(['Root Entry', 'Workbook', '\u0005SummaryInformation']));
    const error = await failureOf(readWholeTable(file));
    expect(error.message).toContain('an old binary .xls workbook (save it as .xlsx or .csv)');
  });
});
