/**
 * A workbook of two month tabs saved while Excel showed the second ("Jan 2024"): a mapping without
 * `sheet:` would read the first ("Dec 2023"). Built as Excel writes it: `<bookViews><workbookView
 * activeTab="1">` in the workbook part and `tabSelected="1"` on the shown sheet's view.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { InputFileError } from '../../src/errors.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { cliInFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { failureOf } from '../sheets/sheet-files.js';
import { writeTabs, type Tab } from '../sheets/write-tabs-workbook.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];

const DEC: Tab = {
  name: 'Dec 2023',
  rows: [HEADER, ['0000100005', 'AP-2312-001', '2023-12-05', 'EUR', '119.00', '100.00', '19.00']],
};
const JAN: Tab = {
  name: 'Jan 2024',
  rows: [HEADER, ['0000100005', 'AP-2401-001', '2024-01-05', 'EUR', '238.00', '200.00', '38.00']],
};
const NOTES: Tab = { name: 'Notes', rows: [['Checked by AP on 2024-01-31']] };

async function validateTabs(tabs: Tab[], activeTab: number, source = '') {
  const dir = makeTempDir('unnamed-sheet');
  const file = writeTabs(dir, 'register.xlsx', tabs, activeTab);
  writeFileSync(join(dir, 'm.yaml'), `${source ? `source:\n  ${source}\n` : ''}${ONE_ROW_MAPPING}`);
  return validateFile(file, await loadMapping(join(dir, 'm.yaml')));
}

describe('a workbook whose sheet to read the mapping does not name', () => {
  it('is refused when it opens on another month than the first sheet, naming both and the setting', async () => {
    const error = await failureOf(validateTabs([DEC, JAN], 1));
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).exitCode).toBe(2);
    expect(error.message).toContain('register.xlsx: the workbook opens on sheet "Jan 2024"');
    expect(error.message).toContain('the first visible sheet "Dec 2023" would be read');
    expect(error.message).toContain('"Dec 2023" and "Jan 2024" both have the mapping\'s headers');
    expect(error.message).toContain('nothing was read');
    expect(error.message).toContain('(sheet: "Jan 2024" or sheet: "Dec 2023"), or by position (sheet: 2 or sheet: 1)');
  });

  it('is refused when it opens on the first sheet but another sheet has the same headers', async () => {
    const error = await failureOf(validateTabs([DEC, JAN], 0));
    expect(error.message).toContain('the workbook opens on sheet "Dec 2023"');
    expect(error.message).toContain('"Dec 2023" and "Jan 2024" both have the mapping\'s headers');
  });

  it('reads the one sheet with the headers when it opens on a sheet without them (a notes tab)', async () => {
    const result = await validateTabs([DEC, NOTES], 1);
    expect(result.summary).toMatchObject({ invoices: 1, valid: 1 });
    expect(result.sheet).toBe('Dec 2023');
  });

  it('reads the invoices when saved showing a Summary tab of two columns (a pivot of the register)', async () => {
    const summary: Tab = {
      name: 'Summary',
      rows: [
        ['Vendor', 'Sum of Total'],
        ['0000100005', '119.00'],
      ],
    };
    const result = await validateTabs([DEC, summary], 1);
    expect(result.summary).toMatchObject({ invoices: 1, valid: 1, invalid: 0 });
    expect(result.sheet).toBe('Dec 2023');
  });

  it('offers only the sheets with the headers, by name and by position in the tabs', async () => {
    const error = await failureOf(validateTabs([DEC, NOTES, JAN], 2));
    expect(error.message).toContain('the workbook opens on sheet "Jan 2024"');
    expect(error.message).toContain('(sheet: "Jan 2024" or sheet: "Dec 2023"), or by position (sheet: 3 or sheet: 1)');
    expect(error.message).not.toContain('Notes');
  });

  it('reads the first sheet when it is the one the workbook opens on and no other has the headers', async () => {
    const result = await validateTabs([DEC, NOTES], 0);
    expect(result.summary).toMatchObject({ invoices: 1, valid: 1 });
  });

  it('reads the sheet the mapping names, whichever the workbook opens on', async () => {
    const result = await validateTabs([DEC, JAN], 0, 'sheet: "Jan 2024"');
    expect(result.summary).toMatchObject({ invoices: 1, valid: 1 });
    expect(result.sheet).toBe('Jan 2024');
  });
});

describe('an upload of a workbook whose sheet to read is not known', () => {
  it('posts nothing and exits 2 with the sheets named', async () => {
    const dir = makeTempDir('unnamed-sheet-upload');
    writeTabs(dir, 'register.xlsx', [DEC, JAN], 1);
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const sandbox = await startTestSandbox();
    const upload = await cliInFolder(dir, sandbox.baseUrl)(['upload', 'register.xlsx', '--mapping', 'm.yaml']);
    expect(upload.code, upload.stderr).toBe(2);
    expect(upload.stderr).toContain('the workbook opens on sheet "Jan 2024"');
    expect(upload.stderr).not.toMatch(/\n\s+at /);
    expect(sandbox.instances()).toEqual([]);
  }, 90_000);
});
