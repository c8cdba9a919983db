/**
 * A mapping holding the API key is refused by `mapping check` as `template` refuses it: one rule,
 * the same message naming the field and its line (never the key) and the same exit code, so a
 * mapping check calls valid is one template writes from.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_3Fh7-Wq2_zR8sL5nB9cV4mK6tY1pD0';

/** A mapping whose Invoice_Status is written as `status`. */
function mappingFile(status: string): string {
  const dir = makeTempDir('ib-mapping-check-key');
  writeFileSync(join(dir, 'm.yaml'), `invoice:\n  Invoice_Number: Number\n  Invoice_Status: ${status}\n`);
  return dir;
}

describe('mapping check with the API key configured', () => {
  it.each([
    ['a value', `{ value: "${KEY}" }`, 'invoice.Invoice_Status.value'],
    [
      'a default, in upper case',
      `{ column: Status, default: "${KEY.toUpperCase()}" }`,
      'invoice.Invoice_Status.default',
    ],
    ['a column name, in part', `"${KEY.slice(2, -2)}"`, 'invoice.Invoice_Status'],
  ])('refuses a mapping holding it in %s with the message and exit code of template', async (_, status, field) => {
    const cwd = mappingFile(status);
    const env = { INVOICE_BATCH_API_KEY: KEY };
    const check = await runCliInProcess(['mapping', 'check', 'm.yaml'], { cwd, env });
    const template = await runCliInProcess(['template', '--mapping', 'm.yaml', '--out', 'blank.xlsx'], { cwd, env });
    expect(check.stdout).not.toContain('valid');
    expect(check.stderr).toContain(`m.yaml:3: ${field}: expected no API key in a mapping, got the API key`);
    expect([check.code, check.stderr]).toEqual([template.code, template.stderr]);
    expect(check.code).toBe(2);
    expect(check.stderr.toLowerCase()).not.toContain(KEY.slice(4, 16).toLowerCase());
  });

  it('calls a mapping without the key valid', async () => {
    const cwd = mappingFile('{ value: Posted }');
    const check = await runCliInProcess(['mapping', 'check', 'm.yaml'], { cwd, env: { INVOICE_BATCH_API_KEY: KEY } });
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/^m\.yaml: valid \(layout one-row, /);
  });
});
