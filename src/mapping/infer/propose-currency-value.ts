/**
 * The currency of a file without a currency column, where it is certain: the one currency sign its
 * amounts are written with, or a tax word only one country's exports write (Norway's `MVA`,
 * Finland's `ALV`, Italy's `P.IVA`, `Imponibile` and SDI). A language several countries share
 * (French `TVA`, German `MwSt`, Spanish `IVA`) is no evidence: those files get no value. Pure.
 */
import type { FieldLine } from './render-proposal.js';
import { headerKey } from './match-headers.js';
import { proposeCurrency } from './sample-values.js';

/** Header words, compared as `headerKey` compares them, that name one country's tax, and its currency. */
const COUNTRY_WORDS: readonly { words: RegExp; currency: string; why: string }[] = [
  // Merverdiavgift: Norway's VAT; Denmark and Sweden write moms.
  { words: /^mva|mva$|mvasats|mvakode|inklmva|eksmva/, currency: 'NOK', why: "MVA is Norway's VAT" },
  // Arvonlisävero: Finland's VAT, whose currency is the euro.
  { words: /^alv|alv$|alvprosentti|alvmaara/, currency: 'EUR', why: "ALV is Finland's VAT" },
  // Partita IVA, imponibile and the SDI exchange are Italy's; Swiss Italian writes numero IVA.
  {
    words: /^piva$|partitaiva|imponibile|^statosdi$|^sdi$/,
    currency: 'EUR',
    why: "P.IVA, Imponibile and SDI are Italy's",
  },
];

/** The CurrencyCode line of a file without a currency column, or undefined where nothing makes it certain. */
export function proposeCurrencyValue(
  amountTexts: readonly string[],
  headers: readonly string[],
): FieldLine | undefined {
  const signed = proposeCurrency(amountTexts);
  if (signed)
    return {
      field: 'CurrencyCode',
      spec: `{ value: ${signed} }`,
      comment: 'no currency column; amounts are written with its sign',
    };
  const keys = headers.map(headerKey);
  const found = COUNTRY_WORDS.filter((c) => keys.some((k) => c.words.test(k)));
  const currencies = new Set(found.map((c) => c.currency));
  if (currencies.size !== 1) return undefined;
  const headersFound = headers.filter((h) => found.some((c) => c.words.test(headerKey(h))));
  return {
    field: 'CurrencyCode',
    spec: `{ value: ${found[0]!.currency} }`,
    comment: `no currency column; ${headersFound.map((h) => `"${h}"`).join(', ')}: ${found[0]!.why}, which books in ${found[0]!.currency}`,
  };
}
