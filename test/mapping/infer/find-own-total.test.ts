/**
 * A file whose total column no header word names (Angola's `Valor da Factura`, Clear Books' `Bill
 * Total` beside each line's `Gross`): where the lines' net and tax add up to it on every invoice,
 * it is the invoice amount (what the supplier billed), not the lines' sum; where they do not, it
 * is not proposed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  invoice?: Record<string, unknown>;
  checks?: { sumLines?: string };
}
const money = (cents: number) => (cents / 100).toFixed(2);
const SUPPLIERS = ['Alpha Lda', 'Beta SA', 'Gama Lda'];

function write(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('own-total'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n`);
  return file;
}

/**
 * One row per document, Portuguese headers: the taxable value, its VAT at 14 % and the document's
 * value (or what the last column is headed `last`); `less` withholds 6.5 % of the net from it.
 */
function annex(less: boolean, last = 'Valor da Factura'): string {
  const rows = [['Nº do Documento', 'Nome / Firma', 'Data do Documento', 'Base Tributável', 'IVA', last]];
  for (let i = 0; i < 10; i++) {
    const net = 120000 + i * 7315;
    const vat = i % 4 === 3 ? 0 : Math.round(net * 0.14);
    const total = net + vat - (less ? Math.round(net * 0.065) : 0);
    rows.push([
      `FT A2024/${40 + i}`,
      SUPPLIERS[i % 3]!,
      `${String(4 + i).padStart(2, '0')}/02/2024`,
      money(net),
      money(vat),
      money(total),
    ]);
  }
  return write(rows);
}

/**
 * One row per bill line, English headers, the bill's total (or what `last` heads) repeated on its
 * lines, beside each line's gross unless `gross` is false.
 */
function bills(last = 'Bill Total', gross = true): string {
  const rows = [['Bill No.', 'Supplier', 'Date', 'Description', 'Net', 'VAT', ...(gross ? ['Gross'] : []), last]];
  for (let b = 0; b < 6; b++) {
    const lines = Array.from({ length: 2 + (b % 3) }, (_, l) => 5000 + b * 1210 + l * 733);
    const total = lines.reduce((s, n) => s + n + Math.round(n * 0.2), 0);
    for (const [l, net] of lines.entries()) {
      const vat = Math.round(net * 0.2);
      const day = `${String(3 + b).padStart(2, '0')}/01/2024`;
      rows.push([
        `PUR000${12 + b}`,
        SUPPLIERS[b % 3]!,
        day,
        `Item ${l + 1}`,
        money(net),
        money(vat),
        ...(gross ? [money(net + vat)] : []),
        money(total),
      ]);
    }
  }
  return write(rows);
}

describe('mapping infer and a total column no header word names', () => {
  it('maps the document value the taxable value and VAT add up to, one row per document (Portuguese)', async () => {
    const proposal = parse(await inferMapping(annex(false))) as Proposal;
    expect(proposal.invoice?.Invoice_Amount).toBe('Valor da Factura');
    expect(proposal.checks?.sumLines).toBe('gross');
  });

  it("maps the bill total the lines add up to, not each line's gross nor the lines' sum (English)", async () => {
    const proposal = parse(await inferMapping(bills())) as Proposal;
    expect(proposal.invoice?.Invoice_Amount).toBe('Bill Total');
    expect(proposal.checks?.sumLines).toBe('gross');
  });

  it('does not map a column the lines do not add up to (a total less withholding)', async () => {
    const proposal = parse(await inferMapping(annex(true))) as Proposal;
    expect(proposal.invoice?.Invoice_Amount).not.toBe('Valor da Factura');
  });

  // Paid in full on every sampled row, a payment column adds up like a total; the next partly paid
  // or unpaid invoice would then differ from its lines and be refused: a payment is never the total.
  const SETTLED = ['Valor Pago', 'Pagamento', 'Saldo', 'Valor Retido', 'Importe pagado', 'Bezahlt', 'Paid'];
  for (const header of SETTLED) {
    it(`does not map "${header}" as the document's total, one row per document`, async () => {
      const proposal = parse(await inferMapping(annex(false, header))) as Proposal;
      expect(proposal.invoice?.Invoice_Amount).not.toBe(header);
    });
  }

  it("maps the bill total the lines add up to where no line's gross is given (English)", async () => {
    const proposal = parse(await inferMapping(bills('Bill Total', false))) as Proposal;
    expect(proposal.invoice?.Invoice_Amount).toBe('Bill Total');
  });

  for (const header of ['Amount paid', 'Balance due', 'Outstanding', 'Amount settled', 'Tax withheld']) {
    it(`does not map "${header}" repeated on a bill's lines as the bill's total (English)`, async () => {
      const proposal = parse(await inferMapping(bills(header, false))) as Proposal;
      expect(proposal.invoice?.Invoice_Amount).not.toBe(header);
    });
  }
});
