import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreCorpus, type CorpusScore } from '../../../bench/infer-corpus/score-corpus.js';
import { scoreProposal } from '../../../bench/infer-corpus/score-proposal.js';

describe('the infer corpus', () => {
  let dir: string;
  let score: CorpusScore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'infer-corpus-'));
    score = await scoreCorpus(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has at least twelve layouts, each read by its reference mapping with every invoice valid', () => {
    expect(score.layouts.length).toBeGreaterThanOrEqual(12);
    for (const layout of score.layouts) {
      expect(layout.reference, layout.name).toMatchObject({ valid: expect.any(Number) });
      const counts = layout.reference as { invoices: number; valid: number };
      expect(counts.invoices, layout.name).toBeGreaterThanOrEqual(40);
      expect(counts.valid, layout.name).toBe(counts.invoices);
    }
  });

  it('meets the quality goal: precision >= 98 % (a commented alternative is no proposal), recall >= 85 %', () => {
    const failing = score.layouts
      .filter((l) => l.wrong > 0)
      .map(
        (l) =>
          `${l.name}: ${l.keys
            .filter((k) => k.verdict === 'wrong')
            .map((k) => `${k.key} ${k.proposed}`)
            .join(', ')}`,
      );
    expect(score.precision, failing.join('; ')).toBeGreaterThanOrEqual(98);
    expect(score.recall).toBeGreaterThanOrEqual(85);
  });

  it('proposes mappings that read every layout, a doubtful encoding named with its doubt', () => {
    // A legacy file whose bytes read as letters in more than one code page, where its words do not tell which,
    // gets the first candidate with the doubt beside it: the proposal reads the file, and the user sees what to check.
    for (const layout of score.layouts)
      expect(typeof layout.proposed, `${layout.name}: ${String(layout.proposed)}`).toBe('object');
    expect(
      score.layouts.some((l) => /^ {2}# encoding: /m.test(l.proposal)),
      'an encoding left commented out',
    ).toBe(false);
  });
});

describe('scoring a proposal against a reference', () => {
  const reference =
    'layout: { type: grouped, key: [Vendor, Number] }\ninvoice:\n  PayeeId: Vendor\n  Invoice_Number: Number\n  InvoiceId: { template: "{Vendor}-{Number}" }\n';

  it('counts a commented key as missing, a different one as wrong, an extra one as wrong', () => {
    const proposal =
      'layout: { type: grouped, key: [number, vendor] }\ninvoice:\n  # PayeeId: Vendor  # doubtful\n  Invoice_Number: Vendor\n  InvoiceId: { template: "{Vendor}/{Number}" }\n  Comments: Memo\n';
    const score = scoreProposal(reference, proposal);
    const verdicts = Object.fromEntries(score.keys.map((k) => [k.key, k.verdict]));
    expect(verdicts).toEqual({
      'layout.type': 'right',
      'layout.key': 'right',
      'invoice.PayeeId': 'missing',
      'invoice.Invoice_Number': 'wrong',
      'invoice.InvoiceId': 'right',
      'invoice.Comments': 'wrong',
    });
    expect(score).toMatchObject({ right: 3, wrong: 2, missing: 1 });
  });

  it('compares a heading by the rule that reads it, not by the name the mapping gives it', () => {
    const headed = (name: string, letter: string) =>
      `source:\n  headings:\n    - { name: ${name}, letter: ${letter}, onlyFilled: true }\nlayout: { type: grouped, key: [${name}, Ref] }\ninvoice:\n  PayeeId: ${name}\n  InvoiceId: { template: "{${name}}-{Ref}" }\n`;
    const verdicts = (proposal: string) =>
      Object.fromEntries(scoreProposal(headed('Payee', 'A'), proposal).keys.map((k) => [k.key, k.verdict]));
    expect(verdicts(headed('Vendor', 'A'))).toEqual({
      'source.headings': 'right',
      'layout.type': 'right',
      'layout.key': 'right',
      'invoice.PayeeId': 'right',
      'invoice.InvoiceId': 'right',
    });
    expect(verdicts(headed('Payee', 'B'))).toMatchObject({ 'source.headings': 'wrong', 'invoice.PayeeId': 'wrong' });
  });

  it("compares a skip rule's column by its letter, as the table's headers place it", () => {
    const skip = (at: string) => `source:\n  skipRows:\n    - { name: total, ${at}, equals: Итого }\n`;
    const verdict = (reference: string, proposal: string, headers?: string[]) =>
      scoreProposal(reference, proposal, {}, headers).keys.find((k) => k.key === 'source.skipRows')?.verdict;
    const headers = ['№', 'Дата', 'Сумма'];
    expect(verdict(skip('letter: A'), skip('column: "№"'), headers)).toBe('right');
    expect(verdict(skip('column: Дата'), skip('letter: B'), headers)).toBe('right');
    expect(verdict(skip('letter: A'), skip('column: Дата'), headers)).toBe('wrong');
    // Without the headers nothing places a column: the two forms are not compared equal.
    expect(verdict(skip('letter: A'), skip('column: "№"'))).toBe('wrong');
  });

  it('reads a one-sheet workbook alike whether the sheet is named or not, and a workbook of more by the name', () => {
    const named = (sheet?: string) => `source:\n  type: xlsx\n${sheet === undefined ? '' : `  sheet: ${sheet}\n`}`;
    const score = (reference: string, proposal: string, sheets: string[]) =>
      scoreProposal(reference, proposal, {}, [], sheets).keys.find((k) => k.key === 'source.sheet');
    // The only sheet is read either way: no key where the reference leaves it out, right where it names it.
    expect(score(named(), named('Purchases'), ['Purchases'])).toBeUndefined();
    expect(score(named('Purchases'), named(), ['Purchases'])?.verdict).toBe('right');
    expect(score(named('Purchases'), named('Purchases'), ['Purchases'])?.verdict).toBe('right');
    // Where there is a choice, the name says which sheet is read.
    expect(score(named(), named('Purchases'), ['Notes', 'Purchases'])?.verdict).toBe('wrong');
    expect(score(named('Purchases'), named(), ['Notes', 'Purchases'])?.verdict).toBe('missing');
    expect(score(named('Purchases'), named('Notes'), ['Notes', 'Purchases'])?.verdict).toBe('wrong');
    // A name that is not the only sheet's reads nothing.
    expect(score(named(), named('Other'), ['Purchases'])?.verdict).toBe('wrong');
  });

  it('compares skip rules as a set of column and value, however they are grouped and ordered', () => {
    // Any rule that matches skips a row, so neither the order of the rules nor a value listed
    // beside another in one rule changes which rows are skipped.
    const TESTS = ['Description=Total', 'Description=Grand Total', 'Doc=Subtotal', 'Doc=Carried forward'];
    const write = (groups: string[][]) =>
      `source:\n  skipRows:\n${groups
        .map(
          (g) =>
            `    - { column: ${g[0]!.split('=')[0]}, equals: [${g.map((t) => `"${t.split('=')[1]}"`).join(', ')}] }`,
        )
        .join('\n')}\n`;
    // One rule per value, or the values of a column together, in the order given.
    const writings = (tests: string[], grouped: boolean) =>
      grouped
        ? [...new Set(tests.map((t) => t.split('=')[0]!))].map((c) => tests.filter((t) => t.startsWith(`${c}=`)))
        : tests.map((t) => [t]);
    const verdict = (reference: string, proposal: string) =>
      scoreProposal(reference, proposal).keys.find((k) => k.key === 'source.skipRows')?.verdict;
    const someTests = fc.uniqueArray(fc.constantFrom(...TESTS), { minLength: 1 });
    fc.assert(
      fc.property(someTests, fc.boolean(), fc.boolean(), fc.nat(), (tests, groupedRef, groupedProp, shift) => {
        const turned = [...tests.slice(shift % tests.length), ...tests.slice(0, shift % tests.length)];
        const reference = write(writings(tests, groupedRef));
        expect(verdict(reference, write(writings(turned, groupedProp)))).toBe('right');
        const other = TESTS.find((t) => !tests.includes(t));
        if (other !== undefined)
          expect(verdict(reference, write(writings([...turned, other], groupedProp)))).toBe('wrong');
        if (tests.length > 1) expect(verdict(reference, write(writings(turned.slice(1), groupedProp)))).toBe('wrong');
      }),
    );
  });
  it('compares a sum of columns alone as a set of its terms, and keeps the order of anything else', () => {
    const COLUMNS = ['[net]', '[exempt]', '[base 10%]', '[base 21%]', '[stamp]'];
    const spec = (formula: string) => `items:\n  Amount: { formula: '${formula}' }\n`;
    const verdict = (reference: string, proposal: string) =>
      scoreProposal(spec(reference), spec(proposal)).keys.find((k) => k.key === 'items.Amount')?.verdict;
    const terms = fc.uniqueArray(fc.constantFrom(...COLUMNS), { minLength: 2 });
    fc.assert(
      fc.property(terms, fc.nat(), fc.boolean(), (sum, shift, signed) => {
        const turned = [...sum.slice(shift % sum.length), ...sum.slice(0, shift % sum.length)];
        const write = (t: string[]) => (signed ? `IF([type]="NC",-1,1)*(${t.join(' + ')})` : t.join('+'));
        expect(verdict(write(sum), write(turned))).toBe('right');
        expect(verdict(write(sum), write(turned.slice(1)))).toBe('wrong');
      }),
    );
    expect(verdict('[gross]-[tax]', '[tax]-[gross]')).toBe('wrong');
    expect(verdict('[qty]*[price]+[fee]', '[fee]+[qty]*[price]')).toBe('wrong');
  });

  it("reads the sum of the lines' amounts added and the lines' sums added alike, and no other sum", () => {
    const total = (formula: string) => `invoice:\n  Invoice_Amount: { formula: "${formula}" }\n`;
    const verdict = (reference: string, proposal: string) =>
      scoreProposal(total(reference), total(proposal)).keys.find((k) => k.key === 'invoice.Invoice_Amount')?.verdict;
    expect(verdict('SUM(items.Amount + items.Tax)', 'SUM(items.Amount) + SUM(items.Tax)')).toBe('right');
    expect(verdict('SUM(items.Amount) + SUM(items.Tax)', 'SUM(items.Amount + items.Tax)')).toBe('right');
    expect(verdict('SUM(items.Tax) + SUM(items.Amount)', 'SUM(items.Amount + items.Tax)')).toBe('right');
    expect(verdict('SUM(items.Tax + items.Amount)', 'SUM(items.Amount) + SUM(items.Tax)')).toBe('right');
    expect(verdict('SUM(items.Amount + items.Tax)', 'SUM(items.Amount)')).toBe('wrong');
    expect(verdict('SUM(items.Amount - items.Tax)', 'SUM(items.Amount) + SUM(items.Tax)')).toBe('wrong');
  });
});
