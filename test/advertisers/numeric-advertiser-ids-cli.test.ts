/**
 * A finance system that lists its advertiser ids as JSON numbers (`100001`, leading zeros lost)
 * knows its advertisers by that spelling. Validate, the name lookup and upload agree on it: a name
 * posts the id as the list gives it, and an id written with leading zeros is posted as listed.
 * Real CLI runs in process against a sandbox on loopback.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

function mapping(by: 'name' | 'id'): string {
  return `invoice:\n  InvoiceId: { template: "A-{Number}" }\n  PayeeId: Advertiser\n  Invoice_Number: Number\n  Invoice_Date: Date\n  CurrencyCode: Currency\n  Invoice_Amount: Total\nitems:\n  Amount: Total\nadvertisers: { payeeIdBy: ${by}, requireKnown: true }\n`;
}

describe('advertiser ids listed as numbers', () => {
  it.each([
    ['name', 'Müller & Söhne GmbH'],
    ['id', '0000100001'],
    ['id', '100001'],
  ] as const)(
    'by %s (%s): validate and upload agree, and the listed id is posted',
    async (by, written) => {
      const dir = makeTempDir('ib-numeric-ids');
      const sandbox = await startTestSandbox({ advertiserShape: 'numeric-ids' });
      writeFileSync(join(dir, 'm.yaml'), mapping(by));
      writeFileSync(join(dir, 'in.csv'), `Advertiser,Number,Date,Currency,Total\n${written},N-1,2026-05-01,EUR,10\n`);
      const common = ['--journal', join(dir, 'journal.sqlite'), '--base-url', sandbox.baseUrl, '--out', join(dir, 'o')];
      expect(
        (await runCliInProcess(['advertisers', '--refresh', '--json', ...common.slice(0, 4)], { cwd: dir })).code,
      ).toBe(0);

      const validate = await runCliInProcess(['validate', 'in.csv', '--mapping', 'm.yaml', ...common], { cwd: dir });
      expect(validate.code, validate.stdout + validate.stderr).toBe(0);
      const upload = await runCliInProcess(['upload', 'in.csv', '--mapping', 'm.yaml', '--json', ...common], {
        cwd: dir,
      });
      expect(upload.stderr).toBe('');
      expect(JSON.parse(upload.stdout)).toMatchObject({ created: 1, rejected: 0 });
      expect(sandbox.instances().map((i) => i.payeeId)).toEqual(['100001']);
    },
    60_000,
  );

  it('the sandbox accepts only the spelling it lists', async () => {
    const dir = makeTempDir('ib-numeric-ids');
    const sandbox = await startTestSandbox({ advertiserShape: 'numeric-ids' });
    writeFileSync(join(dir, 'm.yaml'), mapping('id').replace(/advertisers:.*\n/, ''));
    writeFileSync(join(dir, 'in.csv'), 'Advertiser,Number,Date,Currency,Total\n0000100001,N-1,2026-05-01,EUR,10\n');
    const common = ['--journal', join(dir, 'journal.sqlite'), '--base-url', sandbox.baseUrl, '--out', join(dir, 'o')];
    const upload = await runCliInProcess(['upload', 'in.csv', '--mapping', 'm.yaml', '--json', ...common], {
      cwd: dir,
    });
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, rejected: 1 });
    expect(sandbox.instances()).toEqual([]);
  }, 60_000);
});
