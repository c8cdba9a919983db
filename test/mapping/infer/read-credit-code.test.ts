/**
 * A document kind's short code is read as a credit note when it abbreviates a credit note's name in
 * the language of the system that wrote it, whatever the code's spelling no list holds, and never
 * when it names an invoice. The finder reads it under any header naming a document's kind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCreditTypeColumn, namesCredit } from '../../../src/mapping/infer/find-credit-type-column.js';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import { abbreviatesCredit } from '../../../src/mapping/infer/read-credit-code.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

// [credit code, the name it abbreviates], as systems write them.
const CREDIT_CODES: readonly (readonly [string, string])[] = [
  ['ΠΙΣ', 'πιστωτικό (Epsilon)'],
  ['ΠΤ', 'πιστωτικό τιμολόγιο'],
  ['ΠΤΑ', 'πιστωτικό τιμολόγιο αγοράς'],
  ['ΠΙΣΤ', 'πιστωτικό'],
  ['NC', 'nota de crédito'],
  ['N.C.', 'nota de crédito, dotted'],
  ['CN', 'credit note'],
  ['CM', 'credit memo'],
  ['KN', 'kredit nota'],
  ['KOR', 'korekta'],
  ['STO', 'storno'],
  ['GUT', 'Gutschrift'],
  ['AVO', 'avoir'],
  ['DOB', 'dobropis'],
  ['КН', 'кредит-нота'],
];
// Invoice and other kinds' codes the same systems write beside them.
const OTHER_CODES = [
  'ΤΙΜ',
  'ΤΔΑ',
  'ΤΠΥ',
  'ΤΠ',
  'FA',
  'FT',
  'KR',
  'RE',
  'INV',
  'PI',
  'M81',
  'ΑΠΥ',
  'EXP',
  'AP',
  'PO',
  'ΑΓΟ',
];

const cell = (text: string) => ({ kind: 'text' as const, text });

/** A column `header` over rows of the invoice code, every fourth the credit code. */
function kindProfiles(header: string, invoice: string, credit: string) {
  const rows: SheetRow[] = Array.from({ length: 12 }, (_, i) => ({
    file: 'book.csv',
    sheet: undefined,
    row: i + 2,
    cells: [cell(i % 4 === 3 ? credit : invoice), cell(`${1000 + i},50`)],
  }));
  return [header, 'Amount'].map((h, i) => profileColumn(i, h, rows, { decimalSeparator: ',', dateFormats: [] }));
}

describe('a credit note written as a code', () => {
  it.each(CREDIT_CODES)('reads %s as a credit note (%s)', (code) => {
    expect(abbreviatesCredit(code, namesCredit)).toBe(true);
  });

  it.each(OTHER_CODES)('does not read %s as one', (code) => {
    expect(abbreviatesCredit(code, namesCredit)).toBe(false);
  });

  it('finds the credit code under any header naming a document kind, beside any invoice code', () => {
    const headers = ['Τύπος', 'Είδος παραστατικού', 'Вид документа', 'Belegart', 'Type', 'Tipo doc.'];
    fc.assert(
      fc.property(
        fc.constantFrom(...headers),
        fc.constantFrom(...OTHER_CODES),
        fc.constantFrom(...CREDIT_CODES.map(([c]) => c)),
        (header, invoice, credit) => {
          expect(findCreditTypeColumn(kindProfiles(header, invoice, credit))?.credits).toEqual([credit]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads no abbreviation under a header that names no kind', () => {
    expect(findCreditTypeColumn(kindProfiles('Κωδικός', 'ΤΙΜ', 'ΣΤΟ'))).toBeUndefined();
    expect(findCreditTypeColumn(kindProfiles('Κωδικός', 'ΤΙΜ', 'ΠΙΣ'))).toBeUndefined();
  });
});
