/**
 * A column named the total of the document (`Total comprobante`, `TotalComprobante`, `Invoice
 * Total`, `Total documento`) is the invoice's gross, beside any column of a net or a sale's value
 * (`Total venta neta`, `Total neto`, `Net Total`): a tax portal's list writes both, and the net one
 * is never the amount to post. Each header is as real exports write it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerCandidates } from '../../../src/mapping/infer/match-headers.js';
import { namesDocumentTotal } from '../../../src/mapping/infer/read-gross-header.js';

const DOCUMENT_TOTALS = [
  'Total comprobante',
  'TotalComprobante',
  'TOTAL_COMPROBANTE',
  'Total documento',
  'Total del documento',
  'Total factura',
  'Total de la factura',
  'Invoice Total',
  'Document Total',
  'Voucher Total',
  'Total facture',
  'Totale documento',
  'Total fatura',
];

const NET_OR_SALE = [
  'Total venta neta',
  'TotalVentaNeta',
  'Total neto',
  'Net Total',
  'Total gravado',
  'Total venta',
  'Total mercancías gravadas',
  'Subtotal',
];

const NOT_DOCUMENT_TOTALS = [
  'Invoice Total Exclusive',
  'Invoice Total Excluding VAT',
  'Invoice Total (excl. VAT)',
  'Total Invoice Before Tax',
  'Total facture hors taxes',
  'Rechnung Gesamt exkl. MwSt',
  'Totale documento senza IVA',
  'Factuur totaal zonder btw',
  'Total venta neta',
  'Total impuesto',
  'Total IVA',
  'Total descuentos',
  'Documento',
  'Total',
];

describe('a header naming the total of the document', () => {
  it('is the invoice amount beside a net or sale total, whichever comes first', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DOCUMENT_TOTALS),
        fc.constantFrom(...NET_OR_SALE),
        fc.boolean(),
        (total, net, netFirst) => {
          const headers = netFirst ? [net, 'Total impuesto', total] : [total, 'Total impuesto', net];
          const best = headerCandidates(headers).find((c) => c.scope === 'invoice' && c.field === 'Invoice_Amount');
          expect(best?.header).toBe(total);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is read only where the words say total and document, and nothing of net, tax or a part', () => {
    for (const h of DOCUMENT_TOTALS) expect(namesDocumentTotal(h), h).toBe(true);
    for (const h of NOT_DOCUMENT_TOTALS) expect(namesDocumentTotal(h), h).toBe(false);
  });
});
