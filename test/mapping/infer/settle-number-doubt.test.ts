/**
 * Two columns named alike for the invoice's number (Minimax's `Številka` beside `Številka računa
 * dobavitelja`), one of them the book's own run that keys the rows as the id: the other is the
 * number on the supplier's invoice. Where both are runs, or the id is not the book's run, the
 * doubt stands.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldChoice, FieldDoubt } from '../../../src/mapping/infer/choose-fields.js';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import { settleNumberDoubt } from '../../../src/mapping/infer/settle-number-doubt.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

/** [book's number, supplier's number] headers as Slovenian, Croatian, Polish and Czech books write them. */
const HEADERS = [
  ['Številka', 'Številka računa dobavitelja'],
  ['Broj', 'Broj računa dobavljača'],
  ['Numer', 'Numer faktury dostawcy'],
  ['Číslo', 'Číslo faktury dodavatele'],
] as const;
const OWN_FORMS = [(n: number) => `PR-2024-${String(n).padStart(4, '0')}`, (n: number) => `UR ${n}`, String];
const SUPPLIER_NUMBERS = ['121/24', 'INV-2024-0031', 'D4367', 'R2400127', 'F-88213', '2024000451', 'A/5521', 'MX-77'];

function setUp(ownIds: string[], numbers: string[], lines: number[], headers: readonly [string, string]) {
  const rows: SheetRow[] = [];
  lines.forEach((count, i) => {
    for (let n = 0; n < count; n++)
      rows.push({
        file: 'x.csv',
        sheet: undefined,
        row: rows.length + 2,
        cells: [
          { kind: 'text', text: ownIds[i]! },
          { kind: 'text', text: numbers[i]! },
        ],
      });
  });
  const settings = { decimalSeparator: '.' as const, dateFormats: [] };
  const profiles = headers.map((h, i) => profileColumn(i, h, rows, settings));
  const chosen: FieldChoice[] = [
    { scope: 'invoice', field: 'InvoiceId', index: 0, header: headers[0], why: 'the key', alternatives: [] },
  ];
  const doubts: FieldDoubt[] = [
    { scope: 'invoice', field: 'Invoice_Number', headers: [...headers], reason: 'fit equally well' },
  ];
  settleNumberDoubt(chosen, doubts, profiles);
  return { number: chosen.find((c) => c.field === 'Invoice_Number'), doubts };
}

const books = fc.record({
  headers: fc.constantFrom(...HEADERS),
  form: fc.integer({ min: 0, max: OWN_FORMS.length - 1 }),
  start: fc.integer({ min: 1, max: 9000 }),
  lines: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 8 }),
});

describe('a doubt between the book own number and the supplier number', () => {
  it('takes the supplier number where the id is the book own run', () => {
    fc.assert(
      fc.property(books, (b) => {
        const own = b.lines.map((_, i) => OWN_FORMS[b.form]!(b.start + i));
        const { number, doubts } = setUp(own, SUPPLIER_NUMBERS, b.lines, b.headers);
        expect(number?.header).toBe(b.headers[1]);
        expect(doubts).toEqual([]);
      }),
    );
  });

  it('stands where the other column is a run too, or the id is no run of the book', () => {
    fc.assert(
      fc.property(books, (b) => {
        const own = b.lines.map((_, i) => OWN_FORMS[b.form]!(b.start + i));
        const alsoRun = b.lines.map((_, i) => `R-${b.start + 2 * i}`);
        expect(setUp(own, alsoRun, b.lines, b.headers).doubts).toHaveLength(1);
        const scattered = SUPPLIER_NUMBERS.slice().reverse();
        const result = setUp(scattered, SUPPLIER_NUMBERS, b.lines, b.headers);
        expect(result.number).toBeUndefined();
        expect(result.doubts).toHaveLength(1);
      }),
    );
  });
});
