/**
 * Header names -> model fields, fuzzily: `Invoice No.` -> Invoice_Number, `Vendor No.` -> PayeeId,
 * `Curr.` -> CurrencyCode. Each field and each header is used at most once, best matches first. Pure.
 */
import { bilingualHalves } from './split-bilingual-header.js';
import { foldText } from '../fold-text.js';
import { editDistanceWithin } from '../../config-file/find-close-names.js';
import { FIELD_CATALOG, normalizeHeader, type FieldScope } from '../field-catalog.js';
import { EAST_ASIAN_ALIASES } from './east-asian-aliases.js';
import { FURTHER_LANGUAGE_ALIASES } from './further-language-aliases.js';
import { FIELD_WORD_TABLES } from './header-words/header-words.js';
import { tableWords } from './header-words/word-table.js';
import { OTHER_LANGUAGE_ALIASES } from './other-language-aliases.js';
import { namesDocumentTotal, namesGrossAmount, namesPayableTotal } from './read-gross-header.js';
import { namesNetBesideGross, namesTotalBesideNet, readRussianMoney } from './read-russian-money-header.js';
import { namesOtherDocument } from './read-other-document-header.js';
import { namesInvoiceNumber } from './read-document-number-header.js';
import { namesAmountExcludingTax, namesNetValue, namesTaxAmount } from './read-tax-header.js';

export interface HeaderMatch {
  /** 0-based column index. */
  index: number;
  header: string;
  scope: 'invoice' | 'items';
  field: string;
  /** 1 exact, lower is looser. */
  score: number;
}

/**
 * A header or alias as compared: folded by `foldText` (`Währung` and `Wahrung`, `Płatność` and
 * `Platnosc` alike), letters and digits only, and the ordinal sign of `Nº` dropped as the degree
 * sign of `N°` is. Direction marks and quotes (`מע"מ`) go with the other punctuation. Unlike the
 * column lookup of a written mapping, which keeps accents, this is the loose match of a guess.
 */
export function headerKey(text: string): string {
  return normalizeHeader(foldText(text).replace(/[ºª]/g, ''));
}

/** Each field's words of the language tables, as listed there. */
function tableAliases(field: string): string[] {
  return FIELD_WORD_TABLES.filter((t) => t.field === field).flatMap(tableWords);
}

/** Each field's aliases as compared, by scope and name, the other languages' after its own. */
const ALIASES = new Map(
  (['invoice', 'items'] as const).flatMap((scope) =>
    FIELD_CATALOG[scope].map((info) => [
      `${scope}.${info.name}`,
      [
        ...new Set(
          [
            ...info.aliases,
            ...(OTHER_LANGUAGE_ALIASES[info.name] ?? []),
            ...(FURTHER_LANGUAGE_ALIASES[info.name] ?? []),
            ...(EAST_ASIAN_ALIASES[info.name] ?? []),
            ...tableAliases(info.name),
          ].map(headerKey),
        ),
      ],
    ]),
  ),
);

/**
 * Chinese, Japanese, Korean, Thai, Lao and Burmese letters, which write words without spaces between them, and
 * Hebrew, Arabic and Devanagari, whose words take prefixes (ה, ال) and whose short words are
 * others' beginnings (חשבון, an account, begins חשבונית, an invoice): only the whole header counts.
 */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}]/u;

/** How well a normalized header fits one alias. */
function fit(header: string, alias: string): number {
  if (header === alias) return 1;
  // One character apart is another word in CJK (含税金额 is gross, 不含税金额 net): only the whole header counts.
  if (CJK.test(alias) || CJK.test(header)) return 0;
  if (header.length >= 4 && alias.startsWith(header))
    return header.length * 2 >= alias.length ? 0.8 : 0.7 + (0.1 * header.length) / alias.length;
  // A first word that is most of the header names it; a short one followed by more words may not: `Vendor Invoice No.`.
  if (alias.length >= 4 && header.startsWith(alias))
    return alias.length * 2 >= header.length ? 0.8 : 0.7 + (0.1 * alias.length) / header.length;
  // The last word names the thing in English and German alike: `Line Tax Amount`, `KOST1 - Kostenstelle`.
  if (alias.length >= 6 && header.endsWith(alias)) return 0.7 + (0.1 * alias.length) / header.length;
  if (alias.length >= 5) {
    const distance = editDistanceWithin(header, alias, Math.floor(alias.length / 5));
    if (distance !== undefined) return 0.7 - distance * 0.05;
  }
  return 0;
}

/** The score of a header that reads as a tax amount by its words rather than by an alias. */
const TAX_SHAPE = 0.9;

/** The field a Russian money header names, by what `readRussianMoney` reads it as. */
const RUSSIAN_FIELD: Readonly<Record<string, 'net' | 'gross' | 'tax'>> = {
  'items.Amount': 'net',
  'invoice.Invoice_Amount': 'gross',
  'items.Tax': 'tax',
};

/** The fields that name the invoice itself. */
const KEY_FIELDS = new Set(['InvoiceId', 'Invoice_Number']);

/** Words of an exchange rate, as headers are compared: `tauxdechange`, `tipodecambio`, `wechselkurs`. */
const EXCHANGE_RATE = /(?:change|cambio|cambi|kurs|koers)/;

/** A rewritten header ranks a little below the header as written. */
const REWRITTEN = 0.97;

/**
 * The header as written, then as the words an export puts in front would read in the field
 * catalogue's terms: a bill's, voucher's or document's field is the invoice's (`Bill Amount`,
 * `Bill ID`), a row's, item's or position's is the line's (`Row Net`, `Item Total`), and a line's
 * field is the field itself for the lines (`Line Tax`).
 */
function variants(header: string, key: string, scope: 'invoice' | 'items'): string[] {
  const out = [key];
  // A remark in brackets qualifies the name: `Gegenkonto (ohne BU-Schlüssel)`, `Amount (EUR)`.
  const unremarked = headerKey(header.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  if (unremarked !== '' && unremarked !== key) out.push(unremarked);
  for (const half of bilingualHalves(header)) out.push(headerKey(half));
  const invoice = key.replace(/^(?:bill|voucher|document|doc)(?=[a-z]{2})/, 'invoice');
  if (scope === 'invoice' && invoice !== key) out.push(invoice);
  // The vendor's reference is the number the vendor wrote on its invoice (Acumatica's `Vendor Ref.`),
  // beside the system's own `Reference Nbr.`. (A supplier ref is a supplier's account code in Sage.)
  const vendorRef = key.replace(/^vendorref(?:erence)?(?:no|nbr|number)?$/, 'vendorinvoicenumber');
  if (scope === 'invoice' && vendorRef !== key) out.push(vendorRef);
  // `Inv.` before a number word abbreviates invoice (AutoCount's `Supplier Inv. No.`): the number on the supplier's invoice.
  const inv = key.replace(/inv(?=(?:no|nbr|num|number|nr)$)/, 'invoice');
  if (scope === 'invoice' && inv !== key) out.push(inv);
  const line = key.replace(/^(?:row|item|position|pos)(?=[a-z]{2})/, 'line');
  if (scope === 'items') {
    if (line !== key) out.push(line);
    const bare = line.replace(/^line(?=[a-z]{2})/, '');
    if (bare !== line) out.push(bare);
  }
  return out;
}

/**
 * Every (column, field) pair whose header fits, best first. Earlier aliases of a field are the
 * more specific ones, so of two exact fits the earlier alias ranks higher by a hair.
 */
export function headerCandidates(
  headers: readonly string[],
  scopes: readonly ('invoice' | 'items')[] = ['invoice', 'items'],
): HeaderMatch[] {
  const candidates: HeaderMatch[] = [];
  headers.forEach((header, index) => {
    // "VAT %" is a rate, not the tax amount.
    const key = headerKey(header.replace(/%/g, ' rate'));
    if (!key) return;
    const otherDocument = namesOtherDocument(header);
    const netTotal = namesAmountExcludingTax(header) && !namesGrossAmount(header);
    let netOfTotal = false;
    for (const scope of scopes) {
      for (const info of FIELD_CATALOG[scope as FieldScope]) {
        // The number of the invoice a credit note modifies is another document's: never this one's key.
        if (otherDocument && scope === 'invoice' && KEY_FIELDS.has(info.name)) continue;
        // An amount that says it excludes the tax (`Invoice Total (excluding GST)`, `Total HT`) is never the gross.
        // A rate of exchange (`Taux de change`) is a currency's price, never a tax rate.
        if (info.name === 'TaxRate' && EXCHANGE_RATE.test(key)) continue;
        const own = headerKey(info.name);
        const aliases = ALIASES.get(`${scope}.${info.name}`) ?? info.aliases;
        let score = Math.max(
          ...variants(header, key, scope).map(
            (v, i) =>
              (i === 0 ? 1 : REWRITTEN) *
              Math.max(fit(v, own), ...aliases.map((alias, rank) => fit(v, alias) - rank * 0.0001)),
          ),
        );
        // An amount that says it excludes the tax (`Invoice Total (excluding GST)`, `Total HT`) is never
        // the gross; a total named so is the net, the one line's Amount, as a similar name.
        if (netTotal && scope === 'invoice' && info.name === 'Invoice_Amount') {
          if (score >= TAX_SHAPE) netOfTotal = true;
          continue;
        }
        if (netOfTotal && scope === 'items' && info.name === 'Amount' && score < TAX_SHAPE) score = TAX_SHAPE;
        // A field's own name wins over an alias shared with another field ("amount").
        const bonus = key === own ? 0.01 : 0;
        // A tax amount by any country's word or shape (`Sales Tax Value`, `GST`) is the line's Tax, as a similar name.
        if (scope === 'items' && info.name === 'Tax' && score < TAX_SHAPE && !netTotal && namesTaxAmount(header))
          score = TAX_SHAPE;
        // An amount that says it is before tax (`Taxable Value`, `Amount excl. VAT`) is the line's Amount, as a similar name.
        if (scope === 'items' && info.name === 'Amount' && score < TAX_SHAPE && namesNetValue(header))
          score = TAX_SHAPE;
        // An amount that says it includes the tax (`Стоимость покупок ... (включая НДС)`) or is what the
        // invoice asks to be paid (`Total Payable Amount`, `Total comprobante`) is the invoice's gross, as a similar name.
        if (
          scope === 'invoice' &&
          info.name === 'Invoice_Amount' &&
          score < TAX_SHAPE &&
          (namesGrossAmount(header) || namesPayableTotal(header) || namesDocumentTotal(header))
        )
          score = TAX_SHAPE;
        // A number word beside an invoice's name (`Número del DTE`, `Tax Invoice / EFD Receipt Number`) is the number, as a similar name.
        if (scope === 'invoice' && info.name === 'Invoice_Number' && score < TAX_SHAPE && namesInvoiceNumber(header))
          score = TAX_SHAPE;
        // A Russian amount that says it is without or with the tax, or is the tax (`Стоимость без косвенных налогов`).
        const russian = RUSSIAN_FIELD[`${scope}.${info.name}`];
        if (russian !== undefined && score < TAX_SHAPE && readRussianMoney(header) === russian) score = TAX_SHAPE;
        if (russian === 'net' && score < TAX_SHAPE && namesNetBesideGross(header, headers)) score = TAX_SHAPE;
        if (russian === 'gross' && score < TAX_SHAPE && namesTotalBesideNet(header, headers)) score = TAX_SHAPE;
        if (score > 0) candidates.push({ index, header, scope, field: info.name, score: score + bonus });
      }
    }
  });
  return candidates.sort((a, b) => b.score - a.score || a.index - b.index);
}
