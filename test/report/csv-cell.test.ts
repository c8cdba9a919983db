import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvCell, csvLine, neutraliseFormula } from '../../src/report/csv-cell.js';

describe('CSV cells', () => {
  it.each(['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil","x")'])(
    'neutralises formula-looking text %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Müller & Söhne GmbH')).toBe('Müller & Söhne GmbH');
    expect(neutraliseFormula('0000100001')).toBe('0000100001');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('quotes cells with the delimiter, quotes, line breaks or outer spaces, doubling inner quotes', () => {
    expect(csvCell('Castellano y Ruiz, S.A.')).toBe('"Castellano y Ruiz, S.A."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b')).toBe('a;b');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it('neutralises before quoting, so a quoted formula stays text', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('writes records that a CSV parser reads back to the same (neutralised) values', () => {
    const values = ["O'Brien Media Ltd.", 'Castellano y Ruiz, S.A.', 'say "hi"', 'two\r\nlines', '=cmd|/C calc'];
    const text = csvLine(values) + csvLine(['x', 'y', 'z', 'w', 'v']);
    const rows = parse(text) as string[][];
    expect(rows[0]).toEqual([...values.slice(0, 4), "'=cmd|/C calc"]);
    expect(rows).toHaveLength(2);
  });
});
