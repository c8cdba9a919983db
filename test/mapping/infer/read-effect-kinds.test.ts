/**
 * Kinds of fiscal vouchers by their effect on the issuer (Mexico's CFDI catalogue, as its portal
 * and the packages that read it write them): Egreso beside Ingreso is a credit note; Pago, Traslado
 * and Nómina are no invoices; letters only where the header names a kind.
 */
import { describe, expect, it } from 'vitest';
import { readEffectKinds } from '../../../src/mapping/infer/read-effect-kinds.js';

describe('the effects of a voucher kind column', () => {
  it.each([
    [['Ingreso', 'Egreso', 'Pago'], false, ['Egreso'], ['Pago']],
    [['INGRESO', 'EGRESO'], false, ['EGRESO'], []],
    [['Ingreso', 'Traslado', 'Nómina'], false, [], ['Traslado', 'Nómina']],
    [['I - Ingreso', 'E - Egreso', 'P - Pago'], false, ['E - Egreso'], ['P - Pago']],
    [['I', 'E', 'P', 'T'], true, ['E'], ['P', 'T']],
  ])('%j (letters read: %s): credits %j, not invoices %j', (values, letters, credits, notInvoices) => {
    expect(readEffectKinds(values, letters)).toEqual({ credits, notInvoices });
  });

  it.each([
    // A cash book's outflows without an Ingreso beside them, and other kinds beside the effects.
    [['Egreso', 'Pago'], false],
    [['Ingreso', 'Egreso', 'Factura'], false],
    // Letters under a header that names no kind, and a letter that contradicts its word.
    [['I', 'E'], false],
    [['I - Egreso', 'E - Ingreso'], false],
    [['Ingreso'], false],
  ])('%j (letters read: %s) is no effect column', (values, letters) => {
    expect(readEffectKinds(values, letters)).toBeUndefined();
  });
});
