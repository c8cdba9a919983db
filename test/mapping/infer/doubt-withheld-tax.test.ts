import { describe, expect, it } from 'vitest';
import type { FieldDoubt } from '../../../src/mapping/infer/choose-fields.js';
import { doubtWithheldTax } from '../../../src/mapping/infer/doubt-withheld-tax.js';
import type { FieldLine } from '../../../src/mapping/infer/render-proposal.js';

/** The items' lines a proposal holds before the rule: an Amount and a Tax read from the tax column. */
function items(): FieldLine[] {
  return [
    { field: 'Amount', spec: 'Net', comment: 'from "Net"' },
    { field: 'Tax', spec: 'VAT', comment: 'from "VAT"' },
  ];
}

describe('a withholding column beside the tax leaves the Tax commented, with the reason', () => {
  // Headers of VAT withheld as real exports write them: GİB e-Fatura, Quipu, Italian and English registers.
  it.each([
    'KDV Tevkifat Tutarı',
    'Cuota retención',
    'Retención IVA',
    'Ritenuta',
    'Withholding Tax',
    'VAT withheld',
    'IVA Retenido',
    'Ret. IVA',
    'ITBIS Retenido',
    'IRPF',
  ])('"%s" beside the tax: Tax is a doubt naming it', (header) => {
    const lines = items();
    const doubts: FieldDoubt[] = [];
    doubtWithheldTax(lines, doubts, ['Net', 'VAT', header, 'Total']);
    expect(lines.map((l) => l.field)).toEqual(['Amount']);
    expect(doubts).toHaveLength(1);
    expect(doubts[0]).toMatchObject({ scope: 'items', field: 'Tax', spec: 'VAT' });
    expect(doubts[0]!.reason).toContain(`"${header}"`);
  });

  // Income tax withheld at source comes off the payment, not the VAT: the Tax stays.
  it.each([
    'Retención en la fuente',
    'Retención renta',
    'Income tax withheld',
    'Total',
    'Descuento',
    'WHT Amount',
    'PPh 23',
    'TDS Payable',
    'IVA No Retenido',
    'Retail',
  ])('"%s" beside the tax: Tax stays proposed', (header) => {
    const lines = items();
    const doubts: FieldDoubt[] = [];
    doubtWithheldTax(lines, doubts, ['Net', 'VAT', header]);
    expect(lines.map((l) => l.field)).toEqual(['Amount', 'Tax']);
    expect(doubts).toEqual([]);
  });
});
