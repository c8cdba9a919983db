/**
 * A tax rate column written as percent text with a word on the rows that charge no tax (China's
 * invoice platform: `6%`, `13%` and `免税`; Spanish lists: `21%` and `Exento`) is refused as it is,
 * since the word is no rate. The formula that reads the word as 0 is offered as a doubt, not mapped:
 * registers that write such words (`zw`, `isento`) are often left without a rate, and a rate is
 * optional. Pure.
 */
import { headerCandidates } from './match-headers.js';
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine } from './render-proposal.js';

// Words for "exempt" or "not taxed" written where a rate would be.
const EXEMPT =
  /^(?:免税|免稅|不征税|不徵稅|零税率|非課税|exempt|tax[- ]?exempt|exento|exenta|isento|isenta|steuerfrei|exonéré|exonere|esente|vrijgesteld|zwolnione|zw|muaf)$/i;
const PERCENT = /^\d{1,2}(?:[.,]\d{1,2})?\s*%$/;

function exemptWord(profile: ColumnProfile): string | undefined {
  const texts = profile.texts.filter((t): t is string => t !== undefined);
  const words = new Set(texts.filter((t) => EXEMPT.test(t)));
  const rates = texts.filter((t) => PERCENT.test(t));
  // One exempt word and rates on every other row: the formula names the word as written.
  if (
    words.size !== 1 ||
    rates.length === 0 ||
    rates.length + texts.filter((t) => words.has(t)).length !== texts.length
  )
    return undefined;
  return [...words][0];
}

/**
 * The TaxRate doubt for such a column where no TaxRate is mapped or doubted; the note that refused
 * the column is taken out of `notes`. Percent text reads as a fraction in a formula, hence the 100.
 */
export function rateWithExemptions(
  items: readonly FieldLine[],
  doubts: readonly FieldDoubt[],
  profiles: readonly ColumnProfile[],
  notes: string[],
): FieldDoubt[] {
  if (items.some((l) => l.field === 'TaxRate') || doubts.some((d) => d.field === 'TaxRate')) return [];
  for (const profile of profiles) {
    const named = headerCandidates([profile.header], ['items']).some((c) => c.field === 'TaxRate');
    const word = named ? exemptWord(profile) : undefined;
    if (word === undefined) continue;
    const h = profile.header;
    const refused = (n: string) => n.startsWith(`"${h}" was not proposed as TaxRate`);
    notes.splice(0, notes.length, ...notes.filter((n) => !refused(n)));
    return [
      {
        scope: 'items',
        field: 'TaxRate',
        headers: [h],
        spec: `{ formula: 'IF([${h}] = "${word}", 0, 100 * [${h}])' }`,
        reason: `"${h}" holds rates as percent text, and "${word}" (exempt) where no tax is charged: this formula reads it as rate 0`,
      },
    ];
  }
  return [];
}
