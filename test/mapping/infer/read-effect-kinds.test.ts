/**
 * Kinds of fiscal vouchers by their effect on the issuer (Mexico's CFDI catalogue, as its portal
 * and the packages that read it write them): Egreso beside Ingreso is a credit note; Pago, Traslado
 * and Nómina are no invoices. Read only where the header names the voucher or the sheet lists
 * CFDIs (a folio fiscal); a cash book's Ingreso/Egreso, income and expense, are no vouchers.
 */
import { describe, expect, it } from 'vitest';
import { listsVouchers, readEffectKinds } from '../../../src/mapping/infer/read-effect-kinds.js';

describe('the effects of a voucher kind column', () => {
  it.each([
    [['Ingreso', 'Egreso', 'Pago'], 'Efecto del Comprobante', false, ['Egreso'], ['Pago']],
    [['INGRESO', 'EGRESO'], 'Tipo de comprobante', false, ['EGRESO'], []],
    [['Ingreso', 'Traslado', 'Nómina'], 'TipoDeComprobante', false, [], ['Traslado', 'Nómina']],
    [['I - Ingreso', 'E - Egreso', 'P - Pago'], 'Tipo CFDI', false, ['E - Egreso'], ['P - Pago']],
    [['I', 'E', 'P', 'T'], 'Efecto', false, ['E'], ['P', 'T']],
    // Under a plain header, where a column of folios fiscales says the rows are CFDIs.
    [['Ingreso', 'Egreso'], 'Tipo', true, ['Egreso'], []],
    [['I', 'E', 'P'], 'Tipo', true, ['E'], ['P']],
  ])('%j under "%s" (CFDIs: %s): credits %j, not invoices %j', (values, header, vouchers, credits, notInvoices) => {
    expect(readEffectKinds(values, header, vouchers)).toEqual({ credits, notInvoices });
  });

  it.each([
    // A cash book's outflows without an Ingreso beside them, and other kinds beside the effects.
    [['Egreso', 'Pago'], 'Efecto', false],
    [['Ingreso', 'Egreso', 'Factura'], 'Efecto', false],
    // A cash book's income and expenses, even beside CFDI evidence (RFCs, folios).
    [['Ingreso', 'Egreso'], 'Tipo de movimiento', true],
    [['Ingreso', 'Egreso'], 'Movimiento de caja', false],
    [['Ingreso', 'Egreso'], 'Tipo', false],
    // National, import and transfer codes under a plain header: letters need a voucher's header or folio.
    [['N', 'I', 'T'], 'Tipo', false],
    [['I', 'E'], 'Clave', false],
    // A letter that contradicts its word, and an invoice alone.
    [['I - Egreso', 'E - Ingreso'], 'Efecto', false],
    [['Ingreso'], 'Efecto', false],
  ])('%j under "%s" (CFDIs: %s) is no effect column', (values, header, vouchers) => {
    expect(readEffectKinds(values, header, vouchers)).toBeUndefined();
  });
});

describe('a sheet that lists CFDIs', () => {
  const uuid = (i: number) => `6f1c2a3b-0d4e-4f5a-8b6c-${String(100000000000 + i)}`;

  it('is told by a column of folios fiscales (UUIDs), under any header', () => {
    const folios = Array.from({ length: 6 }, (_, i) => uuid(i));
    expect(listsVouchers([{ texts: ['A-1'] }, { texts: folios }])).toBe(true);
    expect(listsVouchers([{ texts: [undefined, uuid(1)] }])).toBe(true);
  });

  it('is not told by RFCs, folios or a header alone', () => {
    const columns = [
      { texts: ['AAA010101100A', 'AAA010101101A'] },
      { texts: ['F-100', 'F-101'] },
      { texts: [undefined, undefined] },
    ];
    expect(listsVouchers(columns)).toBe(false);
  });
});
