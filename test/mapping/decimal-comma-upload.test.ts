/**
 * The trial's German export (`;`, EUR 1.250 and 3.000) uploaded with a mapping that says no
 * decimal separator: the sandbox receives neither 1.25 nor 3, the two are invalid at their cells,
 * and the amount written one way only is posted.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliInFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { writeCsv } from './mapping-fixtures.js';

describe('a decimal-comma file uploaded with the separators assumed', () => {
  it('posts no amount read with the wrong separator', async () => {
    const dir = makeTempDir('decimal-comma-upload');
    writeCsv(dir, 'de-whole.csv', [
      'Vendor;Number;Date;Currency;Total;Net;Tax',
      '0000100005;DW-001;2026-11-03;EUR;1.250;1.250;0',
      '0000100006;DW-002;2026-11-03;EUR;3.000;3.000;0',
      '0000100007;DW-003;2026-11-03;EUR;1250;1250;0',
    ]);
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);
    // --partial: the valid invoice goes, so the sandbox shows what the upload would post
    const upload = await run(['upload', 'de-whole.csv', '--mapping', 'm.yaml', '--partial', '--json']);
    expect(upload.code, upload.stderr).toBe(1);
    const summary = JSON.parse(upload.stdout) as { created: number; invalid: number };
    expect(summary).toMatchObject({ created: 1, invalid: 2 });
    expect(sandbox.instances().map((i) => [i.invoiceNumber, i.amount])).toEqual([['DW-003', '1250.0000']]);
  }, 90_000);
});
