/**
 * The currency of a file without a currency column, where the file itself says it: the one
 * currency sign its amounts are written with, a code or one-currency sign in a header (`Total
 * (AUD)`, `Kwota (zł)`), or words only one currency area writes (see `readCurrencyWords`). A
 * language several countries share (French `TVA`, German `MwSt`, Spanish `IVA`, Portuguese,
 * English) is no evidence: those files get a comment that says what to write, never a guess. A tax
 * id or VAT rate only one country writes is (see `valueCurrencies`). A
 * currency the user gives (`--currency`) is taken as given. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import type { FieldDoubt } from './choose-fields.js';
import type { FieldLine } from './render-proposal.js';
import { proposeCurrency } from './sample-values.js';
import { headerCurrencies, namedCurrency, wordCurrencies, type CurrencyEvidence } from './read-currency-words.js';
import { valueCurrencies } from './read-tax-id-currency.js';
import { withholdingCurrencies } from './read-withholding-currency.js';
import { countryCurrencies, francCfa, titleCurrencies } from './read-title-currency.js';
import { titleCodes } from './read-title-code.js';
import { noCurrencyCodeDoubt } from './read-no-currency-code.js';
import { headerCandidates } from './match-headers.js';
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { holdsStrayCurrency } from './read-stray-currency.js';
import { dollarCurrency, writtenWithBareDollar } from './read-dollar-sign.js';
import { columnSignCurrencies } from './read-column-sign-currency.js';

export interface CurrencyProposal {
  line?: FieldLine | undefined;
  doubt?: FieldDoubt | undefined;
}

const quoted = (headers: readonly string[]) => headers.map((h) => `"${h}"`).join(', ');

/** What to write when nothing in the file names its currency. */
const ASK =
  "write the ISO code of the amounts' currency, e.g. { value: EUR }, or run mapping infer again with --currency <code>";

/** The CurrencyCode line of a file without a currency column, or the comment that asks for it; `above`: the rows above the header. */
export function proposeCurrencyValue(
  amountTexts: readonly string[],
  headers: readonly string[],
  given?: string,
  columns: Parameters<typeof valueCurrencies>[0] = [],
  above: readonly SheetRow[] = [],
): CurrencyProposal {
  if (given)
    return {
      line: {
        field: 'CurrencyCode',
        spec: `{ value: ${given} }`,
        comment: 'no currency column; given with --currency',
      },
    };
  // The sign the amounts are written with says what they are in, whatever the words around them.
  const signed = proposeCurrency(amountTexts);
  // `$` alone is the sign of some twenty currencies: the rest of the file must say which.
  const dollar = signed !== undefined && writtenWithBareDollar(amountTexts);
  if (signed && !dollar)
    return {
      line: {
        field: 'CurrencyCode',
        spec: `{ value: ${signed} }`,
        comment: 'no currency column; amounts are written with its sign',
      },
    };
  // A currency column that names one currency by its name rather than its code.
  const named = namedCurrency(columns);
  if (named)
    return {
      line: {
        field: 'CurrencyCode',
        spec: `{ value: ${named.currency} }`,
        comment: `${quoted(named.headers)}: ${named.why}`,
      },
    };
  // A currency column of several codes, some not ISO 4217's (TRL beside USD, PES beside DOL): the
  // invoices' currencies differ, or are a system's own codes; no one value is safe, and the column needs a formula.
  const currencyColumns = new Set(
    headerCandidates(columns.map((c) => c.header))
      .filter((c) => c.field === 'CurrencyCode')
      .map((c) => c.index),
  );
  const mixed = columns.find((c, index) => {
    const codes = new Set(c.texts.filter((t): t is string => t !== undefined && /^[A-Z]{3}$/.test(t.trim())));
    const own = [...codes].some((code) => !isIsoCurrency(code));
    return currencyColumns.has(index) && codes.size >= 2 && own && !holdsStrayCurrency(c.texts);
  });
  if (mixed) {
    const codes = [...new Set(mixed.texts.filter((t): t is string => t !== undefined))];
    const odd = codes.find((code) => !isIsoCurrency(code))!;
    const reason = `"${mixed.header}" holds several currency codes, not all of them ISO 4217's (${codes.slice(0, 4).join(', ')}): write a formula that turns each into its ISO code, e.g. { formula: 'IF([${mixed.header}] = "${odd}", "<its ISO code>", [${mixed.header}])' }`;
    return { doubt: { scope: 'invoice', field: 'CurrencyCode', headers: [mixed.header], reason } };
  }
  // A column of codes writing XXX (no currency) where an invoice is in the book's own currency: a formula to complete.
  const none = noCurrencyCodeDoubt(columns);
  if (none) return { doubt: none };
  // Titles and group headers above the header say it too: `Montants (FCFA)`, `BOTSWANA UNIFIED REVENUE SERVICE`.
  const titles = above.flatMap((r) => r.cells.map((c) => cellText(c).trim()).filter((t) => t !== ''));
  // A code or sign the title writes outright wins over the countries and words it names.
  const codes = titleCodes(titles);
  const coded = [...new Set(codes.map((e) => e.currency))];
  if (coded.length === 1 && !dollar)
    return {
      line: {
        field: 'CurrencyCode',
        spec: `{ value: ${coded[0]} }`,
        comment: `no currency column; ${quoted(codes[0]!.headers)}: ${codes[0]!.why}`,
      },
    };
  const written = [...titles, ...headers];
  const evidence: CurrencyEvidence[] = [
    ...headerCurrencies(headers),
    ...wordCurrencies(headers),
    ...withholdingCurrencies(headers),
    ...valueCurrencies(columns),
    ...columnSignCurrencies(columns),
    ...titleCurrencies(written),
    ...codes,
  ];
  // A country named is a second piece of evidence (the franc CFA's zone, the dollar's country), never enough alone.
  const byCountry = countryCurrencies(written);
  evidence.push(...byCountry.filter((c) => c.filed));
  const countries = byCountry.filter((c) => !c.filed);
  const cfa = francCfa(written, [...evidence, ...countries]);
  if (cfa.evidence) evidence.push(cfa.evidence, ...countries.filter((c) => c.currency === cfa.evidence!.currency));
  if (cfa.ask && evidence.length === 0)
    return { doubt: { scope: 'invoice', field: 'CurrencyCode', headers: [], spec: '{ value: ... }', reason: cfa.ask } };
  if (dollar) return dollarCurrency([...evidence, ...countries], columns);
  const suggested = [...new Set(countries.map((e) => e.currency))];
  if (evidence.length === 0 && suggested.length === 1) {
    const why = countries.map((e) => `${quoted(e.headers)}: ${e.why}`).join('; ');
    const reason = `no currency column; ${why}, and a country's name alone does not say the amounts' currency: check it`;
    return {
      doubt: { scope: 'invoice', field: 'CurrencyCode', headers: [], spec: `{ value: ${suggested[0]} }`, reason },
    };
  }
  const currencies = [...new Set([...evidence, ...countries].map((e) => e.currency))];
  if (currencies.length === 1) {
    const why = evidence.map((e) => `${quoted(e.headers)}: ${e.why}`).join('; ');
    return {
      line: { field: 'CurrencyCode', spec: `{ value: ${currencies[0]} }`, comment: `no currency column; ${why}` },
    };
  }
  const all = [...evidence, ...countries];
  const reason =
    currencies.length === 0
      ? `no currency column, and nothing in the file says which currency its amounts are in: ${ASK}`
      : `no currency column, and the file points to several currencies (${all.map((e) => `${e.currency}: ${e.why}`).join('; ')}): ${ASK}`;
  return { doubt: { scope: 'invoice', field: 'CurrencyCode', headers: [], spec: '{ value: ... }', reason } };
}
