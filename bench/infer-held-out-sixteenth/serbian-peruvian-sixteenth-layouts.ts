/**
 * Sixteenth held-out layouts of two e-invoice authorities: Serbia's SEF (Sistem e-faktura) list
 * of incoming invoices in Cyrillic, under title rows, dates as text with the Serbian closing dot,
 * gross before net, credit notes positive, rejected and cancelled invoices kept; and Peru's SUNAT
 * SIRE proposal of the purchase register (pipe-delimited, the series apart from the number, the
 * tax base split by destination, credit notes negative with the document they modify). Written
 * from each system's public documentation and the countries' VAT rules, without reading infer's
 * code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/**
 * SEF's incoming invoices (Улазне фактуре, Извоз у Excel) with the portal in Serbian Cyrillic: two
 * title rows and a blank one, then the supplier's invoice number and SEF's id of it, the document
 * type (Фактура; Књижно одобрење, a credit note, written positive; Авансна фактура, an advance
 * invoice), the issue, supply and due dates written as text DD.MM.YYYY. with the closing dot, the
 * seller's name, tax number (ПИБ) and registration number (МБ), the total with VAT before the
 * amount without it and the VAT, the currency, the status and its date. An invoice the buyer
 * rejected (Одбијено) is void and is sent again under the same number; one its seller cancelled
 * (Отказано) or reversed (Сторнирано) is void too. ПДВ 20 %, 10 %.
 */
export const sefUlazneFakture: CorpusLayout = {
  name: 'sef-ulazne-fakture',
  modelledOn:
    'SEF (Sistem e-faktura) Улазне фактуре XLSX export in Cyrillic under title rows: Број фактуре beside ИД фактуре, Врста документа Фактура / Књижно одобрење (positive) / Авансна фактура, Датум издавања / Датум промета / Рок плаћања text DD.MM.YYYY., Продавац, ПИБ, МБ, Укупан износ before Износ без ПДВ and Износ ПДВ, Валута RSD / EUR, Статус Прихваћено / Виђено / Одбијено / Отказано / Сторнирано (void ones kept), Датум статуса',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16505, 10, 6, ['RSD', 'RSD', 'EUR']).sort(byDate);
    const serbian = (d: (typeof invoices)[number]['date']) => `${dotted(d)}.`;
    const header = [
      'Број фактуре',
      'ИД фактуре',
      'Врста документа',
      'Датум издавања',
      'Датум промета',
      'Рок плаћања',
      'Продавац',
      'ПИБ продавца',
      'МБ продавца',
      'Укупан износ',
      'Износ без ПДВ',
      'Износ ПДВ',
      'Валута',
      'Статус',
      'Датум статуса',
    ];
    const rows: CorpusCell[][] = [
      ['Систем е-Фактура – Улазне фактуре'],
      ['Период: 01.01.2024. – 31.03.2024.'],
      [],
      header,
    ];
    // Dinar invoices run to a hundred times the corpus figure: advertising priced in Serbia.
    const dinars = (i: (typeof invoices)[number]) => i.netCents * (i.currency === 'RSD' ? 100 : 1);
    let id = 8120440;
    const push = (i: (typeof invoices)[number], index: number, type: string, status: string, net: number) => {
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      const tax = taxOf(net, rate);
      rows.push([
        type === 'Књижно одобрење' ? `KO-${i.number}` : i.number,
        id++,
        type,
        serbian(i.date),
        serbian(later(i.date, 1)),
        serbian(i.due),
        i.vendorName,
        String(100200300 + i.vendor * 1234567),
        String(17000000 + i.vendor * 98765),
        Number(money(net + tax)),
        Number(money(net)),
        Number(money(tax)),
        i.currency,
        status,
        serbian(later(i.date, 3 + (index % 4))),
      ]);
    };
    invoices.forEach((i, index) => {
      const type = index % 4 === 3 ? 'Књижно одобрење' : index === 4 ? 'Авансна фактура' : 'Фактура';
      // Rejected for a wrong purchase order number and sent again, the amounts unchanged.
      if (index % 3 === 1) push(i, index, type, 'Одбијено', dinars(i));
      push(i, index, type, index % 2 === 0 ? 'Прихваћено' : 'Виђено', dinars(i));
    });
    // Sent by mistake and withdrawn by their sellers: never invoices to pay.
    corpusInvoices(16506, 2, 6, ['RSD']).forEach((i, n) =>
      push(i, n, 'Фактура', n === 0 ? 'Отказано' : 'Сторнирано', dinars(i)),
    );
    return writeXlsx(dir, 'ulazne_fakture_2024Q1.xlsx', { 'Улазне фактуре': rows });
  },
};

/** A Peruvian RUC of a company: 20 and nine digits. */
const ruc = (vendor: number) => `20${String(501234560 + vendor * 13579247).slice(0, 9)}`;

/**
 * SUNAT's SIRE proposal of the purchase register (Registro de Compras Electrónico, Propuesta,
 * descargar TXT): pipe-delimited, a header row, the buyer's RUC and name and the period on every
 * row, the CAR (the supplier's RUC, document type, series and number, the register's key), the
 * issue and due dates (DD/MM/YYYY), the document type (01 factura; 07 nota de crédito, its
 * amounts negative, with the type, series and number of the document it modifies), the series
 * (F001) apart from the number, the supplier's document type (6, RUC), number and name, the tax
 * base and IGV by destination (taxed operations, mixed, untaxed), the value of untaxed purchases,
 * ISC, ICBPER and other charges, the total, the currency and the exchange rate. IGV 18 %, 10 %.
 */
export const sunatSirePropuestaRce: CorpusLayout = {
  name: 'sunat-sire-propuesta-rce',
  modelledOn:
    'SUNAT SIRE Registro de Compras propuesta TXT, pipes: RUC and Razón social of the buyer and Periodo on every row, CAR SUNAT, Fecha de emisión and Fecha Vcto/Pago DD/MM/YYYY, Tipo CP/Doc. 01 / 07 (negative), Serie del CDP apart from Nro CP, Tipo Doc Identidad 6, Nro Doc Identidad (RUC) beside the supplier name, BI Gravado DG / DGNG / DNG with their IGV, Valor Adq. NG, ISC, ICBPER, Otros Trib, Total CP, Moneda PEN / USD, Tipo de Cambio, the modified document of a credit note',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16607, 10, 6, ['PEN', 'PEN', 'USD']).sort(byDate);
    const header = [
      'RUC',
      'Apellidos y Nombres o Razón social',
      'Periodo',
      'CAR SUNAT',
      'Fecha de emisión',
      'Fecha Vcto/Pago',
      'Tipo CP/Doc.',
      'Serie del CDP',
      'Año',
      'Nro CP o Doc. Nro Inicial (Rango)',
      'Nro Final (Rango)',
      'Tipo Doc Identidad',
      'Nro Doc Identidad',
      'Apellidos Nombres/ Razón Social',
      'BI Gravado DG',
      'IGV / IPM DG',
      'BI Gravado DGNG',
      'IGV / IPM DGNG',
      'BI Gravado DNG',
      'IGV / IPM DNG',
      'Valor Adq. NG',
      'ISC',
      'ICBPER',
      'Otros Trib/ Cargos',
      'Total CP',
      'Moneda',
      'Tipo de Cambio',
      'Fecha Emisión Doc Modificado',
      'Tipo CP Modificado',
      'Serie CP Modificado',
      'Nro CP Modificado',
    ];
    const rows: CorpusCell[][] = [header];
    const numbers = new Map<string, number>();
    invoices.forEach((i, index) => {
      const credit = index % 4 === 2;
      const sign = credit ? -1 : 1;
      const type = credit ? '07' : '01';
      const serie = credit ? `FC0${1 + (i.vendor % 2)}` : `F00${1 + (i.vendor % 3)}`;
      const key = `${i.vendor}-${serie}`;
      numbers.set(key, (numbers.get(key) ?? 1000 + i.vendor * 311) + 1 + (index % 4));
      const numero = String(numbers.get(key));
      const exonerated = i.lines[0]!.ratePercent === 0;
      const rate = localRate(i.lines[0]!.ratePercent, 18, 10);
      const net = sign * i.netCents;
      const igv = taxOf(net, rate);
      // Mixed destination: a purchase used for taxed and untaxed sales alike.
      const mixed = !exonerated && i.vendor === 1;
      const zero = money(0);
      rows.push([
        '20512345678',
        'AGENCIA PUBLICITARIA ANDINA S.A.C.',
        `2024${String(i.date.m).padStart(2, '0')}`,
        `${ruc(i.vendor)}${type}${serie}${numero.padStart(10, '0')}`,
        slashed(i.date),
        slashed(i.due),
        type,
        serie,
        '',
        numero,
        '',
        '6',
        ruc(i.vendor),
        i.vendorName,
        exonerated || mixed ? zero : money(net),
        exonerated || mixed ? zero : money(igv),
        mixed ? money(net) : zero,
        mixed ? money(igv) : zero,
        zero,
        zero,
        exonerated ? money(net) : zero,
        zero,
        zero,
        zero,
        money(net + igv),
        i.currency,
        i.currency === 'USD' ? (3.7 + (index % 5) / 100).toFixed(3) : '1.000',
        credit ? slashed({ ...i.date, d: Math.max(1, i.date.d - 5) }) : '',
        credit ? '01' : '',
        credit ? `F00${1 + (i.vendor % 3)}` : '',
        credit ? String(900 + index) : '',
      ]);
    });
    return writeCsv(dir, 'LE20512345678202403008140000OIL1.txt', rows, '|');
  },
};
