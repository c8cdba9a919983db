/**
 * Amounts named as tax-inclusive (`Monto Gravado 10% (IVA incluido)`, `Total incl. VAT`, `税込金額`):
 * a column so named is never the net Amount, and where the file prices its amounts with the tax in
 * and no Tax column is read, an Amount read from them or from the total holds the tax as well; so may
 * a bare `金額` beside a Tax that no total confirms. Such an Amount is proposed commented with the
 * reason. Pure.
 */
import { foldText } from '../fold-text.js';
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

const TAX_WORD = '(?:iva|vat|tax|gst|igv|itbis|impuestos?|mwst|ust|btw|tva|moms|mva)';
const TAX_INCLUSIVE = new RegExp(
  `\\b${TAX_WORD}\\s*(?:incl|inkl|inclus|incluid|incluso)|\\b(?:incl|inkl)\\w*\\.?\\s*${TAX_WORD}\\b|\\bcon iva\\b|\\btax[- ]?inclusive\\b|税込|(?<!不)含税`,
  'i',
);

// Amounts the tax is not charged on (`Steuerfrei`, `Exento`, `Exempt amount`, `非課税`): named by the tax
// word, but never the tax itself.
const TAX_FREE =
  /\b(?:steuerfrei|exent[oa]s?|exempt\w*|zero[- ]rated|non[- ]?taxable|no gravad[oa]s?|nicht steuerbar|vrijgesteld|exon[eé]r[eé]e?s?)\b|非課税|免税/i;

// An amount named as before or without its tax (`Line Amount Excl. VAT`, `不含税金额`, `Neto`) is the net
// the file prices beside its tax-inclusive total.
const TAX_EXCLUSIVE = new RegExp(
  `\\b(?:excl|exkl|exclusive|ohne|sin|sans|senza|without|before|pre)\\w*\\.?[- ]*${TAX_WORD}\\b|\\b${TAX_WORD}[- ]?(?:excl|exkl|exclusive)|\\bnet(?:o|to)?\\b|不含税|税抜|税別|未税`,
  'i',
);

// `金額` (amount) is the net where the tax is added on top (外税) and holds it where priced in (内税):
// beside a Tax column, only a total the two add up to tells which.
const EITHER_AMOUNT = /^(?:金額|金额)$/;

const namesTaxExclusive = (header: string) => TAX_EXCLUSIVE.test(foldText(header)) || TAX_EXCLUSIVE.test(header);

/** True when a header names an amount with its tax included. */
export function namesTaxInclusive(header: string): boolean {
  return TAX_INCLUSIVE.test(foldText(header)) || TAX_INCLUSIVE.test(header);
}

/** The headers a spec reads: a bare header, or each bracketed header of a formula. */
function headersRead(spec: string, profiles: readonly ColumnProfile[]): string[] {
  const read = new Set([...spec.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!));
  return profiles.filter((p) => yamlScalar(p.header) === spec || read.has(p.header)).map((p) => p.header);
}

export interface TaxInclusiveAmount {
  items: FieldLine[];
  doubts: FieldDoubt[];
}

/** The items with an Amount that holds its tax, or a Tax read from a tax-free amount, taken out as doubts. */
export function doubtTaxInclusiveAmount(
  proposed: readonly FieldLine[],
  profiles: readonly ColumnProfile[],
  sumsChecked: boolean,
): TaxInclusiveAmount {
  const taxFree = proposed.find(
    (l) =>
      l.field === 'Tax' && headersRead(l.spec, profiles).some((h) => TAX_FREE.test(foldText(h)) || TAX_FREE.test(h)),
  );
  const freeDoubts: FieldDoubt[] = taxFree
    ? [
        {
          scope: 'items',
          field: 'Tax',
          headers: headersRead(taxFree.spec, profiles),
          spec: taxFree.spec,
          reason: 'the column is named as an amount free of tax: it holds no tax',
        },
      ]
    : [];
  const items = proposed.filter((l) => l !== taxFree);
  const amount = items.find((l) => l.field === 'Amount');
  if (!amount) return { items: [...items], doubts: freeDoubts };
  const read = headersRead(amount.spec, profiles);
  const inclusive = profiles.filter((p) => p.share.amount >= 0.95 && namesTaxInclusive(p.header)).map((p) => p.header);
  // `[Total incl. VAT] - [VAT]` takes the tax out: the net, computed.
  const taxRead = headersRead(items.find((l) => l.field === 'Tax')?.spec ?? '', profiles);
  const subtractsTax = taxRead.some((h) => amount.spec.includes(`- [${h}]`) || amount.spec.includes(`-[${h}]`));
  const readsInclusive = subtractsTax ? undefined : read.find((h) => inclusive.includes(h));
  const noTax = !items.some((l) => l.field === 'Tax');
  const readsNet = read.length > 0 && read.every(namesTaxExclusive);
  const either = noTax || sumsChecked ? undefined : read.find((h) => EITHER_AMOUNT.test(h.trim()));
  if (!readsInclusive && !either && (readsNet || !(noTax && inclusive.length > 0)))
    return { items: [...items], doubts: freeDoubts };
  const why = readsInclusive
    ? `"${readsInclusive}" is named with its tax included: it is no net amount`
    : either
      ? `"${either}" is the net beside a tax added on top and holds the tax where it is priced in, and no total in the file tells which`
      : `the file prices its amounts with the tax included (${inclusive.map((h) => `"${h}"`).join(', ')}) and no tax column is read: "${read.join('", "')}" holds the tax as well`;
  return {
    items: items.filter((l) => l !== amount),
    doubts: [
      ...freeDoubts,
      {
        scope: 'items',
        field: 'Amount',
        headers: read,
        spec: amount.spec,
        reason: `${why}; Amount is the net, the total less its tax`,
      },
    ],
  };
}
