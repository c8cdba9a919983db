/**
 * Headers of the Russian-language e-invoice registers of Kazakhstan (the ESF journal), Belarus
 * (the ЭСЧФ register) and Uzbekistan (Didox, Faktura.uz): the state system's registration number is the document's own
 * identity, the number of the supplier's accounting system the number printed on the invoice, and
 * the money columns say whether the indirect taxes are in. Each names its field alone, spelled any
 * way an export spells it.
 */
import { describe, it } from 'vitest';
import { checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['Регистрационный номер', 'InvoiceId'],
  ['Регистрационный номер ЭСФ', 'InvoiceId'],
  ['Номер учетной системы', 'Invoice_Number'],
  ['Номер ЭСФ в учетной системе', 'Invoice_Number'],
  // Belarus' register of ЭСЧФ (vat.gov.by): the electronic VAT invoice's number, the supplier's УНП in it.
  ['Номер ЭСЧФ', 'Invoice_Number'],
  ['Номер электронного счета-фактуры', 'Invoice_Number'],
  // Kyrgyzstan's register of received ESF (esf.salyk.kg): the series and number the state system gives.
  ['Серия и номер ЭСФ', 'InvoiceId'],
  ['Стоимость товаров без косвенных налогов', 'Amount'],
  ['Стоимость с учетом косвенных налогов', 'Invoice_Amount'],
  ['Сумма НДС', 'Tax'],
  ['НДС сумма', 'Tax'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => h.toUpperCase(),
  (h) => h.toLowerCase(),
  (h) => h.replace(/учет/g, 'учёт'),
  (h) => h.replace(/ /g, '_'),
  (h) => ` ${h} `,
];

describe('header words of Kazakh and Uzbek e-invoice registers', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 200);
  });
});
