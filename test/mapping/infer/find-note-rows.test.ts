/**
 * Notes under a listing (an Icelandic `Athugið: ...` naming the currency, a return's `I declare
 * that ...`): skipped by their opening words, never by a count of trailer rows that next month's
 * file with two notes would break; a report's `*** END OF REPORT ***` line stays a trailer.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Skip = { name?: string; column?: string; matches?: string; equals?: unknown };
type Mapping = { source?: { trailerRows?: number; skipRows?: Skip[] } };

const SUPPLIERS = ['Nordlicht Verlag', 'Cafe Lumiere', 'Apia Signs Ltd'];

/** Nine invoices under `head`, then `after` (each a row of one cell, or several), blank lines between. */
function listing(head: readonly string[], after: readonly (readonly string[])[]): string {
  const rows = [head.join(',')];
  for (let i = 0; i < 9; i++) {
    const net = 1_200 + i * 73;
    rows.push(
      [
        SUPPLIERS[i % 3]!,
        `INV-${310 + i}`,
        `0${1 + (i % 9)}.02.2024`,
        `Print run ${i + 1}`,
        net,
        net / 10,
        net * 1.1,
      ].join(','),
    );
  }
  rows.push(...after.map((r) => `\r\n${r.join(',')}`));
  const file = join(makeTempDir('note-rows'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const HEAD = ['Supplier', 'Invoice No', 'Date', 'Text', 'Net', 'VAT', 'Total'];
const notesOf = (m: Mapping) => (m.source?.skipRows ?? []).filter((s) => s.name === 'note');

describe('mapping infer and notes under the listing', () => {
  it('skips an Icelandic note by its first word, with no trailer count', async () => {
    const note = 'Athugið: allar upphæðir eru í íslenskum krónum (ISK).';
    const m = parse(await inferMapping(listing(HEAD, [[note]]))) as Mapping;
    expect(m.source?.trailerRows).toBeUndefined();
    expect(notesOf(m)).toEqual([expect.objectContaining({ column: 'Supplier', matches: '^Athugið:' })]);
    expect(new RegExp(notesOf(m)[0]!.matches!).test(note)).toBe(true);
    expect(SUPPLIERS.some((s) => new RegExp(notesOf(m)[0]!.matches!).test(s))).toBe(false);
  });

  it('skips a declaration under the total row by its opening words, beside the total rule', async () => {
    const m = parse(
      await inferMapping(
        listing(HEAD, [
          ['Total', '', '', '', '11880', '1188', '13068'],
          ['I declare that the information given in this schedule is true and correct.'],
        ]),
      ),
    ) as Mapping;
    expect(m.source?.trailerRows).toBeUndefined();
    expect(notesOf(m)).toEqual([expect.objectContaining({ column: 'Supplier', matches: '^I declare' })]);
    expect(m.source?.skipRows).toContainEqual(expect.objectContaining({ column: 'Supplier', equals: 'Total' }));
  });

  it('skips each of two notes, which a trailer count of one would not', async () => {
    const m = parse(
      await inferMapping(
        listing(HEAD, [
          ['Note: all amounts are in euro and include the VAT shown.'],
          ['Prepared by the accounts team for the February return.'],
        ]),
      ),
    ) as Mapping;
    expect(m.source?.trailerRows).toBeUndefined();
    expect(notesOf(m).map((s) => s.matches)).toEqual(['^Note:', '^Prepared by']);
  });

  it('leaves a report trailer of signs (`*** END OF REPORT ***`) to the trailer count', async () => {
    const m = parse(await inferMapping(listing(HEAD, [['*** END OF REPORT ***']]))) as Mapping;
    expect(notesOf(m)).toEqual([]);
    expect(m.source?.trailerRows).toBe(1);
  });
  /** `rows` written as a CSV in a temp folder of its own. */
  function csv(rows: readonly string[]): string {
    const file = join(makeTempDir('note-rows'), 'register.csv');
    writeFileSync(file, `${rows.join('\n')}\n`);
    return file;
  }

  it('keeps the punctuation a note opens with, so a supplier named Notebook is not skipped', async () => {
    const m = parse(
      await inferMapping(
        csv([
          'Supplier,Invoice No,Invoice Date,Net,VAT,Total,Currency',
          'Alpha Ltd,INV-201,2024-03-01,1000.00,200.00,1200.00,GBP',
          'Notebook Warehouse Ltd,INV-202,2024-03-02,2000.00,400.00,2400.00,GBP',
          'Gamma Ltd,INV-203,2024-03-03,500.00,100.00,600.00,GBP',
          'Delta Ltd,INV-204,2024-03-04,300.00,60.00,360.00,GBP',
          'Note: amounts in pounds sterling,,,,,,',
        ]),
      ),
    ) as Mapping;
    expect(notesOf(m)).toEqual([expect.objectContaining({ column: 'Supplier', matches: '^Note:' })]);
    expect(new RegExp(notesOf(m)[0]!.matches!).test('Notebook Warehouse Ltd')).toBe(false);
  });

  it('never proposes a note rule that matches an invoice row of the sample', async () => {
    const invoice = 'Athugið: endurgreiðsla vegna INV-90';
    const note = 'Athugið: allar upphæðir eru í krónum';
    const m = parse(
      await inferMapping(
        csv([
          'Description,Invoice No,Invoice Date,Supplier,Net,VAT,Total,Currency',
          'Office supplies,INV-101,2024-03-01,Alpha ehf,1000.00,240.00,1240.00,ISK',
          `${invoice},INV-102,2024-03-02,Beta ehf,2000.00,480.00,2480.00,ISK`,
          'Cleaning,INV-103,2024-03-03,Gamma ehf,500.00,120.00,620.00,ISK',
          'Fuel,INV-104,2024-03-04,Delta ehf,300.00,72.00,372.00,ISK',
          `${note},,,,,,,`,
        ]),
      ),
    ) as Mapping;
    expect(notesOf(m)).toHaveLength(1);
    const rule = new RegExp(notesOf(m)[0]!.matches!);
    expect(rule.test(note)).toBe(true);
    expect(rule.test(invoice)).toBe(false);
  });
});
