/**
 * The supplier's side of a journal entry. A journal writes a partner (vendor) column on each side
 * (`借方取引先` / `貸方取引先`, `Debit Partner` / `Credit Partner`): in a purchase the supplier's
 * payable is on the credit side and the expense on the debit side, and a return swaps them. Which
 * side holds the supplier is read from each side's account column: the side whose account is the
 * payables account (`買掛金`, `Accounts Payable`, `Kreditoren`, `Fournisseurs`) on most rows.
 * Where no account says, the choice is a doubt with that reason. Pure.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

/** Side words as `headerKey` writes them, at the start or the end of a header: debit first. */
const SIDE_WORDS = [
  ['借方', 'debit', 'debet', 'soll', 'debe', 'cargo', 'dr', '차변'],
  ['貸方', '贷方', 'credit', 'kredit', 'haben', 'haber', 'abono', 'cr', '대변'],
] as const;
/** Words of an account column: `勘定科目`, `Account`, `Konto`, `Cuenta`, `Compte`, `Conto`, `계정`. */
const ACCOUNT_WORD = /勘定科目|科目|account|konto|cuenta|compte|conto|rekening|tili|계정/;
/** The payables account as journals name it, in the languages infer reads. */
const PAYABLES =
  /買掛金|未払金|应付账款|應付帳款|매입채무|외상매입금|accounts? payable|payables?|\bA\/?P\b|trade creditors|kreditoren|verbindlichkeiten aus l|fournisseurs|proveedores|fornitori|leverant[oö]rsskulder|leverand[oø]rgjeld|crediteuren|ostovelat|zobowi[aą]zania wobec dostawc/i;

type Side = 0 | 1;

/** The header's side and what is left of it without the side word, or undefined. */
function sideOf(header: string): { side: Side; base: string } | undefined {
  const key = headerKey(header);
  for (const side of [0, 1] as const)
    for (const word of SIDE_WORDS[side]) {
      if (key.length > word.length && key.startsWith(word)) return { side, base: key.slice(word.length) };
      if (key.length > word.length && key.endsWith(word)) return { side, base: key.slice(0, -word.length) };
    }
  return undefined;
}

export interface JournalSide {
  choice?: FieldChoice | undefined;
  doubt?: FieldDoubt | undefined;
}

/** The PayeeId choice moved to the side that holds the payables account, or a doubt where no account says. */
export function chooseJournalSide(choice: FieldChoice, profiles: readonly ColumnProfile[]): JournalSide {
  const mine = sideOf(choice.header);
  if (!mine) return { choice };
  const twin = profiles.find((p) => {
    const s = sideOf(p.header);
    return s !== undefined && s.side !== mine.side && s.base === mine.base;
  });
  if (!twin) return { choice };
  const columns: [ColumnProfile, ColumnProfile] =
    mine.side === 0 ? [profiles[choice.index]!, twin] : [twin, profiles[choice.index]!];
  const accountOf = (side: Side) =>
    profiles.find((p) => {
      const s = sideOf(p.header);
      return s !== undefined && s.side === side && ACCOUNT_WORD.test(s.base);
    });
  const payables = ([0, 1] as const).map((side) => {
    const account = accountOf(side);
    return account ? account.texts.filter((t) => t !== undefined && PAYABLES.test(t)).length : 0;
  });
  const [debit, credit] = payables as [number, number];
  if (debit === credit) {
    return {
      doubt: {
        scope: 'invoice',
        field: 'PayeeId',
        headers: [choice.header, twin.header],
        reason: `"${columns[0].header}" and "${columns[1].header}" are the two sides of each entry and no account column shows which holds the supplier's payable: map the side of the payables account (the credit side of a purchase)`,
      },
    };
  }
  const side: Side = credit > debit ? 1 : 0;
  const chosen = columns[side];
  const account = accountOf(side)!;
  const other = side === 1 ? debit : credit;
  const swapped = other > 0 ? `; on ${other} rows (returns) the payable is on the other side` : '';
  return {
    choice: {
      ...choice,
      index: chosen.index,
      header: chosen.header,
      why: `from "${chosen.header}": its side's account "${account.header}" is the payables account on ${Math.max(debit, credit)} of ${account.filled} rows${swapped}`,
      alternatives: [],
    },
  };
}
