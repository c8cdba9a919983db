/**
 * `validate --annotate` and `upload --annotate`, run against the sandbox on a workbook holding the API
 * key outside its cells (a threaded comment and its legacy note copy, document properties, a defined
 * name, header and footer, a validation prompt, a hyperlink, a chart title): no part of the annotated
 * copy holds the key, and the threaded comment is warned of once, by its cell.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { writeHiddenTextsWorkbook, zipPartsOf } from '../report/annotated-copy/hidden-texts-workbook.js';

const KEY = 'ib_live_3Hq7-Vb2_kP8nM5xZ1cL4wR6tY9uJ0';

describe('--annotate on a workbook with the key outside its cells', () => {
  it.each(['validate', 'upload'])('%s writes a copy none of whose parts holds the key', async (command) => {
    const cwd = makeTempDir('ib-annotate-hidden-texts');
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    await writeHiddenTextsWorkbook(cwd, KEY);
    const sandbox = await startTestSandbox({ apiKeys: [KEY] });
    const args = [command, 'in.xlsx', '--mapping', 'mapping.yaml', '--out', 'out', '--annotate'];
    const flags = ['--base-url', sandbox.baseUrl, '--journal', join(cwd, 'journal.sqlite')];
    const result = await runCliInProcess([...args, ...flags], { cwd, env: { INVOICE_BATCH_API_KEY: KEY } });
    expect(result.code).toBe(0);
    const copies = readdirSync(join(cwd, 'out')).filter((name) => name.includes('annotated'));
    expect(copies).toHaveLength(1);
    const parts = await zipPartsOf(join(cwd, 'out', copies[0]!));
    expect(parts.get('xl/threadedComments/threadedComment1.xml')).toContain('portal key *** keep');
    expect([...parts].filter(([, text]) => text.includes(KEY)).map(([part]) => part)).toEqual([]);
    expect(result.stdout).toContain(
      'in.xlsx, sheet Invoices, row 2, column "Number": the annotated copy shows *** in place of the API key the threaded comment on cell B2 held',
    );
    expect(result.stdout).not.toContain('the note on cell B2');
    expect(result.stdout + result.stderr).not.toContain(KEY);
  });
});
