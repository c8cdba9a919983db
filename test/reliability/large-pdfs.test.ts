/**
 * Large PDF attachments: invoices whose PDFs are just under the default size limit (20 MiB) are
 * posted to the tool's own sandbox and created, none refused with 413 (the base64 body is a third
 * larger than the PDF). Needs the compiled CLI: npm run build.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PDF_BYTES } from '../../src/invoice/pdf-size.js';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { createCliSession } from './cli-session.js';
import { SCALE } from './reliability-scale.js';

const session = createCliSession('rel-pdfs');
const lines: string[] = [];
afterAll(() => {
  for (const line of lines) console.log(line);
});

const MAPPING = `invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Total
attachments:
  column: PDF File
  baseDir: pdfs
`;

describe('large PDF attachments', () => {
  it('posts invoices with PDFs just under the default limit to the sandbox: all created, none refused as too large', async () => {
    const count = SCALE.name === 'full' ? 30 : 3;
    const dir = join(session.root, 'pdfs-run');
    mkdirSync(join(dir, 'pdfs'), { recursive: true });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(DEFAULT_MAX_PDF_BYTES - 64 * 1024)]);
    const rows = ['Vendor,Number,Date,Currency,Total,PDF File'];
    for (let i = 1; i <= count; i += 1) {
      writeFileSync(join(dir, 'pdfs', `inv-${i}.pdf`), pdf);
      rows.push(`0000100001,BIGPDF-${i},2025-01-31,EUR,10.00,inv-${i}.pdf`);
    }
    writeFileSync(join(dir, 'big.csv'), `${rows.join('\n')}\n`);
    writeFileSync(join(dir, 'm.yaml'), MAPPING);
    const sandbox = await startSandbox({ apiKeys: [session.apiKey] });
    try {
      const upload = await session.run([
        'upload',
        join(dir, 'big.csv'),
        '--mapping',
        join(dir, 'm.yaml'),
        '--base-url',
        sandbox.baseUrl,
        '--profile',
        'sandbox',
        '--journal',
        join(dir, 'journal.sqlite'),
        '--out',
        join(dir, 'out'),
        '--json',
      ]);
      expect(upload.stderr).toBe('');
      expect(JSON.parse(upload.stdout)).toMatchObject({ created: count, failed: 0, inDoubt: 0 });
      lines.push(
        `large PDFs: ${count} invoices with ${(pdf.length / 1024 / 1024).toFixed(2)} MiB PDFs created in ${(upload.durationMs / 1000).toFixed(1)} s`,
      );
    } finally {
      await sandbox.close();
    }
  });
});
