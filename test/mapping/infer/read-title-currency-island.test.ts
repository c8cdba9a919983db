/**
 * Without a currency column: a code a title writes after the currency's name, in its brackets
 * (`(amounts in Samoan Tala, WST)`), is taken as any written code is; Samoa's VAGST, a tax no
 * other country charges, says tala as Panama's ITBMS says dollars; Samoa or Iceland named alone in
 * a title is only a commented suggestion.
 */
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const titles = (...texts: string[]): SheetRow[] =>
  texts.map((text, i) => ({ file: 'x.csv', sheet: 'x', row: i + 1, cells: [{ kind: 'text' as const, text }] }));

function propose(headers: readonly string[], above: SheetRow[]) {
  return proposeCurrencyValue(['1234.50', '7.00'], headers, undefined, [], above);
}

describe('the currency a title writes beside its name, or a tax of one country', () => {
  it('takes a code that closes the title’s brackets after a comma', () => {
    const samoa = titles('Taxable period: February 2024 (amounts in Samoan Tala, WST)');
    expect(propose(['Supplier', 'Value'], samoa).line?.spec).toBe('{ value: WST }');
    const fiji = titles('Purchases listing (Fiji dollars, FJD)');
    expect(propose(['Supplier', 'Amount'], fiji).line?.spec).toBe('{ value: FJD }');
  });

  it('reads no code from capitals closing the brackets that are no currency', () => {
    const form = titles('Schedule of purchases (Form 3, VAT)');
    expect(propose(['Supplier', 'Amount'], form).line).toBeUndefined();
  });

  it('takes WST from Samoa’s VAGST in a title or header', () => {
    expect(propose(['Supplier Name', 'Value Incl. VAGST', 'VAGST Claimed'], []).line?.spec).toBe('{ value: WST }');
    const title = titles('Ministry for Revenue - VAGST Return - Schedule of Purchases');
    expect(propose(['Supplier', 'Value', 'Tax'], title).line?.spec).toBe('{ value: WST }');
  });

  it('only suggests, commented, the currency of Samoa or Iceland named alone', () => {
    for (const [title, code] of [
      ['Purchases from Samoa suppliers', 'WST'],
      ['Innkaup - Ísland 2024', 'ISK'],
    ] as const) {
      const proposal = propose(['Supplier', 'Amount'], titles(title));
      expect(proposal.line, title).toBeUndefined();
      expect(proposal.doubt?.spec, title).toBe(`{ value: ${code} }`);
    }
  });

  it('suggests nothing from American Samoa (US dollars) or an English island', () => {
    for (const title of ['American Samoa purchases 2024', 'Purchases from Island Media Ltd']) {
      const proposal = propose(['Supplier', 'Amount'], titles(title));
      expect(proposal.line, title).toBeUndefined();
      expect(proposal.doubt?.spec, title).toBe('{ value: ... }');
    }
  });
});
