/**
 * A document number that counts within a series written in the column beside it (Greek `Σειρά`
 * and `Αριθμός`, Iberian `Serie` and `Número`, Russian `Серия` and `Номер`): the number alone
 * repeats from one series to the next, so the invoice's number is the series and the number
 * together, and an id of the number alone is no id. Only a number that is a bare count: one
 * written with its own prefix (`INV-2024-0012`) names the invoice without its series. Pure.
 */
import { foldText } from '../fold-text.js';
import type { FieldDoubt } from './choose-fields.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { numberBesideSeries } from './find-series-beside-id.js';
import { namesInternalId } from './read-header-meaning.js';

// `Series`, `Serie`, `Série`, `Σειρά`, `Серия`, `Seria`, `Sarja`, `Serija`, `Szeria`, `Serie documento`,
// Turkish `Seri`, Georgian `სერია`, Kazakh `Сериясы`, Azerbaijani `Seriya`, Armenian `Սերիա`.
const SERIES_HEADER =
  /^(?:seri[eaj]?s?|serija|seriya|sarja|szeria|σειρα|серия|сериясы|სერია|սերիա|серия документа|serie documento|series? no)$/;
// Vietnam's e-invoice symbol (`Ký hiệu`, `Ký hiệu hóa đơn`, C24TAA): a series the invoice prints apart
// from its number, so it is in the id, and the number stays as printed.
const SYMBOL_HEADER = /^(?:kyhieu|kyhieuhoadon)$/;
// A point of sale numbers its own documents (Argentina's `Pto. Venta` 00003 before `Número`
// 00001234, written 0003-00001234), as a prefix does (`Prefijo`, `Prefix`): joined with a hyphen.
const SALES_POINT_HEADER = /^(?:ptovta|ptoventa|puntodeventa|puntoventa|ptodeventa|prefijo|prefixo|prefix)$/;
const SERIES_VALUE = /^[\p{L}\p{N}][\p{L}\p{N}/-]{0,7}$/u;

// The document a series is of, named beside it: `Sąskaitos serija`, `Invoice Series`, `Serie factura`, `Seria faktury`.
const DOCUMENT_WORD =
  /^(?:invoice|invoices|document|doc|factura|facturii|fattura|fatura|faktury|faktura|saskaitos|dokumento|dokumentu)$/;

/** True when the header is a series word with words of the document it is of, in either order. */
function namesDocumentSeries(header: string): boolean {
  const words = foldText(header)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const at = words.findIndex((w) => SERIES_HEADER.test(w));
  return at >= 0 && words.length > 1 && words.every((w, i) => i === at || DOCUMENT_WORD.test(w));
}

/**
 * A column named a series (or a point of sale): short codes that repeat over the rows. A column
 * named just a series may hold one per document (Guatemala's FEL): its name is evidence enough.
 */
const isSeries = (p: ColumnProfile) => {
  const bare = SERIES_HEADER.test(headerKey(p.header).replace(/\s+/g, ' '));
  return (
    (bare ||
      namesDocumentSeries(p.header) ||
      SALES_POINT_HEADER.test(headerKey(p.header)) ||
      SYMBOL_HEADER.test(headerKey(p.header))) &&
    p.filled >= 3 &&
    (p.distinct < p.filled || bare) &&
    p.texts.every((t) => t === undefined || SERIES_VALUE.test(t.trim()))
  );
};

/** The series column beside `number`. */
function seriesBeside(number: ColumnProfile, profiles: readonly ColumnProfile[]): ColumnProfile | undefined {
  return profiles.find((p) => Math.abs(p.index - number.index) === 1 && isSeries(p));
}

export interface JoinedSeries {
  invoice: FieldLine[];
  doubts: FieldDoubt[];
}

/** Invoice_Number as series and number where the number's column has a series beside it; an id of the number alone a doubt. */
export function joinSeries(written: readonly FieldLine[], profiles: readonly ColumnProfile[]): JoinedSeries {
  // Where no column was read as the number, a count beside a series is it.
  const invoice = numberBesideSeries(written, profiles, isSeries);
  const numberLine = invoice.find((l) => l.field === 'Invoice_Number');
  const number = numberLine && profiles.find((p) => yamlScalar(p.header) === numberLine.spec);
  // A count restarts in each series; a number written with its own prefix or year (`INV-2024-0012`) names the invoice alone.
  const counts = number && number.texts.every((t) => t === undefined || /^\d{1,10}$/.test(t.trim()));
  // The exporting system's id counts its records, not a series' documents.
  const series = counts && !namesInternalId(number.header) && seriesBeside(number, profiles);
  if (!numberLine || !number || !series) return { invoice: [...invoice], doubts: [] };
  const between = SALES_POINT_HEADER.test(headerKey(series.header)) ? '-' : ' ';
  const template = `{${series.header}}${between}{${number.header}}`;
  const printedApart = SYMBOL_HEADER.test(headerKey(series.header));
  const joined = invoice.map((l) =>
    l === numberLine && printedApart
      ? { ...l, comment: `${l.comment}; printed apart from the symbol "${series.header}", which the id holds` }
      : l === numberLine
        ? {
            field: l.field,
            spec: `{ template: ${JSON.stringify(template)} }`,
            comment: `"${number.header}" counts within the series "${series.header}" beside it: the number is both`,
          }
        : l,
  );
  const id = joined.find((l) => l.field === 'InvoiceId' && l.spec === numberLine.spec);
  // An id built of the supplier and the number needs the series too: the number repeats from one series to the next.
  const numberPart = `{${number.header}}`;
  if (!id)
    return {
      invoice: joined.map((l) =>
        l.field === 'InvoiceId' && l.spec.includes(numberPart) && !l.spec.includes(`{${series.header}}`)
          ? { ...l, spec: l.spec.replace(numberPart, `{${series.header}}-${numberPart}`) }
          : l,
      ),
      doubts: [],
    };
  return {
    invoice: joined.filter((l) => l !== id),
    doubts: [
      {
        scope: 'invoice',
        field: 'InvoiceId',
        headers: [number.header],
        reason: `"${number.header}" repeats from one series of "${series.header}" to the next, and between suppliers: an id needs the supplier, the series and the number, e.g. { template: "{<supplier's tax number>}-{${series.header}}-{${number.header}}" }`,
      },
    ],
  };
}
