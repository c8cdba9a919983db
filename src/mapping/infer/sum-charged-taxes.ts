/**
 * Taxes charged beside the VAT, each in a column of its own: the VAT at each rate (`IVA 21%`,
 * `IVA 10,5%`), perceptions (`Percepción IVA`, `Percepción IIBB`), VAT that gives no credit (`IVA
 * No Recuperable`), other taxes (`Otros Impuestos`, `Autres taxes`), a stamp duty (`Droit de
 * timbre`, `Imposto de selo`); and amounts beside the net that bear no tax (`No gravado`,
 * `Exento`). The total holds them all, so a Tax of one tax column or an Amount of the net alone
 * posts less than the invoice bears. Where every sampled row's bases and taxes make its total,
 * Amount is the bases' sum and Tax the taxes', signed as the total is (the sum equals the total on
 * every row); else nothing changes. A withholding (by name, or a column whose sign is against the
 * total's on every row) is taken from the total, never charged. Pure.
 */
import { foldText } from '../fold-text.js';
import type { FieldDoubt } from './choose-fields.js';
import { namesNonTaxCharge } from './names-non-tax-charge.js';
import { namesWithholding } from './names-withholding.js';
import { isTaxOnTax } from './find-tax-on-tax.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine, type Proposal } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';
import { makeTotal, sumValueBases } from './sum-value-bases.js';

// A tax charged, by name, in the languages of the purchase books that split it.
const CHARGED =
  /\b(?:iva|vat|tva|gst|igv|itbis|mwst|btw|moms|impuestos?|impostos?|impots?|taxes?|tax|percepci\w*|perc|percep|timbre|stamp|selo|sello|levy|levies|cess|ieps|icms|ipi)\b/;
// The same in Russian, as CIS registers print it (a word boundary does not hold in Cyrillic): the
// VAT, Kyrgyzstan's sales tax (налог с продаж, НсП), an excise; never a rate, an amount without or
// with them, or a total.
const CHARGED_RU = /(?<!\p{L})(?:ндс|нсп|акциз\p{L}*|налог\p{L}* с продаж\p{L}*)(?!\p{L})/u;
const NOT_CHARGED_RU = /(?<!\p{L})(?:ставк\p{L}*|без|с|включая|стоимость|общая|итого|всего)(?!\p{L})/u;
// Ethiopia's turnover tax, charged by sellers not registered for VAT, headed by its abbreviation
// alone (`TOT`); only as the whole header, since `Tot.` abbreviates a total elsewhere.
const CHARGED_ALONE = /^tot(?: amount)?$/;
// Iceland's VAT (virðisaukaskattur), headed VSK at each rate (`VSK 24%`, `VSK 11%`).
const CHARGED_IS = /\bvsk\b/;
// A rate column holds percentages; a base, a net or a total named with the tax's word (`Base IVA`,
// `Neto gravado`, `Total IVA`) is no tax. A withholding is none either (namesWithholding).
const NOT_CHARGED =
  /\b(?:sin|without|sans|ohne|bez|rate|taux|tasa|aliquota|alicuota|base|bases|neto|net|ht|gravad\w*|imponible|taxable|exent\w*|exempt\w*|total|ttc|bruto|gross|incl\w*)\b|(?<!\d\s?)%/;
// An amount beside the net that bears no tax: untaxed, exempt, zero-rated, outside the tax's scope,
// or purchases that give no right to deduct it (`Compras sin Derecho a Crédito IVA`).
const UNTAXED =
  /\b(?:(?:sin|without|sans|ohne|bez) (?:the )?(?:derecho|right|droit|recht|prawa)\b|no gravad[oa]s?|exent[oa]s?|exempt\w*|exon[eé]r\w*|non imposable|isent[oa]s?|nao tributad[oa]s?|no sujet[oa]s?|inafect[oa]s?|zero[- ]rated|untaxed|non[- ]?taxable)\b/;
const names = (profiles: readonly ColumnProfile[]) => profiles.map((p) => `"${p.header}"`).join(', ');
const bracketed = (spec: string) => [...spec.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);

/** The money columns a spec reads: a bare header, or the amount columns of a formula. */
function moneyRead(spec: string, profiles: readonly ColumnProfile[]): ColumnProfile[] {
  const read = bracketed(spec);
  return profiles.filter((p) => p.share.amount >= 0.95 && (yamlScalar(p.header) === spec || read.includes(p.header)));
}

/** The total's column and the sign the total is read with (`IF(...) * `), where the total is one column. */
function readTotal(
  spec: string,
  profiles: readonly ColumnProfile[],
): { total: ColumnProfile; sign: string } | undefined {
  const plain = profiles.find((p) => yamlScalar(p.header) === spec && p.share.amount >= 0.95);
  if (plain) return { total: plain, sign: '' };
  const signed = /^\{ formula: '(IF\(.*, -1, 1\) \* )\[([^\]]+)\]' \}$/.exec(spec);
  const total = signed && profiles.find((p) => p.header === signed[2] && p.share.amount >= 0.95);
  return total ? { total, sign: signed[1]! } : undefined;
}

/**
 * True when on every sampled row with both filled the column's sign is against the total's: an
 * amount taken off the total (a withholding written negative), whatever its header says.
 */
function againstTotal(column: ColumnProfile, total: ColumnProfile): boolean {
  let rows = 0;
  const against = column.amounts.every((v, row) => {
    const t = total.amounts[row];
    if (v === undefined || v === 0n || t === undefined || t === 0n) return true;
    rows++;
    return v > 0n !== t > 0n;
  });
  return against && rows > 0;
}

/** One field's spec: the column, or the sum of the columns, signed as the total is. */
function specOf(columns: readonly ColumnProfile[], sign: string): string {
  if (columns.length === 1 && sign === '') return yamlScalar(columns[0]!.header);
  const sum = columns.map((p) => `[${p.header.replace(/'/g, "''")}]`).join(' + ');
  return `{ formula: '${sign}${sign !== '' && columns.length > 1 ? `(${sum})` : sum}' }`;
}

export interface ChargedTaxes {
  items: FieldLine[];
  doubts: FieldDoubt[];
  sumLines: Proposal['sumLines'];
  /** The columns the sums read, no longer unmapped. */
  summed: string[];
}

/** Amount and Tax as the sums of the bases and the taxes charged, where they make the total on every row. */
export function sumChargedTaxes(
  invoice: readonly FieldLine[],
  items: readonly FieldLine[],
  doubts: readonly FieldDoubt[],
  profiles: readonly ColumnProfile[],
  sumLines: Proposal['sumLines'],
): ChargedTaxes {
  const unchanged = { items: [...items], doubts: [...doubts], sumLines, summed: [] };
  const totalLine = invoice.find((l) => l.field === 'Invoice_Amount');
  const read = totalLine && readTotal(totalLine.spec, profiles);
  if (!read) return unchanged;
  const line = (field: string) => items.find((l) => l.field === field);
  const doubted = (field: string) => doubts.find((d) => d.scope === 'items' && d.field === field);
  const from = (field: string) => {
    const spec = line(field)?.spec;
    if (spec !== undefined) return moneyRead(spec, profiles);
    const headers = doubted(field)?.headers ?? [];
    return profiles.filter((p) => headers.includes(p.header) && p.share.amount >= 0.95);
  };
  const taxes = from('Tax');
  // The one line given the invoice's total (no net read): its net is what the values beside the taxes add up to.
  const amounts = from('Amount');
  const onTotal = amounts.length === 1 && amounts[0] === read.total;
  const bases = onTotal ? [] : amounts;
  // No Tax named (none chosen, none doubted): the taxes charged by rate beside the net are all of it, if they make the total.
  if (bases.length === 0 && !onTotal) return unchanged;
  // Columns other fields read are theirs: only the ones no field reads are charged beside the tax.
  const readElsewhere = new Set(
    [...invoice, ...items].filter((l) => l.field !== 'Amount' && l.field !== 'Tax').flatMap((l) => bracketed(l.spec)),
  );
  const taken = new Set([read.total, ...taxes, ...bases].map((p) => p.index));
  const free = profiles.filter(
    (p) =>
      !taken.has(p.index) &&
      !readElsewhere.has(p.header) &&
      yamlScalar(p.header) !== totalLine.spec &&
      p.filled > 0 &&
      p.share.amount >= 0.95,
  );
  const word = (p: ColumnProfile) => foldText(p.header);
  // A withholding, by name or by its sign against the total's, is taken from the total, never charged.
  // A charge that is no tax (freight, a fee, a surcharge) is part of what the taxes are charged beside.
  const charge = (p: ColumnProfile) => namesNonTaxCharge(p.header) && !againstTotal(p, read.total);
  const charged = (p: ColumnProfile) =>
    (CHARGED.test(word(p)) ||
      CHARGED_IS.test(word(p)) ||
      CHARGED_ALONE.test(word(p).trim()) ||
      CHARGED_RU.test(p.header.toLowerCase())) &&
    !NOT_CHARGED.test(word(p)) &&
    // The tax's own words first: `с` of `налог с продаж` is no `с` (with) of an amount with the taxes.
    !NOT_CHARGED_RU.test(p.header.toLowerCase().replace(CHARGED_RU, ' ')) &&
    !namesWithholding(p.header) &&
    !charge(p) &&
    !againstTotal(p, read.total);
  const named = free.filter(charged);
  // A column that is a fixed share of a tax on every taxed row is a tax charged on it (Cameroon's CAC), whatever its name.
  const onTax = free.filter(
    (p) => !named.includes(p) && !namesWithholding(p.header) && isTaxOnTax(p, [...taxes, ...named]),
  );
  const moreTaxes = [...named, ...onTax];
  // A column another field reads as it is (the supplier's TIN as PayeeId) is no value of the line.
  const mapped = new Set([...invoice, ...items].map((l) => l.spec));
  const values = onTotal
    ? sumValueBases(
        read.total,
        [...taxes, ...moreTaxes],
        free.filter(
          (p) =>
            !moreTaxes.includes(p) &&
            !mapped.has(yamlScalar(p.header)) &&
            !namesWithholding(p.header) &&
            !againstTotal(p, read.total),
        ),
      )
    : undefined;
  if (values && 'mixed' in values) return netInDoubt(unchanged, read, [...taxes, ...moreTaxes], values.mixed);
  if (onTotal && !values) return unchanged;
  const moreBases = values ? values.bases : free.filter((p) => UNTAXED.test(word(p)) || charge(p));
  if (moreTaxes.length === 0 && moreBases.length === 0) return unchanged;
  // What the fields read already makes the total: nothing beside them is charged.
  if (makeTotal([...bases, ...taxes], read.total)) return unchanged;
  const allTaxes = [...taxes, ...moreTaxes].sort((a, b) => a.index - b.index);
  const allBases = [...bases, ...moreBases].sort((a, b) => a.index - b.index);
  if (allTaxes.length === 0 || !makeTotal([...allBases, ...allTaxes], read.total)) return unchanged;
  const why = `with ${names(allBases)} they make "${read.total.header}" on every row`;
  const summed: FieldLine[] = [
    { field: 'Amount', spec: specOf(allBases, read.sign), comment: `the amounts the taxes are charged beside: ${why}` },
    { field: 'Tax', spec: specOf(allTaxes, read.sign), comment: `${names(allTaxes)} are all charged: ${why}` },
  ];
  const rest = items.filter((l) => l.field !== 'Amount' && l.field !== 'Tax');
  return {
    items: inCatalogOrder('items', [...rest, ...summed]),
    doubts: doubts.filter((d) => !(d.scope === 'items' && (d.field === 'Amount' || d.field === 'Tax'))),
    summed: [...allBases, ...allTaxes].map((p) => p.header),
    sumLines: {
      kind: 'gross',
      why: `the bases and the taxes charged beside them make "${read.total.header}" on every row in the sample`,
    },
  };
}

/** The net left in doubt where the values beside the taxes make the total on some rows only: not the total, tax included. */
function netInDoubt(
  unchanged: ChargedTaxes,
  read: { total: ColumnProfile; sign: string },
  taxes: readonly ColumnProfile[],
  reason: string,
): ChargedTaxes {
  const less = [read.total, ...taxes].map((p) => `[${p.header.replace(/'/g, "''")}]`).join(' - ');
  const spec = `{ formula: '${read.sign}${read.sign === '' ? less : `(${less})`}' }`;
  return {
    ...unchanged,
    items: unchanged.items.filter((l) => l.field !== 'Amount'),
    doubts: [
      ...unchanged.doubts.filter((d) => !(d.scope === 'items' && d.field === 'Amount')),
      {
        scope: 'items',
        field: 'Amount',
        headers: [],
        spec,
        reason: `"${read.total.header}" includes ${names(taxes)}; ${reason}`,
      },
    ],
  };
}
