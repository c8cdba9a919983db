import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;
const READ = { knownAdvertisers: ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

/** Net amounts in cents; the VAT is 15 %, and income tax (IR) of 2 % is withheld on every other row. */
const NETS = [100000, 45000, 230000, 12500, 76000, 51000];

/** A purchase detail with the net, the VAT, the total and the income tax withheld beside them. */
function detail(header: string[], name: string): string {
  const rows = [header.join('\t')];
  NETS.forEach((net, n) => {
    const vat = Math.round(net * 0.15);
    const ir = n % 2 === 1 ? Math.round(net * 0.02) : 0;
    const money = [net, vat, net + vat, ir].map((c) => (c / 100).toFixed(2));
    rows.push([`A-${n + 1}`, `${20 + n}/03/2024`, ADVERTISERS[n % 3]!.advertiserName, ...money].join('\t'));
  });
  const file = join(makeTempDir('infer-income-withheld'), name);
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('income tax withheld (IR) beside the net, the VAT and the total', () => {
  it.each([
    [
      'Spanish',
      [
        'Número de factura',
        'Fecha de Emisión',
        'Proveedor',
        'Monto sin IVA',
        'IVA Acreditable',
        'Monto Total',
        'Retención IR',
      ],
    ],
    ['French', ['N° facture', 'Date facture', 'Fournisseur', 'Montant HT', 'TVA', 'Montant TTC', 'Retenue IR']],
  ])('leaves the VAT as the Tax, and the total as the invoice amount (%s)', async (_, header) => {
    const file = detail(header, 'detalle.txt');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'NIO' });
    expect(yaml).toMatch(new RegExp(`^ {2}Tax: ${header[4]} `, 'm'));
    const mapping = await parseMapping(yaml, 'detalle.yaml');
    const read = [];
    for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice);
    expect(read.map((i) => i.problems)).toEqual(NETS.map(() => []));
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(read.map((i) => [cents(i.invoice!.Invoice_Amount), cents(i.invoice!.InvoiceItems[0]!.Tax!)])).toEqual(
      NETS.map((net) => [net + Math.round(net * 0.15), Math.round(net * 0.15)]),
    );
  });
});
